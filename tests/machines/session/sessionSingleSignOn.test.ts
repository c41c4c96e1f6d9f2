/**
 * Coming back to the console from an institution's identity provider (ADR 182), with the session's real effects
 * over a fake server: the one-time code is traded once for a token pair, stored like a password sign-in's; every
 * failure lands on the sign-in screen with its message and leaves no token behind.
 */
import { createActor, waitFor } from 'xstate';
import { AUTH_PATHS } from '../../../src/api/session/authContract';
import { createMemoryTokenStore } from '../../../src/api/session/tokenStore';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { ssoReturnOf } from '../../../src/domain/session/signedOut';
import { selectError, selectUser, sessionMachine } from '../../../src/machines/session/sessionMachine';
import { createSessionRuntime } from '../../../src/machines/session/sessionServices';

const TOKEN = {
  accessToken: 'access-sso',
  refreshToken: 'refresh-sso',
  refreshTokenExpiredAt: '2099-01-01T00:00:00.000Z',
};
const PROFILE = { firstName: 'Ada', lastName: 'Lee', roles: ['ROLE_CS_USER'] };

function start() {
  const spent = new Set<string>();
  const json = (status: number, content: unknown) =>
    new Response(JSON.stringify({ content }), { status, headers: { 'content-type': 'application/json' } });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://console.test').pathname;
    if (path === AUTH_PATHS.handOver) {
      const { code } = JSON.parse(String(init?.body)) as { code: string };
      if (code !== 'fresh' || spent.has(code))
        return json(401, { message: 'This sign-in expired or was already used. Sign in again.' });
      spent.add(code);
      return json(200, { token: TOKEN });
    }
    if (path === AUTH_PATHS.profile) return json(200, PROFILE);
    return json(404, { message: 'Not found' });
  };
  const tokenStore = createMemoryTokenStore(null);
  const runtime = createSessionRuntime({
    baseUrl: '',
    tokenStore,
    featureFlagClientId: 'console',
    onExpired: () => undefined,
    fetch: fetch as typeof globalThis.fetch,
    loadFlags: async () => ({}),
  });
  const actor = createActor(sessionMachine.provide({ actors: runtime.actors })).start();
  return { actor, tokenStore };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag('busy') && !snapshot.matches('checking'));

test('a fresh code signs the user in and stores the token pair as a password sign-in does', async () => {
  const { actor, tokenStore } = start();
  await settled(actor);
  actor.send({ type: 'session.ssoReturned', result: ssoReturnOf('#sso=fresh')! });
  const snapshot = await settled(actor);
  expect(snapshot.matches('signedIn')).toBe(true);
  expect(selectUser(snapshot)).toMatchObject(PROFILE);
  expect(tokenStore.get()).toEqual(TOKEN);
});

test('a spent code signs nobody in and says the sign-in expired', async () => {
  const { actor, tokenStore } = start();
  await settled(actor);
  actor.send({ type: 'session.ssoReturned', result: { code: 'already-used' } });
  const snapshot = await settled(actor);
  expect(snapshot.matches('signedOut')).toBe(true);
  expect(selectError(snapshot)).toBe(MESSAGES.ssoExpired);
  expect(tokenStore.get()).toBeNull();
});

test.each([
  ['#sso-error=unavailable', MESSAGES.ssoUnavailable],
  ['#sso-error=denied', MESSAGES.ssoDenied],
  ['#sso-error=unverified', MESSAGES.ssoUnverified],
  ['#sso-error=notAllowed', MESSAGES.ssoNotAllowed],
  ['#sso-error=expired', MESSAGES.ssoExpired],
  ['#sso-error=made-up', MESSAGES.ssoFailed],
])('coming back with %s shows its message under the form', async (hash, message) => {
  const { actor, tokenStore } = start();
  await settled(actor);
  actor.send({ type: 'session.ssoReturned', result: ssoReturnOf(hash)! });
  const snapshot = actor.getSnapshot();
  expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
  expect(selectError(snapshot)).toBe(message);
  expect(tokenStore.get()).toBeNull();
});

test('an address without a fragment of ours is not a return from a provider', () => {
  expect(ssoReturnOf('')).toBeNull();
  expect(ssoReturnOf('#section-2')).toBeNull();
});
