/**
 * Scores held for the instructor's release reach the LMS the same way (ADR 220): pending without a score until the
 * release, the score once released, and pending again after a withdrawal, so the gradebook takes back what it
 * showed. Releases sent twice at once send once; a setting that no longer waits for a release sends the score.
 */
import type { JSONWebKeySet } from 'jose';
import { LTI_PATHS, LTI_TOOL_PATHS } from '../../../../src/api/lti/ltiContract';
import { REVIEW_SETTINGS_PATHS } from '../../../../src/api/quiz/results/reviewSettingsContract';
import { createServerWorker } from '../../../../server/jobs/serverWorker';
import { startLtiPlatform, type LtiPlatformSimulator } from '../../../support/ltiPlatform/ltiPlatform';
import { bearer, call, createTestApp, type TestApp } from '../../testApp';
import { assign, createQuiz, insertClip, OWNER, questionsOfQuiz, take } from '../../take/takeFixtures';

let t: TestApp;
let lms: LtiPlatformSimulator;
let clipId: number;
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
const release = async (quizId: number, released: boolean, email = OWNER) =>
  call(t.app, {
    method: 'POST',
    url: REVIEW_SETTINGS_PATHS.release(quizId),
    headers: await as(email),
    payload: { released },
  });
const setting = async (quizId: number, score: string) =>
  call(t.app, {
    method: 'PUT',
    url: REVIEW_SETTINGS_PATHS.settings(quizId),
    headers: await as(OWNER),
    payload: { score, answers: 'never' },
  });

/** A submitted attempt (one of two questions right: 50 %) linked to the simulator's line item. */
async function attemptFromLms(lineItem: string) {
  const { id: institutionId } = await t.db
    .insertInto('institutions')
    .values({ title: `Release College ${lineItem}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const platform = await call(t.app, {
    method: 'POST',
    url: LTI_PATHS.platforms,
    headers: await as('admin@demo.test'),
    payload: {
      issuer: `${lms.issuer}/${lineItem}`,
      clientId: lms.clientId,
      deploymentIds: [lms.deploymentId],
      jwksUrl: lms.jwksUrl,
      authUrl: lms.authUrl,
      tokenUrl: lms.tokenUrl,
      institutionId,
    },
  });
  expect(platform.status).toBe(200);
  const quiz = await createQuiz(t, clipId, { isGraded: true });
  const q = questionsOfQuiz(quiz);
  const link = await assign(t, quiz.id, `${lineItem}@school.test`);
  await t.db
    .insertInto('lti_grade_links')
    .values({
      assignment_id: link.id,
      platform_id: platform.body.content.id,
      resource_link_id: lineItem,
      sub: `sub-${lineItem}`,
      lineitem_url: lms.lineItemUrl(lineItem),
    })
    .execute();
  return { quiz, q, link };
}

const sentTo = (lineItem: string) => lms.scores.filter((s) => s.lineItem === lineItem).map((s) => s.body);

test('pending until released, the score once released, pending again after a withdrawal', async () => {
  const { quiz, q, link } = await attemptFromLms('li-release');
  expect((await setting(quiz.id, 'on_release')).status).toBe(200);
  const api = take(t);
  await api.start(link.token);
  await api.answer(link.token, q.atp.id, [q.mitochondrion]);
  await api.answer(link.token, q.gases.id, [q.helium]);
  expect((await api.submit(link.token)).status).toBe(200);
  const worker = createServerWorker(t.db, t.config, t.clock.now);
  await worker.runUntilIdle();
  expect(sentTo('li-release')).toEqual([expect.objectContaining({ gradingProgress: 'PendingManual' })]);
  expect(sentTo('li-release')[0]).not.toHaveProperty('scoreGiven');

  t.clock.advance(1000);
  const twice = await Promise.all([release(quiz.id, true), release(quiz.id, true)]);
  expect(twice.map((r) => r.status)).toEqual([200, 200]);
  await worker.runUntilIdle();
  expect(sentTo('li-release')).toHaveLength(2);
  expect(sentTo('li-release')[1]).toMatchObject({
    userId: 'sub-li-release',
    scoreGiven: 1,
    scoreMaximum: 2,
    gradingProgress: 'FullyGraded',
  });

  t.clock.advance(1000);
  expect((await release(quiz.id, false)).status).toBe(200);
  await worker.runUntilIdle();
  const withdrawn = sentTo('li-release')[2]!;
  expect(withdrawn).toMatchObject({ userId: 'sub-li-release', gradingProgress: 'PendingManual' });
  expect(withdrawn).not.toHaveProperty('scoreGiven');
  // A platform keeps the latest timestamp: each sending is later than the one before.
  expect(Date.parse(String(withdrawn.timestamp))).toBeGreaterThan(
    Date.parse(String(sentTo('li-release')[1]!.timestamp)),
  );

  // A withdrawal repeated, or one by someone else, sends nothing more.
  expect((await release(quiz.id, false)).status).toBe(200);
  expect((await release(quiz.id, true, 'cs@demo.test')).status).toBe(404);
  await worker.runUntilIdle();
  expect(sentTo('li-release')).toHaveLength(3);

  // Showing the score at once from now sends it again.
  t.clock.advance(1000);
  expect((await setting(quiz.id, 'at_once')).status).toBe(200);
  await worker.runUntilIdle();
  await worker.close();
  expect(sentTo('li-release').at(-1)).toMatchObject({ scoreGiven: 1, gradingProgress: 'FullyGraded' });
});
