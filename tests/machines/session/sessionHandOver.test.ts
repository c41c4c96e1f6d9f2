/**
 * An LTI launch hands the console a one-time code (ADR 183): the session's start-up check trades it for a session
 * (the real effects over a fake server), replacing a stored one; a refused code lands signed out and says why.
 */
import { vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { AUTH_PATHS } from '../../../src/api/session/authContract';
import { createMemoryTokenStore } from '../../../src/api/session/tokenStore';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { createDeferredSessionRuntime } from '../../../src/machines/session/deferredSessionRuntime';
import { selectError, selectUser, sessionMachine } from '../../../src/machines/session/sessionMachine';
import { createSessionRuntime } from '../../../src/machines/session/sessionServices';
import { ADA } from '../../support/fakeAuthServer';
import { createFakeAuthServer } from '../../support/fakeAuthServer';

const GOOD_CODE = 'a'.repeat(43);

function start(handOverCode: string | null, stored = false) {
  const server = createFakeAuthServer({ now: () => new Date('2030-01-01T09:00:00.000Z') });
  const exchanged: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    if (url.endsWith(AUTH_PATHS.handOver)) {
      const { code } = JSON.parse(String(init?.body)) as { code: string };
      exchanged.push(code);
      const body =
        code === GOOD_CODE
          ? { content: { token: server.tokenFor(ADA.email) } }
          : { content: { message: 'This sign-in expired or was already used. Sign in again.' } };
      return new Response(JSON.stringify(body), {
        status: code === GOOD_CODE ? 200 : 401,
        headers: { 'content-type': 'application/json' },
      });
    }
    return server.fetch(input, init);
  };
  const tokenStore = createMemoryTokenStore(stored ? server.tokenFor(ADA.email) : null);
  const load = vi.fn(async () =>
    createSessionRuntime({
      baseUrl: '',
      tokenStore,
      featureFlagClientId: 'console',
      onExpired: () => undefined,
      fetch,
      loadFlags: async () => ({}),
    }),
  );
  const runtime = createDeferredSessionRuntime({ load, hasStoredToken: () => stored, handOverCode });
  const actor = createActor(sessionMachine.provide({ actors: runtime.actors })).start();
  return { actor, exchanged, tokenStore, load };
}

test('a launch code signs the instructor in and keeps the new token pair', async () => {
  const { actor, exchanged, tokenStore } = start(GOOD_CODE);
  const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
  expect(exchanged).toEqual([GOOD_CODE]);
  expect(selectUser(snapshot)).toEqual(ADA.profile);
  expect(tokenStore.get()?.accessToken).toBeTruthy();
});

test('a refused code lands signed out with the reason, and is not tried again', async () => {
  const { actor, exchanged, tokenStore } = start('b'.repeat(43), true);
  const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
  expect(selectError(snapshot)).toBe(MESSAGES.ltiCodeInvalid);
  expect(exchanged).toHaveLength(1);
  // The stored session of someone else is not silently kept in its place.
  expect(tokenStore.get()).not.toBeNull();
});

test('without a code and without a stored token nothing is loaded', async () => {
  const { actor, load } = start(null);
  await waitFor(actor, (s) => s.matches('signedOut'));
  expect(load).not.toHaveBeenCalled();
  expect(selectError(actor.getSnapshot())).toBeNull();
});
