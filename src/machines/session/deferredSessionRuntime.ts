/**
 * The session's effects loaded on first use (ADR 003). The sign-in screen paints with the session machine and
 * these stand-ins only; the real runtime (configuration check, token store, HTTP client, auth calls and their zod
 * contracts) is loaded by the first call that needs it: the start-up check when a token cookie exists, a sign-in,
 * a registration. Without a token cookie the start-up check answers "no session" without loading anything.
 */
import type { HttpClient, RequestOptions } from '../../api/shared/http';
import { sessionActors, type SessionEffects } from './sessionActors';

export interface LoadedSessionRuntime {
  readonly http: HttpClient;
  readonly effects: SessionEffects;
}

export interface DeferredSessionRuntimeOptions {
  readonly load: () => Promise<LoadedSessionRuntime>;
  /** Whether a stored token may exist (a cookie is there); its content is checked by the loaded runtime. */
  readonly hasStoredToken: () => boolean;
  /** The one-time code an LTI launch put in the address (ADR 183): the start-up check trades it, once. */
  readonly handOverCode?: string | null;
}

export function createDeferredSessionRuntime({
  load,
  hasStoredToken,
  handOverCode = null,
}: DeferredSessionRuntimeOptions) {
  let pendingCode = handOverCode;
  let loading: Promise<LoadedSessionRuntime> | null = null;
  let loaded: LoadedSessionRuntime | null = null;
  // A failed load (offline) is tried again by the next call.
  const runtime = () =>
    (loading ??= load().then(
      (ready) => (loaded = ready),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  const effects: SessionEffects = {
    checkSession: async () => {
      const code = pendingCode;
      pendingCode = null;
      if (code) return (await runtime()).effects.handOver(code);
      return hasStoredToken() ? (await runtime()).effects.checkSession() : null;
    },
    handOver: async (code) => (await runtime()).effects.handOver(code),
    signIn: async (form) => (await runtime()).effects.signIn(form),
    finishRegistration: async (request) => (await runtime()).effects.finishRegistration(request),
    exchangeSignInCode: async (code) => (await runtime()).effects.exchangeSignInCode(code),
    signOut: async () => (await runtime()).effects.signOut(),
    signOutAll: async () => (await runtime()).effects.signOutAll(),
  };

  const http: HttpClient = {
    /** Known once the runtime has loaded (after any first call): where a full-page visit to the API goes. */
    get baseUrl() {
      return loaded?.http.baseUrl;
    },
    request: async <T>(path: string, options?: RequestOptions<T>) =>
      (await runtime()).http.request(path, options),
    download: async (path, options) => (await runtime()).http.download(path, options),
    async *lines(path, options) {
      yield* (await runtime()).http.lines(path, options);
    },
  };

  /** Starts loading the runtime ahead of its first use (the user's first key or pointer press). */
  const preload = () => void runtime().catch(() => undefined);

  return { http, effects, actors: sessionActors(effects), preload };
}
