/**
 * Grading through the real server (ADR 209): points for any question and comments, checked and refused with
 * nothing changed when out of range, on an attempt not submitted, or on another teacher's quiz; two teachers
 * grading the same answer at once get one success and one 409; every change is in the history; the LMS hears the
 * new score; Needs grading lists the answers waiting for points in order of submission.
 */
import type { JSONWebKeySet } from 'jose';
import { GRADING_PATHS } from '../../../../src/api/quiz/results/gradingContract';
import { LTI_PATHS, LTI_TOOL_PATHS } from '../../../../src/api/lti/ltiContract';
import { GRADING_MESSAGES } from '../../../../src/domain/quiz/results/grading';
import type { Quiz } from '../../../../src/domain/quiz/quiz';
import { createServerWorker } from '../../../../server/jobs/serverWorker';
import { startLtiPlatform, type LtiPlatformSimulator } from '../../../support/ltiPlatform/ltiPlatform';
import { assign, createQuiz, insertClip, OWNER, questionsOfQuiz, take } from '../../take/takeFixtures';
import { RESULTS_PATHS } from '../../../../src/api/quiz/results/resultsContract';
import { answerVerdict } from '../../../../src/domain/quiz/results/results';
import {
  ITEM_BASE,
  questionTypeQuizzes,
} from '../../../../src/questionTypes/shared/tests/server/questionTypeQuizzes';
import { bearer, call, createTestApp, type TestApp } from '../../testApp';

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
  { ...ITEM_BASE, sortIndex: 1, title: ESSAY, questionType: 'essay', points: 4, definition: { lines: 6 } },
  {
    ...ITEM_BASE,
    sortIndex: 2,
    title: TF,
    questionType: 'trueFalse',
    points: 2,
    definition: { answer: true },
  },
];

async function submittedAttempt(email: string, opts: { submit?: boolean } = {}) {
  const created = await quizzes.create('Grading', ITEMS);
  expect(created.status).toBe(200);
  const quiz: Quiz = await quizzes.load(created.body.content.id);
  const items = quiz.activities[0]!.items;
  const essay = items.find((i) => i.title === ESSAY)!;
  const tf = items.find((i) => i.title === TF)!;
  const link = await assign(t, quiz.id, email);
  await api.start(link.token);
  expect((await quizzes.respond(link.token, essay.id, { response: 'Blue scatters most.' })).status).toBe(200);
  expect((await quizzes.respond(link.token, tf.id, { response: true })).status).toBe(200);
  if (opts.submit !== false) await api.submit(link.token);
  return { quiz, essay, tf, link };
}

const grading = async (assignId: number, headers: Record<string, string>) =>
  call(t.app, { url: GRADING_PATHS.attempt(assignId), headers });
const points = async (assignId: number, headers: Record<string, string>, payload: object) =>
  call(t.app, { method: 'POST', url: GRADING_PATHS.points(assignId), headers, payload });
const comment = async (assignId: number, headers: Record<string, string>, payload: object) =>
  call(t.app, { method: 'POST', url: GRADING_PATHS.comment(assignId), headers, payload });
