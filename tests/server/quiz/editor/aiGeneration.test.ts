/**
 * Question generation against a real OpenAI-compatible server process on loopback (real HTTP, server-sent
 * events): the app streams NDJSON to a real client, passes Cancel on to the provider, and holds every question,
 * every failure and the daily limit to ADR 180.
 */
import { AI_PATHS, type GenerationEvent } from '../../../../src/api/quiz/editor/aiContract';
import type { FakeOpenAI } from '../../../support/fakeOpenAI';
import { ABSTRACT, SPOKEN, askFor, generateAt, lastEvent, startAiServer, stopAiServer } from './aiFixtures';
import { bearer, call, createTestApp, type TestApp } from '../../testApp';

let fake: FakeOpenAI;
let t: TestApp;
let origin: string;
let articleId: number;

beforeAll(async () => {
  ({ fake, t, origin, articleId } = await startAiServer({
    slowChunkMs: 60,
    env: {
      AI_MODEL_MAP: 'gpt-4=llama3.1:8b',
      AI_IDLE_TIMEOUT_SECONDS: '1',
      AI_TIMEOUT_SECONDS: '20',
      AI_DAILY_LIMIT: '2',
    },
  }));
});
afterAll(() => stopAiServer(t, fake));
beforeEach(() => fake.reset());

const ask = (overrides: object = {}) => askFor(articleId, overrides);

const generate = (
  token: string,
  body: object,
  onEvent?: (event: GenerationEvent, abort: () => void) => void,
) => generateAt(origin, token, body, onEvent);

const last = lastEvent;
const status = async (token: string) =>
  (await call(t.app, { method: 'GET', url: AI_PATHS.status, headers: bearer(token) })).body.content;

test('an author asks for three questions: the model reads title, abstract and transcript, and the questions stream back', async () => {
  const { accessToken } = await t.signIn('admin@demo.test');
  expect(await status(accessToken)).toMatchObject({
    enabled: true,
    providers: [{ id: 'chatgpt', models: ['gpt-3.5-turbo-16k', 'gpt-4'], defaultModel: 'gpt-3.5-turbo-16k' }],
    usedToday: 0,
    dailyLimit: 100,
  });

  const { status: code, events } = await generate(accessToken, ask());
  expect(code).toBe(200);
  expect(events[0]).toEqual({
    type: 'started',
    articleTitle: 'Sine Waves in the Laboratory',
    hasTranscript: true,
  });
  expect(events.filter((e) => e.type === 'progress').length).toBeGreaterThan(0);
  const done = last(events);
  expect(done).toMatchObject({
    type: 'done',
    usedToday: 1,
    dailyLimit: 100,
    report: { repaired: [], dropped: [] },
  });
  expect(done.type === 'done' && done.questions).toEqual([
    expect.objectContaining({
      isMultiple: false,
      options: expect.arrayContaining(['Statement A1']),
      correct: [0],
    }),
    expect.objectContaining({ correct: [1] }),
    expect.objectContaining({ correct: [2] }),
  ]);

  const [request] = await fake.requests();
  expect(request).toMatchObject({ model: 'gpt-3.5-turbo-16k', stream: true, responseFormat: 'json_schema' });
  expect(JSON.stringify(request!.schema)).toContain('"correct"');
  const material = request!.messages.map((m) => m.content).join('\n');
  expect(material).toContain('Sine Waves in the Laboratory');
  expect(material).toContain(ABSTRACT);
  expect(material).toContain(SPOKEN);
  expect(material).not.toContain('<v Narrator>');
  expect(material).toContain('Write exactly 3 questions');
  expect(await status(accessToken)).toMatchObject({ usedToday: 1 });
});

