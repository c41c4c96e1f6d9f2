/**
 * The MoEngage connection end to end (ADR 347), against a local MoEngage Data API written from its public
 * reference (tests/support/moengageService.ts): the console's changes queue events only while the connection is on,
 * the job queue sends them in Bulk Import batches with Basic authentication, waits out a 429 and an outage with
 * nothing lost, stops on a refused key and says so, and the key is never in an answer or a log line.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createServerWorker, type ServerWorker } from '../../../server/jobs/serverWorker';
import { MOENGAGE_PATHS } from '../../../src/api/moengage/moengageContract';
import { startMoengageService, type MoengageService } from '../../support/moengageService';
import { bearer, call, createTestApp, type TestApp } from '../testApp';
import { GRADING_PATHS } from '../../../src/api/quiz/results/gradingContract';
import { assign, createQuiz, insertClip, OWNER, questionsOfQuiz, take } from '../take/takeFixtures';

const APP_ID = 'SCIVID_WORKSPACE';
const API_KEY = 'mo-key-3f9a7c1e5b2d4a6c8e0f1a3b5c7d9e1f';
const STUDENT = 'ada.student@example.edu';

let service: MoengageService;
let t: TestApp;
let worker: ServerWorker;
let auth: { authorization: string };
const logText: string[] = [];
const answers: string[] = [];

beforeAll(async () => {
  service = await startMoengageService({ appId: APP_ID, apiKey: API_KEY, dataCenter: '03' });
  t = await createTestApp({
    env: { MOENGAGE_API_URL: service.apiUrl },
    logger: {
      level: 'trace',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logText.push(chunk.toString());
          done();
        },
      }),
    },
  });
  worker = createServerWorker(t.db, t.config, t.clock.now, {
    onError: (error, job) => logText.push(`${job?.kind ?? ''} ${String(error)}`),
  });
  auth = bearer(await t.signIn('super@demo.test'));
}, 60_000);

afterAll(async () => {
  await worker?.close();
  await t?.close();
  await service?.close();
});

/** Every call keeps its answer's text, so the last test can look for the key in all of them. */
async function api(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  const response = await call(t.app, { method, url, headers: auth, ...(payload ? { payload } : {}) });
  answers.push(JSON.stringify(response.body));
  return response;
}

const settings = async () => (await api('GET', MOENGAGE_PATHS.settings)).body.content.settings;
const deliveries = async () => (await api('GET', MOENGAGE_PATHS.deliveries)).body.content;
const outbox = () => t.db.selectFrom('moengage_outbox').selectAll().execute();

async function save(values: Partial<Record<string, unknown>>) {
  const current = await settings();
  return api('PUT', MOENGAGE_PATHS.settings, {
    dataCenter: '03',
    appId: APP_ID,
    enabled: true,
    emailAsCustomerId: false,
    ...(current ? {} : { apiKey: API_KEY }),
    ...values,
    version: current?.version ?? 0,
  });
}

async function createClass(title: string) {
  const response = await call(t.app, {
    method: 'POST',
    url: '/api/admin/class/',
    headers: bearer((await t.signIn('corporate@demo.test')).accessToken),
    payload: {
      title,
      institution: '',
      description: '',
      startDate: '2026-09-01',
      endDate: '2026-12-18',
      professor: false,
    },
  });
  expect(response.status).toBe(200);
}

/** A student's whole attempt: the link, one answer, the submit. */
async function submitAttempt(email: string) {
  const clip = await insertClip(t);
  const quiz = await createQuiz(t, clip);
  const { token } = await assign(t, quiz.id, email);
  const q = questionsOfQuiz(quiz);
  expect((await take(t).start(token)).status).toBe(200);
  expect((await take(t).answer(token, q.atp.id, [q.mitochondrion])).status).toBe(200);
  const submitted = await take(t).submit(token);
  expect(submitted.status).toBe(200);
  return quiz;
}

/** Moves the clock, and signs in again (an access token lives 15 minutes). */
async function advance(ms: number) {
  t.clock.advance(ms);
  auth = bearer(await t.signIn('super@demo.test'));
}

beforeEach(async () => {
  await worker.runUntilIdle();
  service.batches.length = 0;
});

