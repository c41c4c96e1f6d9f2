/**
 * The session machine with its real effects (createSessionRuntime) over the fake auth server, a memory token
 * store and injected flags: what the console runs, minus the browser.
 */
import { vi } from 'vitest';
import { createActor } from 'xstate';
import { createMemoryTokenStore } from '../../src/api/session/tokenStore';
import type { FeatureFlags } from '../../src/domain/access/roles';
import { sessionMachine, type SessionActorRef } from '../../src/machines/session/sessionMachine';
import { createSessionRuntime } from '../../src/machines/session/sessionServices';
import { createFakeAuthServer, type FakeAuthServer } from './fakeAuthServer';

export const FLAGS: FeatureFlags = { adminTranslations: true, adminBanner: false };

export interface SessionHarnessOptions {
  /** A token stored by an earlier visit of this user. */
  readonly storedTokenOf?: string;
  /** Changes to the server before the session starts checking. */
  readonly prepare?: (server: FakeAuthServer) => void;
}

export function startSession(options: SessionHarnessOptions = {}) {
  let now = new Date('2030-01-01T09:00:00.000Z');
  const server = createFakeAuthServer({ now: () => now });
  const tokenStore = createMemoryTokenStore(
    options.storedTokenOf ? server.tokenFor(options.storedTokenOf) : null,
  );
  options.prepare?.(server);
  const loadFlags = vi.fn(async () => FLAGS);
  const runtime = createSessionRuntime({
    baseUrl: '',
    tokenStore,
    featureFlagClientId: 'console',
    // What the console does with an unanswerable 401: the session actor signs out.
    onExpired: () => actor.send({ type: 'session.expired' }),
    now: () => now,
    fetch: server.fetch,
    loadFlags,
  });
  const actor: SessionActorRef = createActor(sessionMachine.provide({ actors: runtime.actors }));
  actor.start();
  return {
    actor,
    server,
    tokenStore,
    http: runtime.http,
    loadFlags,
    /** Moves the clock of both the console and the server. */
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}