test('a SPEC model name reaches the endpoint as its configured local name; a multiple-answer request keeps several answers', async () => {
  const { accessToken } = await t.signIn('admin@demo.test');
  const { events } = await generate(accessToken, ask({ model: 'gpt-4', isMultiple: true, count: 2 }));
  const done = last(events);
  expect(
    done.type === 'done' && done.questions.map((q) => ('correct' in q ? [q.isMultiple, q.correct] : q)),
  ).toEqual([
    [true, [0, 2]],
    [true, [0, 2]],
  ]);
  expect((await fake.requests())[0]).toMatchObject({ model: 'llama3.1:8b' });
});

test('flawed questions are mended or dropped, and the report says which and why', async () => {
  await fake.script(['flawed']);
  const { accessToken } = await t.signIn('admin@demo.test');
  const done = last((await generate(accessToken, ask({ count: 5 }))).events);
  expect(done).toMatchObject({
    type: 'done',
    questions: [
      { title: 'Which wave does the tone in the clip use?', options: ['Sine', 'Square'], correct: [0] },
    ],
    report: {
      repaired: [
        { number: 1, repairs: expect.arrayContaining(['duplicateOptionsRemoved', 'unknownAnswersRemoved']) },
      ],
      dropped: [
        { number: 2, reason: 'shortTitle' },
        { number: 3, reason: 'tooFewOptions' },
        { number: 4, reason: 'noRightAnswer' },
        { number: 5, reason: 'duplicateQuestion' },
        { number: 6, reason: 'unreadable' },
      ],
    },
  });
});

test('an endpoint that takes JSON mode but no JSON schema (older models) is asked again in JSON mode', async () => {
  await fake.script(['noSchema', 'noSchema']);
  const { accessToken } = await t.signIn('admin@demo.test');
  const done = last((await generate(accessToken, ask({ count: 1 }))).events);
  expect(done).toMatchObject({ type: 'done', questions: [expect.any(Object)] });
  expect((await fake.requests()).map((r) => r.responseFormat)).toEqual(['json_schema', 'json_object']);
});

test('a rate limit is waited out and tried again; one that lasts ends with a clear message and is not counted', async () => {
  const { accessToken } = await t.signIn('admin@demo.test');
  await fake.script(['rateLimit', 'good']);
  const { events } = await generate(accessToken, ask({ count: 1 }));
  expect(events.find((e) => e.type === 'retry')).toEqual({
    type: 'retry',
    attempt: 2,
    waitSeconds: 1,
    reason: 'rateLimited',
  });
  expect(last(events)).toMatchObject({ type: 'done' });
  const before = (await status(accessToken)).usedToday;

  await fake.script(['rateLimit', 'rateLimit', 'rateLimit', 'rateLimit']);
  const failed = await generate(accessToken, ask({ count: 1 }));
  expect(failed.events.filter((e) => e.type === 'retry')).toHaveLength(3);
  expect(last(failed.events)).toMatchObject({
    type: 'failed',
    code: 'rateLimited',
    message: 'The AI provider is rate limiting requests. Try again in a minute.',
    usedToday: before,
  });
});

test('a wrong key, a refusal and an answer that is not JSON each end with their own message', async () => {
  const { accessToken } = await t.signIn('admin@demo.test');
  await fake.script(['unauthorized']);
  expect(last((await generate(accessToken, ask())).events)).toMatchObject({
    type: 'failed',
    code: 'badKey',
    message: 'The AI provider refused this site’s key. Ask your site administrator.',
  });
  await fake.script(['refuse']);
  expect(last((await generate(accessToken, ask())).events)).toMatchObject({
    type: 'failed',
    code: 'refused',
    message: 'The model declined to write these questions: I’m sorry, I can’t help with that request.',
  });
  await fake.script(['malformed']);
  expect(last((await generate(accessToken, ask())).events)).toMatchObject({
    type: 'failed',
    code: 'malformed',
  });
});

