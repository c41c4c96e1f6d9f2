/**
 * Sign-in throttling under bursts (ADRs 104 and 187), on one process and PGlite: sign-ins sent all at once are
 * throttled exactly like the same sign-ins sent one after the other. A 401 is a password that was checked, a 429
 * one that was refused without checking it.
 */
import { AUTH_PATHS } from '../../../src/api/session/authContract';
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

/** How many answers of each status a burst got, e.g. `{ 401: 3, 429: 37 }`. */
const tally = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

test('40 wrong passwords for one account sent at once from one address: 3 are checked, 37 are throttled', async () => {
  const answers = await Promise.all(
    Array.from({ length: 40 }, () => signInCall('cs@demo.test', 'wrong', '10.20.0.1')),
  );
  expect(tally(answers)).toEqual({ 401: 3, 429: 37 });
  for (const answer of answers.filter((a) => a.status === 429)) {
    expect(answer.body.content.message).toBe('Too many failed sign-in attempts. Try again in 15 seconds.');
    expect(answer.headers['retry-after']).toBe('15');
  }
  // Exactly as after three failures in a row: the owner's right password waits 15 s from there, then gets in.
  expect((await signInCall('cs@demo.test', 'demo-password', '10.20.0.1')).status).toBe(429);
  t.clock.advance(15_000);
  expect((await signInCall('cs@demo.test', 'demo-password', '10.20.0.1')).status).toBe(200);
});

test('60 accounts sprayed at once from one address: 20 are checked, 40 are throttled', async () => {
  const answers = await Promise.all(
    Array.from({ length: 60 }, (_, i) => signInCall(`spray${i}@demo.test`, 'wrong', '10.20.0.2')),
  );
  expect(tally(answers)).toEqual({ 401: 20, 429: 40 });
  // Another address is not held back by it.
  expect((await signInCall('lti@demo.test', 'demo-password', '10.20.0.3')).status).toBe(200);
});

test('an owner sending the right password several times at once is let in every time, as in a sequence', async () => {
  const answers = await Promise.all(
    Array.from({ length: 8 }, () => signInCall('publish@demo.test', 'demo-password', '10.20.0.4')),
  );
  expect(tally(answers)).toEqual({ 200: 8 });
});

test('a burst on an account under attack from elsewhere: the owner’s browser is never held back', async () => {
  const signedIn = await signInCall('corporate@demo.test', 'demo-password', '10.20.0.5');
  const device = [signedIn.headers['set-cookie']]
    .flat()
    .map(String)
    .find((line) => line.startsWith('sign_in_device='))!
    .split(';')[0]!;
  // 12 guesses from 12 other addresses: 10 are checked, then the account waits for every browser but the owner's.
  const guesses = await Promise.all(
    Array.from({ length: 12 }, (_, i) => signInCall('corporate@demo.test', 'wrong', `10.20.1.${i}`)),
  );
  expect(tally(guesses)).toEqual({ 401: 10, 429: 2 });
  const answers = await Promise.all(
    Array.from({ length: 4 }, () => signInCall('corporate@demo.test', 'demo-password', '10.20.0.5', device)),
  );
  expect(tally(answers)).toEqual({ 200: 4 });
});