describe('MoEngage delivery', () => {
  test('with no settings nothing queues: no event, no job', async () => {
    expect(await settings()).toBeNull();
    await createClass('Before MoEngage');
    await submitAttempt('early.student@example.edu');
    expect(await outbox()).toEqual([]);
    const jobs = await t.db.selectFrom('jobs').select('id').where('kind', '=', 'moengage.deliver').execute();
    expect(jobs).toEqual([]);
  });

  test('turning it on without a key is a 400 naming the field, and nothing is stored', async () => {
    const refused = await api('PUT', MOENGAGE_PATHS.settings, {
      dataCenter: '03',
      appId: APP_ID,
      enabled: true,
      emailAsCustomerId: false,
      version: 0,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.content.errors).toEqual({
      apiKey: ['An API key is required to turn the connection on'],
    });
    expect(await t.db.selectFrom('moengage_settings').selectAll().execute()).toEqual([]);
  });

  test('a saved key is sealed in the store and never answered', async () => {
    const saved = await save({ apiKey: API_KEY, version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body.content.settings).toMatchObject({
      dataCenter: '03',
      appId: APP_ID,
      hasApiKey: true,
      enabled: true,
      emailAsCustomerId: false,
      stopped: null,
    });
    const row = await t.db.selectFrom('moengage_settings').select('api_key').executeTakeFirstOrThrow();
    expect(row.api_key).toMatch(/^v1\./);
    expect(row.api_key).not.toContain(API_KEY);
  });

  test('two saves of one version at once: one 200 and one 409', async () => {
    const current = await settings();
    const body = (appId: string) => ({
      dataCenter: '03',
      appId,
      enabled: true,
      emailAsCustomerId: false,
      version: current.version,
    });
    const [a, b] = await Promise.all([
      api('PUT', MOENGAGE_PATHS.settings, body(APP_ID)),
      api('PUT', MOENGAGE_PATHS.settings, body(APP_ID)),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  test("a student's submission arrives as one event in the next batch, with the mapped attributes", async () => {
    const quiz = await submitAttempt(STUDENT);
    // Nothing left the console inside the student's request.
    expect(service.batches).toEqual([]);
    await worker.runUntilIdle();
    const elements = service.batches.flatMap((batch) => batch.elements);
    const events = elements.filter((element) => element.type === 'event');
    const submitted = events.flatMap((element) =>
      (element.actions as { action: string }[]).filter((action) => action.action === 'Quiz Submitted'),
    );
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({
      action: 'Quiz Submitted',
      platform: 'web',
      attributes: { quiz_id: quiz.id, class_id: null, score_percent: 50, attempt: 1, late: false },
    });
    // Nothing the mapping does not name.
    expect(Object.keys((submitted[0] as unknown as { attributes: object }).attributes).sort()).toEqual([
      'attempt',
      'class_id',
      'late',
      'quiz_id',
      'score_percent',
    ]);
    // The student is a customer keyed by an opaque id: no e-mail anywhere in the batch.
    const student = events.find((element) =>
      (element.actions as { action: string }[]).some((action) => action.action === 'Quiz Submitted'),
    )!;
    expect(student.customer_id).toMatch(/^c_[0-9a-f]{32}$/);
    expect(JSON.stringify(service.batches)).not.toContain('@');
    expect(elements).toContainEqual(
      expect.objectContaining({ type: 'customer', customer_id: student.customer_id }),
    );
    expect(service.authorizations.at(-1)).toBe(
      `Basic ${Buffer.from(`${APP_ID}:${API_KEY}`).toString('base64')}`,
    );
    expect(await outbox()).toEqual([]);
    expect((await deliveries()).deliveries[0]).toMatchObject({ outcome: 'sent', status: 200 });
  });

  test("an instructor's grade that changes a submitted score arrives as 'Quiz Graded' with the score as it stands now", async () => {
    const quiz = await submitAttempt(STUDENT);
    await worker.runUntilIdle();
    service.batches.length = 0;
    const owner = bearer(await t.signIn(OWNER));
    const assignment = await t.db
      .selectFrom('quiz_assignments')
      .select('id')
      .where('quiz_id', '=', quiz.id)
      .executeTakeFirstOrThrow();
    const grading = (await call(t.app, { url: GRADING_PATHS.attempt(assignment.id), headers: owner })).body
      .content;
    // Full points for every question: the attempt's score becomes 100 %.
    const saved = await call(t.app, {
      method: 'PUT',
      url: GRADING_PATHS.attempt(assignment.id),
      headers: owner,
      payload: {
        version: grading.version,
        questions: grading.questions.map((question: { itemId: number; maxPoints: number }) => ({
          itemId: question.itemId,
          points: question.maxPoints,
        })),
      },
    });
    expect(saved.status).toBe(200);
    await worker.runUntilIdle();
    const graded = service.batches
      .flatMap((batch) => batch.elements)
      .flatMap((element) => (element.actions as { action: string }[] | undefined) ?? [])
      .filter((action) => action.action === 'Quiz Graded');
    expect(graded).toHaveLength(1);
    expect(graded[0]).toMatchObject({
      attributes: { quiz_id: quiz.id, class_id: null, score_percent: 100, attempt: 1, needs_grading: false },
    });
  });

  test('a 429 with Retry-After is waited out, then the batch goes', async () => {
    service.answerNext({ status: 429, headers: { 'retry-after': '120' }, body: { status: 'fail' } });
    await createClass('Rate limited');
    await worker.runUntilIdle();
    expect(service.batches).toEqual([]);
    expect((await deliveries()).deliveries[0]).toMatchObject({ outcome: 'retried', status: 429 });
    await advance(60_000);
    await worker.runUntilIdle();
    expect(service.batches).toEqual([]);
    await advance(60_000);
    await worker.runUntilIdle();
    const actions = service.batches
      .flatMap((batch) => batch.elements)
      .flatMap((e) => (e.actions as []) ?? []);
    expect(actions).toContainEqual(expect.objectContaining({ action: 'Class Created' }));
    expect(await outbox()).toEqual([]);
  });

  test('the service down for a while, then back: the events wait and all arrive', async () => {
    await service.down();
    await createClass('Outage one');
    await worker.runUntilIdle();
    await createClass('Outage two');
    for (let minute = 0; minute < 3; minute++) {
      await advance(60_000);
      await worker.runUntilIdle();
    }
    expect(await outbox()).toHaveLength(2);
    const log = (await deliveries()).deliveries;
    expect(log[0]).toMatchObject({ outcome: 'retried', status: null, excerpt: 'ECONNREFUSED' });
    await service.up();
    await advance(30 * 60_000);
    await worker.runUntilIdle();
    const created = service.batches
      .flatMap((batch) => batch.elements)
      .flatMap((e) => (e.actions as { action: string; attributes: object }[]) ?? [])
      .filter((action) => action.action === 'Class Created');
    expect(created).toHaveLength(2);
    expect(await outbox()).toEqual([]);
  });

  test('a 401 stops the queue and the settings say why; a save resumes it with nothing lost', async () => {
    service.answerNext({
      status: 401,
      body: { status: 'fail', error: { message: 'Authentication required' } },
    });
    await createClass('Refused');
    await worker.runUntilIdle();
    expect((await settings()).stopped).toMatchObject({ reason: 'unauthorized' });
    expect((await deliveries()).deliveries[0]).toMatchObject({ outcome: 'failed', status: 401 });
    await createClass('While stopped');
    await advance(60 * 60_000);
    await worker.runUntilIdle();
    expect(service.batches).toEqual([]);
    expect((await deliveries()).pending).toBe(2);
    expect((await save({ apiKey: API_KEY })).status).toBe(200);
    expect((await settings()).stopped).toBeNull();
    await worker.runUntilIdle();
    const created = service.batches
      .flatMap((batch) => batch.elements)
      .flatMap((e) => (e.actions as { action: string }[]) ?? [])
      .filter((action) => action.action === 'Class Created');
    expect(created).toHaveLength(2);
  });

  test('Test connection: connected with the stored key, refused with a wrong one', async () => {
    const passed = await api('POST', MOENGAGE_PATHS.test, {});
    expect(passed.body.content).toEqual({ outcome: 'connected', status: 400 });
    expect(service.batches).toEqual([]);
    expect((await save({ apiKey: 'a-wrong-key' })).status).toBe(200);
    const refused = await api('POST', MOENGAGE_PATHS.test, {});
    expect(refused.body.content).toEqual({ outcome: 'refused', status: 401 });
    expect(
      (await deliveries()).deliveries.slice(0, 2).map((line: { outcome: string }) => line.outcome),
    ).toEqual(['testFailed', 'testPassed']);
    expect((await save({ apiKey: API_KEY })).status).toBe(200);
  });

  test('turned off, the console records nothing more', async () => {
    expect((await save({ enabled: false })).status).toBe(200);
    await createClass('While off');
    expect(await outbox()).toEqual([]);
  });

  test('the key is never in any answer or any log line', async () => {
    expect(answers.length).toBeGreaterThan(15);
    expect(logText.length).toBeGreaterThan(20);
    for (const text of [...answers, ...logText]) expect(text).not.toContain(API_KEY);
  });
});
