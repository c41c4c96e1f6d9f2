/**
 * Question generation under bursts (ADRs 180 and 187), on one process and PGlite, against the OpenAI-compatible
 * test server on loopback: one generation at a time per author however many are asked for at once, the slot given
 * back however a generation ends, a slot left by a process that died held only until its lease runs out, and the
 * daily limit never passed.
 */
import { AI_PATHS } from '../../../../src/api/quiz/editor/aiContract';
import { usageDay } from '../../../../src/domain/quiz/editor/aiGeneration';
import { releaseGenerationSlot } from '../../../../server/ai/generationSlots';
import { reserveGeneration } from '../../../../server/ai/usage';
import type { FakeOpenAI } from '../../../support/fakeOpenAI';
import {
  askFor,
  startAiServer,
  stopAiServer,
  generateAt,
  lastEvent,
  type GenerationAnswer,
} from './aiFixtures';
import { bearer, call, type TestApp } from '../../testApp';

const ALREADY_RUNNING = 'One of your question generations is still running. Wait for it, or cancel it.';
const TIMEOUT_SECONDS = 20;

let fake: FakeOpenAI;
let t: TestApp;
let origin: string;
let articleId: number;

beforeAll(async () => {
  ({ fake, t, origin, articleId } = await startAiServer({
    slowChunkMs: 60,
    env: { AI_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS), AI_DAILY_LIMIT: '3' },
  }));
});
afterAll(() => stopAiServer(t, fake));
beforeEach(() => fake.reset());

const ask = (overrides: object = {}) => askFor(articleId, overrides);
const burst = (token: string, size: number, body = ask()) =>
  Promise.all(Array.from({ length: size }, () => generateAt(origin, token, body)));
const tally = (answers: GenerationAnswer[]) =>
  answers.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});
const messageOf = (answer: GenerationAnswer) =>
  (answer.error as { content?: { message?: string } } | undefined)?.content?.message;
const usedToday = async (token: string) =>
  (await call(t.app, { method: 'GET', url: AI_PATHS.status, headers: bearer(token) })).body.content
    .usedToday as number;

test('25 generations asked at once by one author: one runs and calls the model once, 24 are told one is running', async () => {
  await fake.script(Array.from({ length: 25 }, () => 'slow' as const));
  const { accessToken } = await t.signIn('admin@demo.test');
  const answers = await burst(accessToken, 25, ask({ count: 10 }));
  expect(tally(answers)).toEqual({ 200: 1, 409: 24 });
  expect(answers.filter((a) => a.status === 409).map(messageOf)).toEqual(Array(24).fill(ALREADY_RUNNING));
  expect(lastEvent(answers.find((a) => a.status === 200)!.events)).toMatchObject({ type: 'done' });
  expect(await fake.requests()).toHaveLength(1);
  expect(await usedToday(accessToken)).toBe(1);
});

test('the slot is given back however a generation ends: done, failed, refused, or the author gone', async () => {
  const { accessToken } = await t.signIn('super@demo.test');
  const generate = (body = ask({ count: 1 })) => generateAt(origin, accessToken, body);

  expect(lastEvent((await generate()).events)).toMatchObject({ type: 'done' });
  await fake.script(['unauthorized']);
  expect(lastEvent((await generate()).events)).toMatchObject({ type: 'failed', code: 'badKey' });
  expect((await generate(ask({ articleId: 987_654 }))).status).toBe(404);

  await fake.script(['slow']);
  const gone = await generateAt(origin, accessToken, ask({ count: 10 }), (event, abort) => {
    if (event.type === 'progress') abort();
  });
  expect(gone.events.some((e) => e.type === 'done')).toBe(false);
  // The server learns of the closed request a moment later; the slot is free as soon as the call is closed.
  await expect.poll(async () => (await fake.requests()).at(-1)?.clientGone, { timeout: 5000 }).toBe(true);
  await expect.poll(async () => (await generate()).status, { timeout: 5000 }).toBe(200);
});

test('an author over the daily limit is refused with 429 each time, not held by a slot the refusal left', async () => {
  const { accessToken } = await t.signIn('lti@demo.test');
  for (let i = 0; i < 3; i++)
    expect(lastEvent((await generateAt(origin, accessToken, ask({ count: 1 }))).events).type).toBe('done');
  for (let i = 0; i < 3; i++)
    expect((await generateAt(origin, accessToken, ask({ count: 1 }))).status).toBe(429);
});

test('a generation left behind by a process that died holds its author only until its lease runs out', async () => {
  const { accessToken } = await t.signIn('corporate@demo.test');
  const user = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'corporate@demo.test')
    .executeTakeFirstOrThrow();
  // What a process that died mid-generation leaves: its claim, leased for the longest a generation may last.
  await t.db
    .insertInto('ai_generation_slots')
    .values({
      user_id: user.id,
      holder: 'a process that died',
      started_at: t.clock.now(),
      leased_until: new Date(t.clock.now().getTime() + TIMEOUT_SECONDS * 1000 + 10_000),
    })
    .execute();
  const held = await generateAt(origin, accessToken, ask({ count: 1 }));
  expect(held.status).toBe(409);
  expect(messageOf(held)).toBe(ALREADY_RUNNING);
  // Only its holder may give a slot back.
  await releaseGenerationSlot(t.db, { userId: user.id, holder: 'somebody else' });
  expect((await generateAt(origin, accessToken, ask({ count: 1 }))).status).toBe(409);

  t.clock.advance(TIMEOUT_SECONDS * 1000 + 10_000);
  const after = await generateAt(origin, accessToken, ask({ count: 1 }));
  expect(after.status).toBe(200);
  expect(lastEvent(after.events)).toMatchObject({ type: 'done' });
});

test('bursts never pass the daily limit: three generations in all, whatever arrives at once', async () => {
  const { accessToken } = await t.signIn('cs@demo.test');
  let started = 0;
  for (let round = 0; round < 20; round++) {
    const counts = tally(await burst(accessToken, 8, ask({ count: 1 })));
    started += counts[200] ?? 0;
    if (counts[429] === 8) break;
  }
  expect(started).toBe(3);
  expect(await usedToday(accessToken)).toBe(3);
  expect(await fake.requests()).toHaveLength(3);
});

test('the daily count is taken atomically: 40 reservations at once against a limit of 5 grant exactly 5', async () => {
  const user = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'publish@demo.test')
    .executeTakeFirstOrThrow();
  const day = usageDay(t.clock.now());
  const granted = await Promise.all(
    Array.from({ length: 40 }, () => reserveGeneration(t.db, user.id, day, 5)),
  );
  expect(granted.filter(Boolean)).toHaveLength(5);
});
