/**
 * Essays through the real server (ADR 198): the word limit is enforced on the save (a refused save stores nothing),
 * a minimum of words never is (ADR 279: a draft is saved as typed and the attempt can be submitted),
 * the submitted attempt shows "Needs grading" in the student's outcome, the results, the student's detail and the
 * CSV instead of a score, the LMS gradebook hears "pending" (never a 0), and the points a teacher gives by hand
 * count once given.
 */
import type { JSONWebKeySet } from 'jose';
import { LTI_PATHS, LTI_TOOL_PATHS } from '../../../../api/lti/ltiContract';
import { ESSAY_MESSAGES } from '../../domain/essay';
import type { Quiz } from '../../../../domain/quiz/quiz';
import { createServerWorker } from '../../../../../server/jobs/serverWorker';
import { HAND_SCORE_MESSAGES, setHandScore } from '../../../../../server/repositories/take/handScores';
import {
  startLtiPlatform,
  type LtiPlatformSimulator,
} from '../../../../../tests/support/ltiPlatform/ltiPlatform';
import { assign, take } from '../../../../../tests/server/take/takeFixtures';
import { ITEM_BASE, questionTypeQuizzes } from '../../../shared/tests/server/questionTypeQuizzes';
import { bearer, call, createTestApp, type TestApp } from '../../../../../tests/server/testApp';

let t: TestApp;
let api: ReturnType<typeof take>;
let quizzes: ReturnType<typeof questionTypeQuizzes>;
let lms: LtiPlatformSimulator;

