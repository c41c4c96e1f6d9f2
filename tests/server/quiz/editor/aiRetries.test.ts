/**
 * The language-model client under failure, against the local OpenAI-compatible server: it waits what the provider
 * asks, backs off with jitter when it asks nothing, and never retries an account whose quota is used up.
 */
import { AI_PATHS } from '../../../../src/api/quiz/editor/aiContract';
import { questionMessages } from '../../../../server/ai/prompt';
import { createQuestionWriter, retryDelayMs } from '../../../../server/ai/questionWriter';
import type { FakeOpenAI } from '../../../support/fakeOpenAI';
import { ABSTRACT, askFor, startAiServer, stopAiServer, generateAt, lastEvent } from './aiFixtures';
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
  const now = Date.parse('2026-11-27T10:00:00Z');
  const inThreeSeconds = new Date(now + 3_000).toUTCString();
  expect(retryDelayMs(new Headers({ 'retry-after': inThreeSeconds }), 1, Math.random, now)).toBe(3_000);
  expect(retryDelayMs(new Headers({ 'retry-after': inThreeSeconds }), 1, Math.random, now + 5_000)).toBe(0);
});

test('a server error without a retry header is tried again after a backoff, not at once', async () => {
  await fake.script(['serverError', 'good']);
  // The writer's wait is recorded instead of slept: how long, and how many calls the provider had by then.
  const waits: { ms: number; callsBefore: number }[] = [];
  const writer = createQuestionWriter(t.config.ai, async (ms) => {
    waits.push({ ms, callsBefore: (await fake.requests()).length });
  });
  const retries: unknown[] = [];
  const article = { id: articleId, title: 'Sine waves', abstract: ABSTRACT, transcript: null };
  const request = { count: 1, isMultiple: false, difficulty: 'medium', questionType: 'choice' } as const;
  const answer = await writer.write(
    {
      model: 'gpt-3.5-turbo-16k',
      messages: questionMessages(article, request),
      questionType: 'choice',
      maxTokens: 2_000,
      user: 'retry-test',
    },
    new AbortController().signal,
    { onProgress: () => undefined, onRetry: (retry) => retries.push(retry) },
  );
  expect(waits).toHaveLength(1);
  expect(waits[0]!.ms).toBeGreaterThanOrEqual(500);
  expect(waits[0]!.ms).toBeLessThanOrEqual(1_000);
  expect(waits[0]!.callsBefore).toBe(1);
  expect(await fake.requests()).toHaveLength(2);
  expect(retries).toEqual([{ attempt: 2, waitSeconds: 1, reason: 'provider' }]);
  expect(answer).toBeTruthy();
});

test('a used-up quota is not tried again, says so, and is not counted', async () => {
  const { accessToken } = await t.signIn('cs@demo.test');
  const before = await usedToday(accessToken);
  await fake.script(['quota', 'good']);
  const { events } = await generateAt(origin, accessToken, askFor(articleId, { count: 1 }));
  expect(events.some((event) => event.type === 'retry')).toBe(false);
  expect(lastEvent(events)).toMatchObject({
    type: 'failed',
    code: 'quota',
    message:
      'This site’s AI quota is used up: question generation cannot work until an administrator checks the AI provider account’s plan and billing.',
  });
  expect(await fake.requests()).toHaveLength(1);
  expect(await usedToday(accessToken)).toBe(before);
});
