/**
 * Grading through the real server (ADR 209, ADR 352): points and comments for every question and the attempt in one
 * save, checked and refused whole with nothing changed when one is out of range, on an attempt not submitted, or on
 * another teacher's quiz; a save on an older version is a 409 that stores nothing, and two saves sent at once get
 * one success and one 409; every change is in the history; the LMS hears the new score; Needs grading lists the
 * answers waiting for points in order of submission.
 */
import type { JSONWebKeySet } from 'jose';
import { GRADING_PATHS } from '../../../../src/api/quiz/results/gradingContract';
import { LTI_PATHS, LTI_TOOL_PATHS } from '../../../../src/api/lti/ltiContract';
import { GRADING_MESSAGES } from '../../../../src/domain/quiz/results/grading';
import { STALE_MESSAGES } from '../../../../src/domain/shared/recordVersions';
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
const save = async (assignId: number, headers: Record<string, string>, payload: object) =>
  call(t.app, { method: 'PUT', url: GRADING_PATHS.attempt(assignId), headers, payload });
/** The version the grading screen reads now. */
const versionOf = async (assignId: number, headers: Record<string, string>): Promise<number> =>
  (await grading(assignId, headers)).body.content.version;
const stored = (id: number) =>
  t.db
    .selectFrom('quiz_assignments')
    .select(['score', 'progress', 'needs_grading', 'hand_scores', 'points_overrides', 'question_comments'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const historyCount = async (id: number) =>
  (await t.db.selectFrom('grade_changes').select('id').where('assignment_id', '=', id).execute()).length;

test('a save with one bad grade answers 400 naming its field and stores none of the others', async () => {
  const { essay, tf, link } = await submittedAttempt('refused@school.test');
  const owner = await quizzes.owner();
  const before = await stored(link.id);
  const version = await versionOf(link.id, owner);

  const outside = await save(link.id, owner, {
    version,
    questions: [
      { itemId: essay.id, points: 3, comment: 'Fine.' },
      { itemId: tf.id, points: 2.5 },
    ],
    attemptComment: 'Good work.',
  });
  expect(outside.status).toBe(400);
  expect(outside.body.content.errors['questions.1.points']).toEqual([GRADING_MESSAGES.outOfRange(2)]);
  const bad = [
    { questions: [{ itemId: essay.id, points: -1 }] },
    { questions: [{ itemId: essay.id, points: 1.234 }] },
    { questions: [{ itemId: tf.id, comment: 'x'.repeat(2001) }] },
    { questions: [{ itemId: 999_999, points: 1 }] },
    {
      questions: [
        { itemId: essay.id, points: 1 },
        { itemId: essay.id, comment: 'Twice' },
      ],
    },
    { questions: [], attemptComment: 'x'.repeat(5001) },
  ];
  for (const body of bad) expect((await save(link.id, owner, { version, ...body })).status).toBe(400);

  // Another teacher's quiz: not theirs to grade (nor to see).
  const stranger = bearer((await t.signIn('cs@demo.test')).accessToken);
  const foreign = await save(link.id, stranger, { version, questions: [{ itemId: essay.id, points: 1 }] });
  expect(foreign.status).toBe(404);
  expect((await grading(link.id, stranger)).status).toBe(404);

  expect(await stored(link.id)).toEqual(before);
  expect(await historyCount(link.id)).toBe(0);
  expect(await versionOf(link.id, owner)).toBe(version);

  // Not submitted yet: nothing to grade.
  const open = await submittedAttempt('open@school.test', { submit: false });
  const early = await save(open.link.id, owner, {
    version: 1,
    questions: [{ itemId: open.tf.id, points: 1 }],
  });
  expect(early.status).toBe(400);
  expect(early.body.content.message).toBe(GRADING_MESSAGES.notSubmitted);
  expect(await historyCount(open.link.id)).toBe(0);
});

test("a save made on an older version is a 409 that stores nothing, and says when the newer one was the caller's own", async () => {
  const { essay, tf, link } = await submittedAttempt('stale@school.test');
  const owner = await quizzes.owner();
  const superAdmin = bearer((await t.signIn('super@demo.test')).accessToken);
  const version = await versionOf(link.id, owner);
  const first = await save(link.id, superAdmin, { version, questions: [{ itemId: essay.id, points: 3 }] });
  expect(first.status).toBe(200);
  expect(first.body.content.version).toBe(version + 1);
  const before = await stored(link.id);

  const stale = await save(link.id, owner, {
    version,
    questions: [{ itemId: tf.id, points: 1, comment: 'Why?' }],
    attemptComment: 'Hm.',
  });
  expect(stale.status).toBe(409);
  expect(stale.body.content).toMatchObject({
    message: STALE_MESSAGES.grading,
    errors: { version: [STALE_MESSAGES.grading] },
    savedByYou: false,
  });
  expect(await stored(link.id)).toEqual(before);
  expect(await historyCount(link.id)).toBe(1);
  // The super admin's own older tab: the 409 says the newer version was theirs.
  const ownTab = await save(link.id, superAdmin, { version, questions: [{ itemId: essay.id, points: 2 }] });
  expect(ownTab.status).toBe(409);
  expect(ownTab.body.content.savedByYou).toBe(true);
});

test('two saves sent at once on one version: one success, one 409, and only the winner is stored', async () => {
  const { essay, link } = await submittedAttempt('race@school.test');
  const owner = await quizzes.owner();
  const superAdmin = bearer((await t.signIn('super@demo.test')).accessToken);
  const version = await versionOf(link.id, owner);
  const answers = await Promise.all([
    save(link.id, owner, { version, questions: [{ itemId: essay.id, points: 3, comment: 'Good' }] }),
    save(link.id, superAdmin, { version, questions: [{ itemId: essay.id, points: 1, comment: 'Fine' }] }),
  ]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  const winner = answers.find((a) => a.status === 200)!.body.content;
  const graded = winner.questions.find((q: { itemId: number }) => q.itemId === essay.id);
  expect(await historyCount(link.id)).toBe(2);
  expect(await stored(link.id)).toMatchObject({
    hand_scores: { [String(essay.id)]: graded.given },
    question_comments: { [String(essay.id)]: graded.comment },
  });
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
  const lowered = await save(link.id, owner, {
    version: await versionOf(link.id, owner),
    questions: [{ itemId: tf.id, points: 0.5 }],
  });
  expect(lowered.status).toBe(200);
  expect(lowered.body.content).toMatchObject({ needsGrading: true });
  await worker.runUntilIdle();
  expect(lms.scores.at(-1)).toMatchObject({
    lineItem: 'li-grading',
    body: { userId: 'student-9', gradingProgress: 'PendingManual' },
  });
  expect(lms.scores.at(-1)!.body).not.toHaveProperty('scoreGiven');
  // One save: the essay's points, the true/false's comment and the attempt's comment.
  const graded = await save(link.id, owner, {
    version: lowered.body.content.version,
    questions: [
      { itemId: essay.id, points: 3.5 },
      { itemId: tf.id, comment: '  Half: no reason given.\u0007 ' },
    ],
    attemptComment: 'Well argued.',
  });
  expect(graded.status).toBe(200);
  const content = graded.body.content;
  expect(content).toMatchObject({ score: 4, maxScore: 6, needsGrading: false });
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
    body: { userId: 'student-9', scoreGiven: 4, scoreMaximum: 6, gradingProgress: 'FullyGraded' },
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

  const given = await save(link.id, owner, {
    version: await versionOf(link.id, owner),
    questions: [{ itemId: atp.id, points: 0.5 }],
  });
  expect(given.status).toBe(200);
  const after = await call(t.app, { url: RESULTS_PATHS.studentResult(link.id), headers: owner });
  const atpAfter = after.body.content.questions.find((q: { title: string }) => q.title === atp.title);
  expect(atpAfter).toMatchObject({ isCorrectAnswer: false, points: 0.5, maxPoints: 1 });
  expect(answerVerdict(atpAfter)).toBe('partlyCorrect');
});
