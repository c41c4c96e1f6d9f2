/**
 * Several attempts on the real server (ADR 219): with one attempt allowed a second is refused and nothing changes;
 * two "Try again" at once make one attempt; the highest, the latest or the average counts in Results, the CSV, the
 * student's attempts and the LMS; the setting is refused with its message when out of range and to anyone without
 * the right to grade, changing nothing.
 */
import type { JSONWebKeySet } from 'jose';
import { LTI_PATHS, LTI_TOOL_PATHS } from '../../../src/api/lti/ltiContract';
import { ATTEMPTS_MESSAGES, ATTEMPTS_PATHS } from '../../../src/api/quiz/results/attemptsContract';
import { RESULTS_PATHS } from '../../../src/api/quiz/results/resultsContract';
import { TAKE_PATHS } from '../../../src/api/take/takeContract';
import { TAKE_MESSAGES } from '../../../src/domain/take/takeRules';
import { createServerWorker } from '../../../server/jobs/serverWorker';
import { startLtiPlatform, type LtiPlatformSimulator } from '../../support/ltiPlatform/ltiPlatform';
import { bearer, call, createTestApp, type TestApp } from '../testApp';
import { assign, createQuiz, insertClip, OWNER, questionsOfQuiz, take } from './takeFixtures';

let t: TestApp;
let clipId: number;
let lms: LtiPlatformSimulator;
beforeAll(async () => {
  t = await createTestApp();
  clipId = await insertClip(t);
  lms = await startLtiPlatform({
    now: t.clock.now,
    toolJwks: async () =>
      (await t.app.inject({ method: 'GET', url: LTI_TOOL_PATHS.jwks })).json() as JSONWebKeySet,
  });
});
afterAll(async () => {
  await lms?.close();
  await t?.close();
});

const as = async (email: string) => bearer(await t.signIn(email));
const setSetting = async (quizId: number, payload: object, email = OWNER) =>
  call(t.app, { method: 'PUT', url: ATTEMPTS_PATHS.setting(quizId), headers: await as(email), payload });
const readSetting = async (quizId: number, email = OWNER) =>
  call(t.app, { url: ATTEMPTS_PATHS.setting(quizId), headers: await as(email) });
const retry = (token: string) => call(t.app, { method: 'POST', url: TAKE_PATHS.retry(token) });
const results = async (quizId: number) =>
  (await call(t.app, { url: RESULTS_PATHS.assignments(quizId), headers: await as(OWNER) })).body.content;
