/**
 * How the language-model client fares with what a real provider answers (ADRs 252, 365), against the local
 * OpenAI-compatible server: an answer cut at its length limit, models that take `max_completion_tokens` and no
 * `temperature`, a request the provider explains it refuses, a used-up quota, the provider's content filter and a
 * connection that breaks mid-answer.
 */
import { Writable } from 'node:stream';
import { AI_PATHS } from '../../../../src/api/quiz/editor/aiContract';
import { questionMessages } from '../../../../server/ai/prompt';
import { createQuestionWriter } from '../../../../server/ai/questionWriter';
import type { FakeOpenAI } from '../../../support/fakeOpenAI';
import { ABSTRACT, askFor, generateAt, lastEvent, startAiServer, stopAiServer } from './aiFixtures';
import { bearer, call, type TestApp } from '../../testApp';

let fake: FakeOpenAI;
let t: TestApp;
let origin: string;
let articleId: number;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  ({ fake, t, origin, articleId } = await startAiServer({
    logger: {
      level: 'warn',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean))
            logLines.push(JSON.parse(line) as Record<string, unknown>);
          done();
        },
      }),
    },
  }));
});
afterAll(() => stopAiServer(t, fake));
beforeEach(async () => {
  await fake.reset();
  logLines.length = 0;
});

const usedToday = async (token: string) =>
  (await call(t.app, { method: 'GET', url: AI_PATHS.status, headers: bearer(token) })).body.content
    .usedToday as number;

const failureLog = () => logLines.find((line) => line.msg === 'question generation failed');

test('an answer cut at its length limit keeps every question completed before the cut', async () => {
  const { accessToken } = await t.signIn('cs@demo.test');
  const before = await usedToday(accessToken);
  await fake.script(['cut']);
  const { events } = await generateAt(origin, accessToken, askFor(articleId, { count: 5 }));
  const done = lastEvent(events);
  expect(done.type).toBe('done');
  const questions = done.type === 'done' ? done.questions : [];
  expect(questions.length).toBeGreaterThanOrEqual(1);
  expect(questions.length).toBeLessThan(5);
  expect(questions.map((q) => q.title)).toEqual(
    questions.map((_, i) => expect.stringContaining(`Question ${i + 1} about`) as unknown),
  );
  expect(await usedToday(accessToken)).toBe(before + 1);
});

test('a model that refuses max_tokens and temperature is asked again once without them, and remembered', async () => {
  const { accessToken } = await t.signIn('cs@demo.test');
  await fake.script(['newModel', 'newModel', 'newModel']);
  const first = await generateAt(origin, accessToken, askFor(articleId, { model: 'gpt-4', count: 2 }));
  expect(lastEvent(first.events)).toMatchObject({ type: 'done' });
  const second = await generateAt(origin, accessToken, askFor(articleId, { model: 'gpt-4', count: 2 }));
  expect(lastEvent(second.events)).toMatchObject({ type: 'done' });
  const [refused, again, next] = await fake.requests();
  expect(refused).toMatchObject({ maxTokens: expect.any(Number), maxCompletionTokens: null });
  expect(again).toMatchObject({ maxTokens: null, temperature: null });
  expect(again!.maxCompletionTokens).toBe(refused!.maxTokens);
  // The next generation with that model asks the way it takes at once.
  expect(next).toMatchObject({ maxTokens: null, temperature: null, maxCompletionTokens: expect.any(Number) });
  expect(await fake.requests()).toHaveLength(3);
});

test.each(['o1', 'o3-mini', 'o4-mini', 'gpt-5', 'gpt-5-mini'])(
  'a model named %s is asked with max_completion_tokens and no temperature from the first try',
  async (model) => {
    await fake.script(['newModel']);
    const writer = createQuestionWriter({ ...t.config.ai, modelMap: { 'gpt-4': model } });
    const article = { id: articleId, title: 'Sine waves', abstract: ABSTRACT, transcript: null };
    const request = { count: 1, isMultiple: false, difficulty: 'medium', questionType: 'choice' } as const;
    await writer.write(
      {
        model: 'gpt-4',
        messages: questionMessages(article, request),
        questionType: 'choice',
        maxTokens: 650,
        user: 'parameters-test',
      },
      new AbortController().signal,
      { onProgress: () => undefined, onRetry: () => undefined },
    );
    const requests = await fake.requests();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      model,
      maxTokens: null,
      maxCompletionTokens: 650,
      temperature: null,
    });
  },
);

test('a request the provider refuses shows its reason, and the log names it and the model asked for', async () => {
  const { accessToken } = await t.signIn('cs@demo.test');
  await fake.script(['contextTooLong']);
  const { events } = await generateAt(origin, accessToken, askFor(articleId, { model: 'gpt-4' }));
  expect(lastEvent(events)).toMatchObject({
    type: 'failed',
    code: 'provider',
    detail: expect.stringContaining('maximum context length is 8192 tokens') as unknown,
  });
  expect(failureLog()).toMatchObject({
    code: 'provider',
    model: 'gpt-4',
    providerModel: 'gpt-4',
    providerStatus: 400,
    providerReason: expect.stringContaining('maximum context length') as unknown,
  });
});

test('a used-up quota says the site’s AI quota is used up, is not retried and is not counted', async () => {
  const { accessToken } = await t.signIn('cs@demo.test');
  const before = await usedToday(accessToken);
  await fake.script(['quota', 'good']);
  const { events } = await generateAt(origin, accessToken, askFor(articleId, { count: 1 }));
  expect(events.some((event) => event.type === 'retry')).toBe(false);
  const failed = lastEvent(events);
  expect(failed).toMatchObject({ type: 'failed', code: 'quota' });
  expect(failed.type === 'failed' && failed.message).toMatch(/quota .*used up/);
  expect(failed.type === 'failed' && failed.message).not.toMatch(/minute/);
  expect(await fake.requests()).toHaveLength(1);
  expect(await usedToday(accessToken)).toBe(before);
  expect(failureLog()).toMatchObject({ code: 'quota', providerStatus: 429 });
});

test('an answer stopped by the provider’s content filter says so once, with no detail repeating it', async () => {
  const { accessToken } = await t.signIn('cs@demo.test');
  await fake.script(['contentFilter']);
  const { events } = await generateAt(origin, accessToken, askFor(articleId));
  const failed = lastEvent(events);
  expect(failed).toMatchObject({ type: 'failed', code: 'filtered' });
  expect(failed).not.toHaveProperty('detail');
});

test('a connection that breaks mid-answer ends with a sentence, not the socket’s word for it', async () => {
  const { accessToken } = await t.signIn('cs@demo.test');
  const before = await usedToday(accessToken);
  await fake.script(['dropMidStream', 'good']);
  const { events } = await generateAt(origin, accessToken, askFor(articleId));
  const failed = lastEvent(events);
  expect(failed).toMatchObject({ type: 'failed', code: 'interrupted' });
  expect(failed.type === 'failed' && failed.message).toMatch(/^The connection to the AI provider broke off/);
  expect(JSON.stringify(failed)).not.toMatch(/terminated/i);
  // The model had written: the answer cost tokens, so it counts, and it is not asked twice.
  expect(await usedToday(accessToken)).toBe(before + 1);
  expect(await fake.requests()).toHaveLength(1);
});