beforeAll(async () => {
  t = await createTestApp();
  api = take(t);
  quizzes = questionTypeQuizzes(t);
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

const ESSAY = 'Explain why the sky is blue.';
const TF = 'Light is a wave.';
const ITEMS = [
  {
    ...ITEM_BASE,
    sortIndex: 1,
    title: ESSAY,
    questionType: 'essay',
    points: 4,
    definition: { maxWords: 5, lines: 6, graderInfo: 'Rayleigh scattering, shorter wavelengths.' },
  },
  { ...ITEM_BASE, sortIndex: 2, title: TF, questionType: 'trueFalse', definition: { answer: true } },
];

async function createQuiz(): Promise<Quiz> {
  const created = await quizzes.create('Essays', ITEMS);
  expect(created.status).toBe(200);
  return quizzes.load(created.body.content.id);
}
const itemsOf = (quiz: Quiz) => {
  const items = quiz.activities[0]!.items;
  return { essay: items.find((i) => i.title === ESSAY)!, tf: items.find((i) => i.title === TF)! };
};

test('an essay over its word limit is refused with the limit named, and nothing is stored', async () => {
  const quiz = await createQuiz();
  const { essay } = itemsOf(quiz);
  const link = await assign(t, quiz.id, 'long@school.test');
  const started = await api.start(link.token);
  const seen = started.body.content.activities[0].items[0];
  expect(seen).toMatchObject({ questionType: 'essay', view: { maxWords: 5, lines: 6 } });
  expect(JSON.stringify(started.body.content)).not.toMatch(/Rayleigh/);

  const refused = await Promise.all([
    quizzes.respond(link.token, essay.id, { response: 'one two three four five six' }),
    quizzes.respond(link.token, essay.id, { response: 'x'.repeat(50_001) }),
    quizzes.respond(link.token, essay.id, { response: 5 }),
  ]);
  expect(refused.map((r) => r.status)).toEqual([400, 400, 400]);
  expect(refused[0]!.body.content.message).toBe(ESSAY_MESSAGES.tooManyWords(5));
  const stored = await t.db
    .selectFrom('assignment_answers')
    .select('item_id')
    .where('assignment_id', '=', link.id)
    .execute();
  expect(stored).toEqual([]);
  expect(
    (await quizzes.respond(link.token, essay.id, { response: '  Light   scatters, blue most. ' })).status,
  ).toBe(200);
});

test('a minimum above the maximum is refused; an answer under the minimum is saved and the attempt submitted', async () => {
  const inverted = await quizzes.create('Inverted essays', [
    { ...ITEMS[0]!, definition: { minWords: 6, maxWords: 5 } },
  ]);
  expect(inverted.status).toBe(400);
  expect(JSON.stringify(inverted.body)).toContain(ESSAY_MESSAGES.minAboveMax);
  const created = await quizzes.create('Short essays', [
    { ...ITEMS[0]!, definition: { minWords: 3, maxWords: 5 } },
  ]);
  expect(created.status).toBe(200);
  const quiz = await quizzes.load(created.body.content.id);
  const { essay } = itemsOf(quiz);
  const link = await assign(t, quiz.id, 'short@school.test');
  const started = await api.start(link.token);
  expect(started.body.content.activities[0].items[0]).toMatchObject({ view: { minWords: 3, maxWords: 5 } });
  expect((await quizzes.respond(link.token, essay.id, { response: 'Scattering.' })).status).toBe(200);
  const submitted = await api.submit(link.token);
  expect(submitted.status).toBe(200);
  expect(submitted.body.content).toMatchObject({ needsGrading: true });
});

test('a submitted essay needs grading everywhere, the gradebook hears pending, and hand points count once given', async () => {
  const { id: institutionId } = await t.db
    .insertInto('institutions')
    .values({ title: 'Northwind College' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const registered = await call(t.app, {
    method: 'POST',
    url: LTI_PATHS.platforms,
    headers: bearer((await t.signIn('admin@demo.test')).accessToken),
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
  expect(registered.status).toBe(200);
  const quiz = await createQuiz();
  const { essay, tf } = itemsOf(quiz);
  const link = await assign(t, quiz.id, 'ada@school.test');
  await t.db
    .insertInto('lti_grade_links')
    .values({
      assignment_id: link.id,
      platform_id: registered.body.content.id,
      resource_link_id: 'essay-link',
      sub: 'student-7',
      lineitem_url: lms.lineItemUrl('li-essay'),
      score_state: 'pending',
      score_error: null,
      score_sent_at: null,
    })
    .execute();
  await api.start(link.token);
  expect(
    (await quizzes.respond(link.token, essay.id, { response: 'Blue light scatters most.' })).status,
  ).toBe(200);
  expect((await quizzes.respond(link.token, tf.id, { response: true })).status).toBe(200);

  const submitted = await api.submit(link.token);
  expect(submitted.body.content).toMatchObject({ needsGrading: true, maxScore: 5 });

  const owned = await quizzes.owner();
  const results = await call(t.app, { url: `/api/admin/quiz/user_quiz/${quiz.id}/assign`, headers: owned });
  expect(results.body.content.assignments[0]).toMatchObject({ needsGrading: true });
  const detail = await call(t.app, { url: `/api/admin/quiz/assign/${link.id}`, headers: owned });
  expect(detail.body.content).toMatchObject({ needsGrading: true });
  expect(detail.body.content.questions[0]).toMatchObject({
    questionType: 'essay',
    userAnswer: 'Blue light scatters most.',
    correctAnswer: '',
    maxPoints: 4,
  });
  const csv = await t.app.inject({
    url: `/api/admin/quiz/user_quiz/${quiz.id}/assign?format=csv`,
    headers: owned,
  });
  expect(csv.body.split('\r\n')[1]).toMatch(/^ada@school\.test,,,Needs grading,,\d+,,[^,]+,[^,]+,0,1$/);

  const worker = createServerWorker(t.db, t.config, t.clock.now);
  await worker.runUntilIdle();
  expect(lms.scores.at(-1)).toMatchObject({
    lineItem: 'li-essay',
    body: { userId: 'student-7', activityProgress: 'Submitted', gradingProgress: 'PendingManual' },
  });
  expect(lms.scores.at(-1)!.body).not.toHaveProperty('scoreGiven');

  // Refused hand scores change nothing.
  await expect(setHandScore(t.db, link.id, essay.id, 5, t.clock.now())).rejects.toThrow(
    HAND_SCORE_MESSAGES.outOfRange(4),
  );
  await expect(setHandScore(t.db, link.id, tf.id, 1, t.clock.now())).rejects.toThrow(
    HAND_SCORE_MESSAGES.notHandScored,
  );
  const graded = await setHandScore(t.db, link.id, essay.id, 3, t.clock.now());
  expect(graded).toMatchObject({ score: 4, max_score: 5, progress: 80, needs_grading: false });
  const after = await call(t.app, { url: `/api/admin/quiz/assign/${link.id}`, headers: owned });
  expect(after.body.content).toMatchObject({ score: 4, maxScore: 5, needsGrading: false });
  expect(after.body.content.questions[0]).toMatchObject({ points: 3, maxPoints: 4, isCorrectAnswer: false });
  const outcome = await api.session(link.token);
  expect(outcome.body.content.outcome).toMatchObject({ score: 4, needsGrading: false });

  await worker.runUntilIdle();
  await worker.close();
  expect(lms.scores.at(-1)).toMatchObject({
    lineItem: 'li-essay',
    body: {
      scoreGiven: 4,
      scoreMaximum: 5,
      gradingProgress: 'FullyGraded',
      activityProgress: 'Completed',
    },
  });
});