const stored = (id: number) =>
  t.db
    .selectFrom('quiz_assignments')
    .select(['score', 'progress', 'needs_grading', 'hand_scores', 'points_overrides', 'question_comments'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const historyCount = async (id: number) =>
  (await t.db.selectFrom('grade_changes').select('id').where('assignment_id', '=', id).execute()).length;

test('refused grade changes answer 4xx with the message beside the field and change nothing', async () => {
  const { essay, tf, link } = await submittedAttempt('refused@school.test');
  const owner = await quizzes.owner();
  const before = await stored(link.id);

  const outside = await points(link.id, owner, { itemId: tf.id, points: 2.5, expected: null });
  expect(outside.status).toBe(400);
  expect(outside.body.content.errors.points).toEqual([GRADING_MESSAGES.outOfRange(2)]);
  const negative = await points(link.id, owner, { itemId: essay.id, points: -1, expected: null });
  expect(negative.status).toBe(400);
  const decimals = await points(link.id, owner, { itemId: essay.id, points: 1.234, expected: null });
  expect(decimals.status).toBe(400);
  const tooLong = await comment(link.id, owner, { itemId: tf.id, comment: 'x'.repeat(2001), expected: '' });
  expect(tooLong.status).toBe(400);
  expect(tooLong.body.content.errors.comment).toBeDefined();

  // Another teacher's quiz: not theirs to grade (nor to see).
  const stranger = bearer((await t.signIn('cs@demo.test')).accessToken);
  const foreign = await points(link.id, stranger, { itemId: essay.id, points: 1, expected: null });
  expect([403, 404]).toContain(foreign.status);
  expect([403, 404]).toContain(
    (await comment(link.id, stranger, { itemId: null, comment: 'Hi', expected: '' })).status,
  );
  expect([403, 404]).toContain((await grading(link.id, stranger)).status);

  expect(await stored(link.id)).toEqual(before);
  expect(await historyCount(link.id)).toBe(0);

  // Not submitted yet: nothing to grade.
  const open = await submittedAttempt('open@school.test', { submit: false });
  const early = await points(open.link.id, owner, { itemId: open.tf.id, points: 1, expected: null });
  expect(early.status).toBe(400);
  expect(early.body.content.message).toBe(GRADING_MESSAGES.notSubmitted);
  expect(await historyCount(open.link.id)).toBe(0);
});

test('two teachers grading the same answer at once: one success, one 409, one history row', async () => {
  const { essay, link } = await submittedAttempt('race@school.test');
  const owner = await quizzes.owner();
  const superAdmin = bearer((await t.signIn('super@demo.test')).accessToken);
  const answers = await Promise.all([
    points(link.id, owner, { itemId: essay.id, points: 3, expected: null }),
    points(link.id, superAdmin, { itemId: essay.id, points: 1, expected: null }),
  ]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  const winner = answers.find((a) => a.status === 200)!.body.content;
  const given = winner.questions.find((q: { itemId: number }) => q.itemId === essay.id).given;
  expect(await historyCount(link.id)).toBe(1);
  expect((await stored(link.id)).hand_scores).toEqual({ [String(essay.id)]: given });

  const comments = await Promise.all([
    comment(link.id, owner, { itemId: essay.id, comment: 'Good', expected: '' }),
    comment(link.id, superAdmin, { itemId: essay.id, comment: 'Fine', expected: '' }),
  ]);
  expect(comments.map((a) => a.status).sort()).toEqual([200, 409]);
  expect(await historyCount(link.id)).toBe(2);
});

test('points and comments rescore the attempt, keep a history, reach the LMS and empty Needs grading', async () => {
  const { id: institutionId } = await t.db
    .insertInto('institutions')
    .values({ title: 'Grading College' })
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
  const { quiz, essay, tf, link } = await submittedAttempt('ada@school.test');
  t.clock.advance(1000);
  const second = await assign(t, quiz.id, 'bob@school.test');
  await api.start(second.token);
  await quizzes.respond(second.token, essay.id, { response: 'Because of the air.' });
  await api.submit(second.token);
  await t.db
    .insertInto('lti_grade_links')
    .values({
      assignment_id: link.id,
      platform_id: registered.body.content.id,
      resource_link_id: 'grading-link',
      sub: 'student-9',
      lineitem_url: lms.lineItemUrl('li-grading'),
      score_state: 'pending',
      score_error: null,
      score_sent_at: null,
    })
    .execute();
  const owner = await quizzes.owner();

  const waiting = await call(t.app, { url: GRADING_PATHS.needsGrading(quiz.id), headers: owner });
  expect(waiting.status).toBe(200);
  expect(
    waiting.body.content.entries.map((e: { email: string; itemId: number; answer: string }) => [
      e.email,
      e.itemId,
      e.answer,
    ]),
  ).toEqual([
    ['ada@school.test', essay.id, 'Blue scatters most.'],
    ['bob@school.test', essay.id, 'Because of the air.'],
  ]);

  const worker = createServerWorker(t.db, t.config, t.clock.now);
  // Another question's points while the essay still waits: the gradebook hears pending, never a score.
  const lowered = await points(link.id, owner, { itemId: tf.id, points: 0.5, expected: null });
  expect(lowered.status).toBe(200);
  expect(lowered.body.content).toMatchObject({ needsGrading: true });
  await worker.runUntilIdle();
  expect(lms.scores.at(-1)).toMatchObject({
    lineItem: 'li-grading',
    body: { userId: 'student-9', gradingProgress: 'PendingManual' },
  });
  expect(lms.scores.at(-1)!.body).not.toHaveProperty('scoreGiven');
  const graded = await points(link.id, owner, { itemId: essay.id, points: 3.5, expected: null });
  expect(graded.status).toBe(200);
  expect(graded.body.content).toMatchObject({ score: 4, maxScore: 6, needsGrading: false });
  const noted = await comment(link.id, owner, {
    itemId: tf.id,
    comment: '  Half: no reason given.\u0007 ',
    expected: '',
  });
  expect(noted.status).toBe(200);
  const overall = await comment(link.id, owner, { itemId: null, comment: 'Well argued.', expected: '' });
  const content = overall.body.content;
  expect(content.attemptComment).toBe('Well argued.');
  const tfRow = content.questions.find((q: { itemId: number }) => q.itemId === tf.id);
  expect(tfRow).toMatchObject({ points: 0.5, given: 0.5, maxPoints: 2, comment: 'Half: no reason given.' });
  expect(tfRow.history).toEqual([
    expect.objectContaining({ changedBy: 'Cora Corporate', fromPoints: 2, toPoints: 0.5 }),
    expect.objectContaining({ fromComment: null, toComment: 'Half: no reason given.' }),
  ]);
  expect(content.attemptHistory).toEqual([expect.objectContaining({ toComment: 'Well argued.' })]);

  // The student's detail and results read the new total.
  const detail = await call(t.app, { url: `/api/admin/quiz/assign/${link.id}`, headers: owner });
  expect(detail.body.content).toMatchObject({ score: 4, maxScore: 6, needsGrading: false });

  await worker.runUntilIdle();
  await worker.close();
  expect(lms.scores.at(-1)).toMatchObject({
    lineItem: 'li-grading',
    body: { userId: 'student-9', scoreGiven: 67, scoreMaximum: 100, gradingProgress: 'FullyGraded' },
  });

  const rest = await call(t.app, { url: GRADING_PATHS.needsGrading(quiz.id), headers: owner });
  expect(rest.body.content.entries.map((e: { email: string }) => e.email)).toEqual(['bob@school.test']);
  const neighbours = await grading(link.id, owner);
  expect([neighbours.body.content.previousId, neighbours.body.content.nextId]).toContain(second.id);
});

test("a teacher's partial points on SPEC's one-point choice question show on the student's detail", async () => {
  const quiz = await createQuiz(t, await insertClip(t));
  const { atp, ribosome } = questionsOfQuiz(quiz);
  const link = await assign(t, quiz.id, 'partial@school.test');
  await api.start(link.token);
  expect((await api.answer(link.token, atp.id, [ribosome])).status).toBe(200);
  await api.submit(link.token);
  const owner = bearer((await t.signIn(OWNER)).accessToken);
  const before = await call(t.app, { url: RESULTS_PATHS.studentResult(link.id), headers: owner });
  const atpBefore = before.body.content.questions.find((q: { title: string }) => q.title === atp.title);
  expect(atpBefore).toMatchObject({ isCorrectAnswer: false });
  expect(atpBefore.points).toBeUndefined();

  expect((await points(link.id, owner, { itemId: atp.id, points: 0.5, expected: null })).status).toBe(200);
  const after = await call(t.app, { url: RESULTS_PATHS.studentResult(link.id), headers: owner });
  const atpAfter = after.body.content.questions.find((q: { title: string }) => q.title === atp.title);
  expect(atpAfter).toMatchObject({ isCorrectAnswer: false, points: 0.5, maxPoints: 1 });
  expect(answerVerdict(atpAfter)).toBe('partlyCorrect');
});
