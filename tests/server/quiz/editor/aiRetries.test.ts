/**
 * The language-model client under failure, against the local OpenAI-compatible server: it waits what the provider
 * asks, backs off with jitter when it asks nothing, and never retries an account whose quota is used up.
 */
import { AI_PATHS } from '../../../../src/api/quiz/editor/aiContract';
import { retryDelayMs } from '../../../../server/ai/questionWriter';
import type { FakeOpenAI } from '../../../support/fakeOpenAI';
import { askFor, startAiServer, stopAiServer, generateAt, lastEvent } from './aiFixtures';
import { bearer, call, type TestApp } from '../../testApp';

let fake: FakeOpenAI;
let t: TestApp;
let origin: string;
let articleId: number;

beforeAll(async () => {
  ({ fake, t, origin, articleId } = await startAiServer());
});
afterAll(() => stopAiServer(t, fake));
beforeEach(() => fake.reset());

const usedToday = async (token: string) =>
  (await call(t.app, { method: 'GET', url: AI_PATHS.status, headers: bearer(token) })).body.content
    .usedToday as number;

test.each([
  ['retry-after-ms', { 'retry-after-ms': '1500' }, 1500],
  ['retry-after in seconds', { 'retry-after': '2' }, 2000],
  ['retry-after-ms before retry-after', { 'retry-after-ms': '250', 'retry-after': '2' }, 250],
  ['no header: half the backoff at least', {}, 500],
  ['an empty header is no answer', { 'retry-after-ms': '', 'retry-after': '' }, 500],
  ['an unreadable header is no answer', { 'retry-after': 'soon' }, 500],
])('the wait with %s', (_case, headers, waitMs) => {
  expect(retryDelayMs(new Headers(headers), 1, () => 0)).toBe(waitMs);
});

test('without a header, the wait doubles with each try and stays within its jitter', () => {
  expect([1, 2, 3].map((attempt) => retryDelayMs(undefined, attempt, () => 1))).toEqual([1000, 2000, 4000]);
  expect([1, 2, 3].map((attempt) => retryDelayMs(undefined, attempt, () => 0))).toEqual([500, 1000, 2000]);
});

test('a retry-after date is waited until', () => {
  const inThreeSeconds = new Date(Date.now() + 3_000).toUTCString();
  const wait = retryDelayMs(new Headers({ 'retry-after': inThreeSeconds }), 1);
  expect(wait).toBeGreaterThan(1_000);
  expect(wait).toBeLessThanOrEqual(3_000);
});

test('a server error without a retry header is tried again after a backoff, not at once', async () => {
  const { accessToken } = await t.signIn('admin@demo.test');
  await fake.script(['serverError', 'good']);
  const started = Date.now();
  const { events } = await generateAt(origin, accessToken, askFor(articleId, { count: 1 }));
  expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  expect(events.find((event) => event.type === 'retry')).toEqual({
    type: 'retry',
    attempt: 2,
    waitSeconds: 1,
    reason: 'provider',
  });
  expect(lastEvent(events)).toMatchObject({ type: 'done' });
});

test('a used-up quota is not tried again, says so, and is not counted', async () => {
  const { accessToken } = await t.signIn('cs@demo.test');
  const before = await usedToday(accessToken);
  await fake.script(['quota', 'good']);
  const { events } = await generateAt(origin, accessToken, askFor(articleId, { count: 1 }));
  expect(events.some((event) => event.type === 'retry')).toBe(false);
  expect(lastEvent(events)).toMatchObject({
    type: 'failed',
    code: 'rateLimited',
    message:
      'The AI provider’s quota for the server’s API key is used up. An administrator needs to check the account’s plan and billing.',
  });
  expect(await fake.requests()).toHaveLength(1);
  expect(await usedToday(accessToken)).toBe(before);
});
