/**
 * Results of quizzes taken through personal links: each student is scored against the quiz version they started,
 * and the Results screen, a student's detail and the CSV read those real assignments, pinned to their versions.
 */
import { QuizSchema, type Quiz } from '../../../../src/domain/quiz/quiz';
import { TAKE_GRACE_MS } from '../../../../src/domain/take/takeRules';
import { assign, createQuiz, insertClip, OWNER, questionsOfQuiz, take } from '../../take/takeFixtures';
import { bearer, call, createTestApp, type TestApp } from '../../testApp';
import { parseCsv } from './parseCsv';

let t: TestApp;
let clipId: number;
let api: ReturnType<typeof take>;

beforeAll(async () => {
  t = await createTestApp();
  clipId = await insertClip(t);
  api = take(t);
});
afterAll(() => t.close());

const owner = async () => bearer((await t.signIn(OWNER)).accessToken);

/** The owner's save of the quiz with one question's title and right answer changed, through the quiz API. */
async function editQuestion(quiz: Quiz, itemId: number, title: string, rightText: string) {
  const current = QuizSchema.parse(
    (await call(t.app, { url: `/api/admin/quiz/user_quiz/${quiz.id}`, headers: await owner() })).body.content,
  );
  const payload = {
    title: current.title,
    tags: current.tags.map((tag) => tag.id),
    article: null,
    startDate: current.startDate,
    endDate: current.endDate,
    isGraded: current.isGraded ?? false,
    duration: current.duration,
    showCaption: current.showCaption,
    restrictNonInstitutional: current.restrictNonInstitutional,
    version: current.version,
    activities: current.activities.map((activity) => ({
      id: activity.id,
      title: activity.title,
      sortIndex: activity.sortIndex,
      items: activity.items.map((item) => ({
        id: item.id,
        article: item.article?.id ?? null,
        sortIndex: item.sortIndex,
        title: item.id === itemId ? title : item.title,
        type: item.type,
        isMultiple: item.isMultiple,
        rightAnswer:
          item.id === itemId ? [item.textOptions.find((o) => o.text === rightText)!.id] : item.rightAnswer,
        image: item.image,
        textOptions: item.textOptions,
      })),
    })),
  };
  const response = await call(t.app, {
    method: 'PATCH',
    url: `/api/admin/quiz/user_quiz/${quiz.id}`,
    headers: await owner(),
    payload,
  });
  expect(response.status).toBe(200);
}

async function results(quizId: number) {
  const response = await call(t.app, {
    url: `/api/admin/quiz/user_quiz/${quizId}/assign`,
    headers: await owner(),
  });
  expect(response.status).toBe(200);
  return response.body.content;
}

async function detail(assignmentId: number) {
  const response = await call(t.app, {
    url: `/api/admin/quiz/assign/${assignmentId}`,
    headers: await owner(),
  });
  expect(response.status).toBe(200);
  return response.body.content;
}

