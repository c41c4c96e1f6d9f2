/**
 * The progress a score sent to the platform carries (ADR 343), against the platform simulator of our own
 * (tests/support/ltiPlatform) and the real store: the first watched batch of an open attempt tells the platform the
 * student began (InProgress, NotReady, no score), once; a submit with the video watched sends Completed and the
 * score; a time-up submit with the video watched below the share its author asks for sends Submitted and the score.
 * The grade link stands for the launch that made the assignment (the launch itself is tests/server/lti/lti.test.ts).
 * The fixtures' clip is 300 s long; the test clock moves only when a test moves it.
 */
import type { JSONWebKeySet } from 'jose';
import { LTI_TOOL_PATHS } from '../../../src/api/lti/ltiContract';
import { TAKE_PATHS } from '../../../src/api/take/takeContract';
import type { VideoSettings } from '../../../src/domain/quiz/videoMoments/videoMoments';
import { createServerWorker } from '../../../server/jobs/serverWorker';
import { startLtiPlatform, type LtiPlatformSimulator } from '../../support/ltiPlatform/ltiPlatform';
import { assign, createQuiz, insertClip, questionsOfQuiz, take } from '../take/takeFixtures';
import { call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let lms: LtiPlatformSimulator;
let platformId: number;
let clipId: number;
let learner = 0;

beforeAll(async () => {
  t = await createTestApp();
  lms = await startLtiPlatform({
    now: t.clock.now,
    toolJwks: async () =>
      (await t.app.inject({ method: 'GET', url: LTI_TOOL_PATHS.jwks })).json() as JSONWebKeySet,
  });
  ({ id: platformId } = await t.db
    .insertInto('lti_platforms')
    .values({
      issuer: lms.issuer,
      client_id: lms.clientId,
      deployment_ids: JSON.stringify([lms.deploymentId]),
      jwks_url: lms.jwksUrl,
      auth_url: lms.authUrl,
      token_url: lms.tokenUrl,
      institution_id: null,
      updated_at: t.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow());
  clipId = await insertClip(t);
});
afterAll(async () => {
  await lms?.close();
  await t?.close();
});

const REQUIRED: VideoSettings = { requireWatched: 80 };

/**
 * A started attempt made by a launch: a quiz whose clip asks for 80 % watched (and a time limit of a minute when
 * `timed`), its assignment linked to line item `lineItem` for learner `sub`.
 */
async function launched(timed = false) {
  const quiz = await createQuiz(t, clipId, { isGraded: true, duration: timed ? 1 : null });
  const q = questionsOfQuiz(quiz);
  await t.db
    .updateTable('quiz_items')
    .set({ video_settings: JSON.stringify(REQUIRED) })
    .where('id', '=', q.video.id)
    .execute();
  const sub = `learner-${++learner}`;
  const link = await assign(t, quiz.id, `${sub}@school.test`);
  await t.db
    .insertInto('lti_grade_links')
    .values({
      assignment_id: link.id,
      platform_id: platformId,
      resource_link_id: `link-${learner}`,
      sub,
      lineitem_url: lms.lineItemUrl(`li-${learner}`),
      score_state: 'none',
      score_error: null,
      score_sent_at: null,
    })
    .execute();
  expect((await take(t).start(link.token)).status).toBe(200);
  return { ...link, q, sub, lineItem: `li-${learner}` };
}

const watch = (token: string, itemId: number, segments: [number, number][]) =>
  call(t.app, { method: 'POST', url: TAKE_PATHS.watched(token, itemId), payload: { segments } });

/** Runs the job queue until nothing is due; answers the scores the platform received for the line item. */
async function sent(lineItem: string) {
  const worker = createServerWorker(t.db, t.config, t.clock.now);
  await worker.runUntilIdle();
  await worker.close();
  return lms.scores.filter((score) => score.lineItem === lineItem).map((score) => score.body);
}

describe('what the platform is told while the attempt is open', () => {
  test('the first watched batch tells the platform the student began: InProgress, NotReady and no score, once', async () => {
    const attempt = await launched();
    t.clock.advance(120_000);
    expect((await watch(attempt.token, attempt.q.video.id, [[0, 30]])).status).toBe(200);
    const first = await sent(attempt.lineItem);
    expect(first).toEqual([
      {
        userId: attempt.sub,
        activityProgress: 'InProgress',
        gradingProgress: 'NotReady',
        timestamp: expect.any(String),
      },
    ]);
    expect((await watch(attempt.token, attempt.q.video.id, [[30, 60]])).status).toBe(200);
    expect(await sent(attempt.lineItem)).toHaveLength(1);
  });

  test('an attempt after one that counts tells nothing while it is open: the grade the gradebook holds stays', async () => {
    const attempt = await launched();
    await t.db
      .updateTable('quiz_assignments')
      .set({ counted_progress: 50, counted_score: 1, counted_max_score: 2, counted_needs_grading: false })
      .where('id', '=', attempt.id)
      .execute();
    t.clock.advance(120_000);
    expect((await watch(attempt.token, attempt.q.video.id, [[0, 30]])).status).toBe(200);
    expect(await sent(attempt.lineItem)).toEqual([]);
  });
});

describe('what the platform is told of a submitted attempt', () => {
  test('a submit with the video watched to its share sends Completed, FullyGraded and the score', async () => {
    const attempt = await launched();
    t.clock.advance(600_000);
    expect((await watch(attempt.token, attempt.q.video.id, [[0, 280]])).status).toBe(200);
    await take(t).answer(attempt.token, attempt.q.atp.id, [attempt.q.mitochondrion]);
    const submitted = await take(t).submit(attempt.token);
    expect(submitted.status).toBe(200);
    expect((await sent(attempt.lineItem)).at(-1)).toEqual({
      userId: attempt.sub,
      scoreGiven: submitted.body.content.score,
      scoreMaximum: submitted.body.content.maxScore,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
      timestamp: expect.any(String),
    });
  });

  test('a time-up submit with the video watched below its share sends Submitted, FullyGraded and the score', async () => {
    const attempt = await launched(true);
    t.clock.advance(30_000);
    expect((await watch(attempt.token, attempt.q.video.id, [[0, 20]])).status).toBe(200);
    await take(t).answer(attempt.token, attempt.q.atp.id, [attempt.q.mitochondrion]);
    // The minute runs out: the next read of the link submits the attempt as it stands.
    t.clock.advance(60_000);
    expect((await take(t).session(attempt.token)).status).toBe(200);
    const row = await t.db
      .selectFrom('quiz_assignments')
      .select(['submit_at', 'late', 'score', 'max_score'])
      .where('id', '=', attempt.id)
      .executeTakeFirstOrThrow();
    expect(row.submit_at).not.toBeNull();
    expect((await sent(attempt.lineItem)).at(-1)).toEqual({
      userId: attempt.sub,
      scoreGiven: row.score,
      scoreMaximum: row.max_score,
      activityProgress: 'Submitted',
      gradingProgress: 'FullyGraded',
      timestamp: expect.any(String),
    });
  });
});
