/**
 * Password guessing at one account from many addresses (ADR 364): after the account's free failures every address
 * waits, its password unchecked (a 429 with the throttle's message and Retry-After), whatever its address; the
 * owner's browser, which signed in before and holds the device cookie, is never held back by that wait, and its
 * cookie spares it for that account only.
 */
import { AUTH_PATHS } from '../../../src/api/session/authContract';
import { SIGN_IN_LIMITS } from '../../../server/auth/rateLimit';
import { call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signInCall = (email: string, password: string, remoteAddress: string, cookie?: string) =>
  call(t.app, {
    method: 'POST',
    url: AUTH_PATHS.getAccessToken,
    payload: { email, password },
    remoteAddress,
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** The `name=value` of the device cookie a successful sign-in set. */
function deviceCookieOf(response: { headers: Record<string, unknown> }): string {
  const lines = [response.headers['set-cookie']].flat().map(String);
  const line = lines.find((each) => each.startsWith('sign_in_device='));
  expect(line, JSON.stringify(lines)).toBeDefined();
  expect(line).toMatch(/; Path=\/api\/admin\/security\/get_access_token; .*HttpOnly/);
  return line!.split(';')[0]!;
}

test('wrong passwords at one account from 40 addresses: the free ones are checked, then every address waits unchecked', async () => {
  const owner = await signInCall('corporate@demo.test', 'demo-password', '10.30.0.1');
  expect(owner.status).toBe(200);
  const device = deviceCookieOf(owner);

  const statuses: number[] = [];
  for (let i = 0; i < 40; i++)
    statuses.push((await signInCall('corporate@demo.test', `guess ${i}`, `10.31.0.${i}`)).status);
  const free = SIGN_IN_LIMITS.accountFreeFailures;
  expect(statuses).toEqual([...Array<number>(free).fill(401), ...Array<number>(40 - free).fill(429)]);

  // A new address with the right password waits as well: nothing tells it from a guesser.
  const stranger = await signInCall('corporate@demo.test', 'demo-password', '10.32.0.1');
  expect(stranger.status).toBe(429);
  expect(stranger.body.content.message).toBe('Too many failed sign-in attempts. Try again in 2 seconds.');
  expect(stranger.headers['retry-after']).toBe('2');

  // The owner's browser is not held back, from any address; its cookie is worth nothing for another account.
  expect((await signInCall('corporate@demo.test', 'demo-password', '10.33.0.1', device)).status).toBe(200);
  for (let i = 0; i < free; i++) await signInCall('admin@demo.test', 'wrong', `10.34.0.${i}`);
  expect((await signInCall('admin@demo.test', 'demo-password', '10.33.0.1', device)).status).toBe(429);

  // The wait passes with time.
  t.clock.advance(2_000);
  expect((await signInCall('corporate@demo.test', 'demo-password', '10.32.0.1')).status).toBe(200);
});