test('a student is scored against the version they started, and their detail shows the questions they saw', async () => {
  const quiz = await createQuiz(t, clipId, { title: 'Pinned quiz' });
  const q = questionsOfQuiz(quiz);
  const early = await assign(t, quiz.id, 'early@school.test');
  const late = await assign(t, quiz.id, 'late@school.test');
  await api.start(early.token);

  // The owner rewords the first question and makes Ribosome its right answer.
  await editQuestion(quiz, q.atp.id, 'Which organelle builds proteins?', 'Ribosome');

  const seen = (await api.session(early.token)).body.content;
  expect(seen.activities[0].items[1].title).toBe('Which organelle makes ATP?');
  for (const link of [early, late]) {
    await api.answer(link.token, q.atp.id, [q.mitochondrion]);
    await api.answer(link.token, q.gases.id, [q.helium, q.neon]);
  }
  const earlyOutcome = (await api.submit(early.token)).body.content;
  const lateOutcome = (await api.submit(late.token)).body.content;
  expect(earlyOutcome).toMatchObject({ percentage: 100, score: 2 });
  expect(earlyOutcome.rightAnswers[q.atp.id]).toEqual([q.mitochondrion]);
  expect(lateOutcome).toMatchObject({ percentage: 50, score: 1 });
  expect(lateOutcome.rightAnswers[q.atp.id]).toEqual([q.ribosome]);

  const earlyDetail = await detail(early.id);
  expect(earlyDetail).toMatchObject({ score: 2, rightAnswers: 2, questionCount: 2 });
  expect(earlyDetail.questions[0]).toMatchObject({
    title: 'Which organelle makes ATP?',
    isCorrectAnswer: true,
    userAnswer: 'Mitochondrion',
    correctAnswer: 'Mitochondrion',
  });
  const lateDetail = await detail(late.id);
  expect(lateDetail.questions[0]).toMatchObject({
    title: 'Which organelle builds proteins?',
    isCorrectAnswer: false,
    userAnswer: 'Mitochondrion',
    correctAnswer: 'Ribosome',
  });

  const list = await results(quiz.id);
  const byEmail = Object.fromEntries(
    list.assignments.map((a: { email: string; score: number; percentage: number }) => [a.email, a]),
  );
  expect(byEmail['early@school.test']).toMatchObject({ score: 2, percentage: 100 });
  expect(byEmail['late@school.test']).toMatchObject({ score: 1, percentage: 50 });
  // Per question, each answer is judged against the version its student answered.
  expect(list.questions[0]).toMatchObject({
    title: 'Which organelle builds proteins?',
    answered: 2,
    correct: 1,
  });
});

test('Distributed to and Completed by count the assignments; the CSV lists each with its score', async () => {
  const quiz = await createQuiz(t, clipId, { title: 'Counted quiz' });
  const q = questionsOfQuiz(quiz);
  const done = await assign(t, quiz.id, 'done@school.test');
  await assign(t, quiz.id, 'opened@school.test').then((link) => api.session(link.token));
  await assign(t, quiz.id, 'waiting@school.test');
  await api.answer(done.token, q.atp.id, [q.mitochondrion]);
  await api.submit(done.token);

  const list = await results(quiz.id);
  expect(list).toMatchObject({ distributedTo: 3, completedBy: 1 });
  const csv = await t.app.inject({
    url: `/api/admin/quiz/user_quiz/${quiz.id}/assign?format=csv`,
    headers: await owner(),
  });
  const rows = parseCsv(csv.body);
  expect(rows).toHaveLength(4);
  const doneRow = rows.find((row) => row[0] === 'done@school.test')!;
  expect(doneRow.slice(3, 7)).toEqual(['Submitted', '1', '2', '50']);
  expect(rows.find((row) => row[0] === 'opened@school.test')!.slice(3, 7)).toEqual(['Opened', '', '', '']);
  expect(rows.find((row) => row[0] === 'waiting@school.test')!.slice(3, 7)).toEqual([
    'Not started',
    '',
    '',
    '',
  ]);
});

test('an assignment whose time ran out is counted as completed, with what was saved in time, when results are read', async () => {
  const quiz = await createQuiz(t, clipId, { title: 'Timed quiz', duration: 2 });
  const q = questionsOfQuiz(quiz);
  const link = await assign(t, quiz.id, 'slow@school.test');
  await api.answer(link.token, q.atp.id, [q.mitochondrion]);
  t.clock.advance(2 * 60_000 + TAKE_GRACE_MS + 1);

  const list = await results(quiz.id);
  expect(list.completedBy).toBe(1);
  expect(list.assignments[0]).toMatchObject({ email: 'slow@school.test', score: 1, percentage: 50 });
  expect((await detail(link.id)).questions[0]).toMatchObject({ isCorrectAnswer: true });
  expect((await api.session(link.token)).body.content.outcome).toMatchObject({ late: true, percentage: 50 });
});