test('a model that stops answering times out, and the provider call is closed', async () => {
  await fake.script(['stall']);
  const { accessToken } = await t.signIn('admin@demo.test');
  const { events } = await generate(accessToken, ask());
  expect(last(events)).toMatchObject({
    type: 'failed',
    code: 'timeout',
    message: 'The model stopped answering. Try again in a moment.',
  });
  await expect.poll(async () => (await fake.requests())[0]?.clientGone).toBe(true);
});

test('Cancel closes the provider call mid-answer, and the author may generate again at once', async () => {
  await fake.script(['slow']);
  const { accessToken } = await t.signIn('corporate@demo.test');
  const { events } = await generate(accessToken, ask({ count: 10 }), (event, abort) => {
    if (event.type === 'progress') abort();
  });
  expect(events.some((e) => e.type === 'done')).toBe(false);
  await expect.poll(async () => (await fake.requests())[0]?.clientGone, { timeout: 5000 }).toBe(true);
  await expect
    .poll(async () => last((await generate(accessToken, ask({ count: 1 }))).events)?.type, { timeout: 5000 })
    .toBe('done');
});

test('the daily limit: an instructor’s third generation of the day is refused with 429 and calls no provider', async () => {
  const { accessToken } = await t.signIn('cs@demo.test');
  expect(await status(accessToken)).toMatchObject({ usedToday: 0, dailyLimit: 2 });
  for (let i = 0; i < 2; i++)
    expect(last((await generate(accessToken, ask({ count: 1 }))).events).type).toBe('done');
  await fake.reset();
  const refused = await generate(accessToken, ask({ count: 1 }));
  expect(refused).toMatchObject({
    status: 429,
    error: {
      content: {
        message: 'You have used today’s 2 question generations. The limit starts again at midnight UTC.',
      },
    },
  });
  expect(await fake.requests()).toEqual([]);
  // The next UTC day starts again.
  t.clock.advance(24 * 60 * 60 * 1000);
  const tomorrow = await t.signIn('cs@demo.test');
  expect(await status(tomorrow.accessToken)).toMatchObject({ usedToday: 0 });
});

test('bad requests are refused before any provider call, and nothing is counted', async () => {
  const { accessToken } = await t.signIn('super@demo.test');
  for (const body of [
    ask({ count: 0 }),
    ask({ count: 11 }),
    ask({ model: 'gpt-5' }),
    ask({ provider: 'claude' }),
    ask({ difficulty: 'impossible' }),
    ask({ isMultiple: 'yes' }),
    { articleId },
  ]) {
    const answer = await generate(accessToken, body);
    expect(answer.status).toBe(400);
  }
  expect((await generate(accessToken, ask({ articleId: 987_654 }))).status).toBe(404);
  expect(await fake.requests()).toEqual([]);
  expect(await status(accessToken)).toMatchObject({ usedToday: 0 });
});

test('only quiz authors may generate: a publisher is refused, and nobody signed out gets in', async () => {
  const publisher = await t.signIn('publish@demo.test');
  expect((await generate(publisher.accessToken, ask())).status).toBe(403);
  expect((await call(t.app, { method: 'GET', url: AI_PATHS.status })).status).toBe(401);
  expect((await call(t.app, { method: 'POST', url: AI_PATHS.questions, payload: ask() })).status).toBe(401);
  expect(await fake.requests()).toEqual([]);
});

test('without AI_API_KEY the status says so, and a generation tells the instructor whom to ask without naming the setting', async () => {
  const bare = await createTestApp();
  try {
    const { accessToken } = await bare.signIn('admin@demo.test');
    const answer = await call(bare.app, {
      method: 'GET',
      url: AI_PATHS.status,
      headers: bearer(accessToken),
    });
    expect(answer.body.content).toMatchObject({ enabled: false });
    const refused = await call(bare.app, {
      method: 'POST',
      url: AI_PATHS.questions,
      headers: bearer(accessToken),
      payload: ask(),
    });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        content: { message: 'Question generation is not set up on this site. Ask your site administrator.' },
      },
    });
  } finally {
    await bare.close();
  }
});