const stored = (id: number) =>
  t.db.selectFrom('quiz_assignments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const history = (id: number) =>
  t.db.selectFrom('quiz_attempts').selectAll().where('assignment_id', '=', id).execute();

/** One attempt: `right` of the two questions answered right (0, 1 or 2: 0 %, 50 %, 100 %). */
async function attempt(quiz: Awaited<ReturnType<typeof createQuiz>>, token: string, right: 0 | 1 | 2) {
  const api = take(t);
  const q = questionsOfQuiz(quiz);
  expect((await api.start(token)).status).toBe(200);
  await api.answer(token, q.atp.id, [right >= 1 ? q.mitochondrion : q.nucleus]);
  await api.answer(token, q.gases.id, right === 2 ? [q.helium, q.neon] : [q.oxygen]);
  const submitted = await api.submit(token);
  expect(submitted.status).toBe(200);
  t.clock.advance(60_000);
}

test('with one attempt allowed, Try again is not offered and a second attempt is refused, changing nothing', async () => {
  const quiz = await createQuiz(t, clipId);
  expect((await readSetting(quiz.id)).body.content).toEqual({ maxAttempts: 1, counting: 'highest' });
  const link = await assign(t, quiz.id, 'one@school.test');
  await attempt(quiz, link.token, 1);
  const session = await take(t).session(link.token);
  expect(session.body.content.attempt).toEqual({ number: 1, left: 0, canRetry: false });
  const before = await stored(link.id);
  const refused = await retry(link.token);
  expect(refused.status).toBe(409);
  expect(refused.body.content.message).toBe(TAKE_MESSAGES.noAttemptsLeft);
  expect(await stored(link.id)).toEqual(before);
  expect(await history(link.id)).toEqual([]);
  expect((await retry('x'.repeat(43))).status).toBe(404);
});

test('the setting is refused out of range and to anyone who may not grade the quiz, changing nothing', async () => {
  const quiz = await createQuiz(t, clipId);
  for (const maxAttempts of [0, 101, 1.5, '3']) {
    const bad = await setSetting(quiz.id, { maxAttempts, counting: 'latest' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(ATTEMPTS_MESSAGES.maxAttempts);
  }
  expect((await setSetting(quiz.id, { maxAttempts: 2, counting: 'best' })).status).toBe(400);
  expect((await setSetting(quiz.id, { maxAttempts: 5, counting: 'latest' }, 'cs@demo.test')).status).toBe(
    404,
  );
  expect((await readSetting(quiz.id, 'cs@demo.test')).status).toBe(404);
  expect((await readSetting(quiz.id)).body.content).toEqual({ maxAttempts: 1, counting: 'highest' });
  const twice = await Promise.all([
    setSetting(quiz.id, { maxAttempts: null, counting: 'average' }),
    setSetting(quiz.id, { maxAttempts: null, counting: 'average' }),
  ]);
  expect(twice.map((r) => r.status)).toEqual([200, 200]);
  expect((await readSetting(quiz.id)).body.content).toEqual({ maxAttempts: null, counting: 'average' });
});

test('three attempts: one new attempt per Try again, and the highest, latest or average counts everywhere', async () => {
  const quiz = await createQuiz(t, clipId, { isGraded: true });
  expect((await setSetting(quiz.id, { maxAttempts: 3, counting: 'highest' })).status).toBe(200);
  const link = await assign(t, quiz.id, 'three@school.test');
  const { id: institutionId } = await t.db
    .insertInto('institutions')
    .values({ title: 'Attempts College' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const platform = await call(t.app, {
    method: 'POST',
    url: LTI_PATHS.platforms,
    headers: await as('admin@demo.test'),
    payload: {
      issuer: lms.issuer,
      clientId: lms.clientId,
      deploymentIds: [lms.deploymentId],
      jwksUrl: lms.jwksUrl,
      authUrl: lms.authUrl,
      tokenUrl: lms.tokenUrl,
      institutionId,
    },
  });
  await t.db
    .insertInto('lti_grade_links')
    .values({
      assignment_id: link.id,
      platform_id: platform.body.content.id,
      resource_link_id: 'attempts',
      sub: 'learner-3',
      lineitem_url: lms.lineItemUrl('li-attempts'),
    })
    .execute();
  const worker = createServerWorker(t.db, t.config, t.clock.now);
  const lastScore = async () => {
    await worker.runUntilIdle();
    return lms.scores.filter((s) => s.lineItem === 'li-attempts').at(-1)?.body;
  };

  // Attempt 1: 50 %. Try again before submitting is refused.
  expect((await retry(link.token)).status).toBe(409);
  await attempt(quiz, link.token, 1);
  expect((await take(t).session(link.token)).body.content.attempt).toEqual({
    number: 1,
    left: 2,
    canRetry: true,
  });
  const twice = await Promise.all([retry(link.token), retry(link.token)]);
  expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
  const opened = twice.find((r) => r.status === 200)!.body.content;
  expect(opened).toMatchObject({ state: 'not_started', attempt: { number: 2, left: 1, canRetry: false } });
  expect(opened.answers).toEqual({});
  expect(await history(link.id)).toHaveLength(1);
  // While the second attempt is open, Results keep the first one's result.
  expect((await results(quiz.id)).assignments[0]).toMatchObject({ percentage: 50 });

  // Attempt 2: 100 %; attempt 3: 0 %.
  await attempt(quiz, link.token, 2);
  expect((await retry(link.token)).status).toBe(200);
  await attempt(quiz, link.token, 0);
  const done = await take(t).session(link.token);
  expect(done.body.content.attempt).toEqual({ number: 3, left: 0, canRetry: false });
  expect((await retry(link.token)).status).toBe(409);

  const highest = await results(quiz.id);
  expect(highest.assignments[0]).toMatchObject({ percentage: 100, score: 2, maxScore: 2 });
  expect(await lastScore()).toMatchObject({ userId: 'learner-3', scoreGiven: 2, scoreMaximum: 2 });
  const listed = await call(t.app, { url: ATTEMPTS_PATHS.ofStudent(link.id), headers: await as(OWNER) });
  expect(listed.body.content).toMatchObject({ counting: 'highest', countedNumber: 2 });
  expect(listed.body.content.attempts.map((a: { percentage: number }) => a.percentage)).toEqual([50, 100, 0]);
  expect(
    (await call(t.app, { url: ATTEMPTS_PATHS.ofStudent(link.id), headers: await as('cs@demo.test') })).status,
  ).toBe(404);

  expect((await setSetting(quiz.id, { maxAttempts: 3, counting: 'latest' })).status).toBe(200);
  expect((await results(quiz.id)).assignments[0]).toMatchObject({ percentage: 0, score: 0 });
  expect(await lastScore()).toMatchObject({ scoreGiven: 0, scoreMaximum: 2, gradingProgress: 'FullyGraded' });

  expect((await setSetting(quiz.id, { maxAttempts: 3, counting: 'average' })).status).toBe(200);
  expect((await results(quiz.id)).assignments[0]).toMatchObject({ percentage: 50, score: 1 });
  expect(await lastScore()).toMatchObject({ scoreGiven: 1, scoreMaximum: 2 });
  const csv = await t.app.inject({
    method: 'GET',
    url: `${RESULTS_PATHS.assignments(quiz.id)}?format=csv`,
    headers: await as(OWNER),
  });
  expect(csv.body.split('\n')[1]).toContain(',50,');
  await worker.close();
});

test('while a newer attempt is open, Results show the state and score of the one that counts, the open one beside it', async () => {
  const quiz = await createQuiz(t, clipId);
  expect((await setSetting(quiz.id, { maxAttempts: 3, counting: 'highest' })).status).toBe(200);
  const link = await assign(t, quiz.id, 'open@school.test');
  await attempt(quiz, link.token, 1);
  expect((await retry(link.token)).status).toBe(200);

  // Attempt 2 opened, not started: the row is attempt 1's, submitted at 50 %, not one to remind.
  expect((await results(quiz.id)).assignments[0]).toMatchObject({
    state: 'submitted',
    percentage: 50,
    score: 1,
    needsGrading: false,
    openAttempt: { number: 2, state: 'opened' },
  });
  expect((await take(t).start(link.token)).status).toBe(200);
  expect((await results(quiz.id)).assignments[0]).toMatchObject({
    state: 'submitted',
    percentage: 50,
    openAttempt: { number: 2, state: 'in_progress' },
  });

  // Once submitted, the row is the counted result again, with nothing open.
  const q = questionsOfQuiz(quiz);
  await take(t).answer(link.token, q.atp.id, [q.mitochondrion]);
  await take(t).answer(link.token, q.gases.id, [q.helium, q.neon]);
  expect((await take(t).submit(link.token)).status).toBe(200);
  const after = (await results(quiz.id)).assignments[0];
  expect(after).toMatchObject({ state: 'submitted', percentage: 100 });
  expect(after).not.toHaveProperty('openAttempt');
});
