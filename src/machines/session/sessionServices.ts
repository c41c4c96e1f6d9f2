/**
 * The real effects of the session machine, and the http client whose 401s the session answers.
 * Built once, when the console first needs them (src/entries/console/sessionRuntime.ts); tests build it over a fake fetch or
 * provide their own actors.
 */
import {
  fetchFeatureFlags,
  fetchProfile,
  finishRegistration,
  getAccessToken,
  logout,
  logoutAll,
  refreshAccessToken,
} from '../../api/session/auth';
import { ApiError, createHttpClient, type HttpClient } from '../../api/shared/http';
import type { TokenStore } from '../../api/session/tokenStore';
import type { FeatureFlags } from '../../domain/access/roles';
import { MESSAGES } from '../../domain/shared/messages';
import { accessTokenNeedsRenewal, canRefresh, type Token } from '../../domain/session/session';
import { HandOverRefused, type SignedInSession } from './sessionMachine';
import { sessionActors, type SessionEffects } from './sessionActors';

export interface SessionRuntimeOptions {
  readonly baseUrl: string;
  readonly tokenStore: TokenStore;
  readonly featureFlagClientId: string;
  /** Called when a 401 cannot be answered with a refresh: the session machine then signs out. */
  readonly onExpired: () => void;
  readonly now?: () => Date;
  readonly fetch?: typeof fetch;
  /** Reads the flags; by default through the OpenFeature provider, loaded on demand. */
  readonly loadFlags?: (http: HttpClient) => Promise<FeatureFlags>;
}

async function loadFlagsThroughOpenFeature(http: HttpClient, clientId: string): Promise<FeatureFlags> {
  const { loadFeatureFlags } = await import('../../api/featureFlags/featureFlagProvider');
  return loadFeatureFlags(clientId, () => fetchFeatureFlags(http));
}

/** A refused hand-over code (unknown, spent or expired) is said in the words of where the sign-in began. */
async function exchangeHandOver(http: HttpClient, code: string, refused: string): Promise<Token> {
  try {
    return await (await import('../../api/session/handOver')).exchangeHandOverCode(http, code);
  } catch (error) {
    throw error instanceof ApiError && error.status === 401 ? new ApiError(401, refused) : error;
  }
}

export function createSessionRuntime(options: SessionRuntimeOptions) {
  const { tokenStore } = options;
  const now = options.now ?? (() => new Date());

  const expire = () => {
    tokenStore.clear();
    options.onExpired();
    return null;
  };

  const http: HttpClient = createHttpClient({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    getAccessToken: () => tokenStore.get()?.accessToken ?? null,
    needsRenewal: (accessToken) => accessTokenNeedsRenewal(accessToken, now()),
    refresh: async () => {
      const token = tokenStore.get();
      if (!token || !canRefresh(token, now())) return expire();
      try {
        const fresh = await refreshAccessToken(http, token.refreshToken);
        tokenStore.set(fresh);
        return fresh.accessToken;
      } catch {
        return expire();
      }
    },
  });

  const loadFlags =
    options.loadFlags ??
    ((client: HttpClient) => loadFlagsThroughOpenFeature(client, options.featureFlagClientId));

  async function loadSession(): Promise<SignedInSession> {
    const [user, flags] = await Promise.all([fetchProfile(http), loadFlags(http)]);
    return { user, flags };
  }

  /** A new token is kept only once its session loads: a sign-in that shows an error leaves no token behind. */
  async function startSession(token: Token): Promise<SignedInSession> {
    tokenStore.set(token);
    try {
      return await loadSession();
    } catch (error) {
      tokenStore.clear();
      throw error;
    }
  }

  /** The session's effects as plain functions (the deferred runtime of the first paint calls these). */
  const effects: SessionEffects = {
    checkSession: async () => {
      if (!tokenStore.get()) return null;
      try {
        return await loadSession();
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          tokenStore.clear();
          return null;
        }
        throw error;
      }
    },
    signIn: async (input) =>
      startSession(await getAccessToken(http, { email: input.email.trim(), password: input.password })),
    finishRegistration: async (input) => startSession(await finishRegistration(http, input)),
    // Back from an institution's provider (ADR 182): the hand-over is loaded with its zod contract only then (ADR 003).
    exchangeSignInCode: async (code) => startSession(await exchangeHandOver(http, code, MESSAGES.ssoExpired)),
    // The code of an LTI launch replaces whatever session this browser held (ADR 183).
    handOver: async (code) => {
      let token: Token;
      try {
        token = await exchangeHandOver(http, code, MESSAGES.ltiCodeInvalid);
      } catch (error) {
        throw new HandOverRefused(error instanceof Error ? error.message : String(error));
      }
      return startSession(token);
    },
    // The token is forgotten before the call, so signing out is immediate and holds offline (ADR 103).
    signOut: async () => {
      const token = tokenStore.get();
      tokenStore.clear();
      if (token) await logout(http, token.refreshToken);
    },
    signOutAll: async () => {
      await logoutAll(http);
      tokenStore.clear();
    },
  };

  return { http, effects, actors: sessionActors(effects) };
}
