/**
 * A teacher's points count wherever a score counts (ADR 352): the question statistics, the results' CSV and the
 * dashboard read the one graded score of each answer (a hand score for an essay, a teacher's points in place of
 * the automatic score), never the automatic verdict beside it. The LMS hears it too (grading.test.ts).
 */
import { DASHBOARD_PATHS, type Dashboard } from '../../../../src/api/dashboard/dashboardContract';
import { GRADING_PATHS } from '../../../../src/api/quiz/results/gradingContract';
import { STATISTICS_PATHS } from '../../../../src/api/quiz/results/statisticsContract';
import type { QuizStatistics } from '../../../../src/domain/quiz/results/quizStatistics';
import type { Quiz } from '../../../../src/domain/quiz/quiz';
import {
  ITEM_BASE,
  questionTypeQuizzes,
} from '../../../../src/questionTypes/shared/tests/server/questionTypeQuizzes';
import { assign, take } from '../../take/takeFixtures';
import { call, createTestApp, type TestApp } from '../../testApp';
import { parseCsv } from './parseCsv';

let t: TestApp;
let api: ReturnType<typeof take>;
let quizzes: ReturnType<typeof questionTypeQuizzes>;

beforeAll(async () => {
  t = await createTestApp();
  api = take(t);
  quizzes = questionTypeQuizzes(t);
});
afterAll(async () => {
  await t?.close();
});

const ESSAY = 'Why does the sky look blue?';
const TF = 'Sound travels faster in water than in air.';
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

/** A quiz of an essay (4 points) and a true/false (2 points), and one student's submitted attempt, both answered. */
async function gradedQuiz(title: string, email: string) {
  const created = await quizzes.create(title, ITEMS);
  expect(created.status).toBe(200);
  const quiz: Quiz = await quizzes.load(created.body.content.id);
  const items = quiz.activities[0]!.items;
  const essay = items.find((i) => i.title === ESSAY)!;
  const tf = items.find((i) => i.title === TF)!;
  const link = await assign(t, quiz.id, email);
  await api.start(link.token);
  expect(
    (await quizzes.respond(link.token, essay.id, { response: 'Short waves scatter most.' })).status,
  ).toBe(200);
  expect((await quizzes.respond(link.token, tf.id, { response: true })).status).toBe(200);
  await api.submit(link.token);
  return { quiz, essay, tf, link };
}

const givePoints = async (assignId: number, itemId: number, points: number) => {
  const headers = await quizzes.owner();
  const read = await call(t.app, { url: GRADING_PATHS.attempt(assignId), headers });
  const answer = await call(t.app, {
    method: 'PUT',
    url: GRADING_PATHS.attempt(assignId),
    headers,
    payload: { version: read.body.content.version, questions: [{ itemId, points }] },
  });
  expect(answer.status).toBe(200);
};

const statistics = async (quizId: number): Promise<QuizStatistics> => {
  const answer = await call(t.app, {
    url: STATISTICS_PATHS.statistics(quizId),
    headers: await quizzes.owner(),
  });
  expect(answer.status).toBe(200);
  return answer.body.content;
};

test("an essay given full marks by hand counts as right in the question statistics, and a teacher's lower points as not right", async () => {
  const { quiz, essay, tf, link } = await gradedQuiz('Statistics of hand grades', 'stats@school.test');
  const before = await statistics(quiz.id);
  expect(before.questions.find((q) => q.itemId === essay.id)).toMatchObject({ attempts: 1, correct: 0 });
  expect(before.questions.find((q) => q.itemId === tf.id)).toMatchObject({ correct: 1, facility: 1 });

  await givePoints(link.id, essay.id, 4);
  await givePoints(link.id, tf.id, 1);
  const after = await statistics(quiz.id);
  expect(after.questions.find((q) => q.itemId === essay.id)).toMatchObject({
    attempts: 1,
    unanswered: 0,
    correct: 1,
    facility: 1,
  });
  // Points below the question's own are not right, whatever the automatic verdict said.
  expect(after.questions.find((q) => q.itemId === tf.id)).toMatchObject({ correct: 0, facility: 0 });
  expect(after.distribution.find((bin) => bin.from === 80)?.count).toBe(1);
});

test("the results' CSV has the hand score in the question's column and in the total", async () => {
  const { quiz, essay, link } = await gradedQuiz('CSV of hand grades', 'csv@school.test');
  await givePoints(link.id, essay.id, 3.5);
  const response = await t.app.inject({
    url: `/api/admin/quiz/user_quiz/${quiz.id}/assign?format=csv&tz=UTC`,
    headers: await quizzes.owner(),
  });
  expect(response.statusCode).toBe(200);
  const [header, ...rows] = parseCsv(response.body);
  const row = rows.find((r) => r[0] === 'csv@school.test')!;
  const column = (name: string | RegExp) => row[header!.findIndex((h) => h.match(name))];
  expect(column(/^State$/)).toBe('Submitted');
  expect(column(/^Score$/)).toBe('5.5');
  expect(column(/^Maximum$/)).toBe('6');
  expect(column(/^Percentage$/)).toBe('92');
  expect(column(/^Q1 \(4 pts\)$/)).toBe('3.5');
  expect(column(/^Q2 \(2 pts\)$/)).toBe('2');
});

test("the dashboard's score bands count an attempt once its hand score is given, in the band of its graded score", async () => {
  const bands = async () => {
    const answer = await call(t.app, { url: DASHBOARD_PATHS.dashboard, headers: await quizzes.owner() });
    expect(answer.status).toBe(200);
    const own = (answer.body.content as Dashboard).own!;
    return Object.fromEntries(own.scoreBands.map((band) => [band.from, band.count]));
  };
  const start = await bands();
  const { essay, link } = await gradedQuiz('Dashboard of hand grades', 'dashboard@school.test');
  // Waiting for the essay's points, the attempt has no score yet: no band counts its automatic part (2 of 6).
  expect(await bands()).toEqual(start);
  await givePoints(link.id, essay.id, 4);
  expect(await bands()).toEqual({ ...start, 90: start[90]! + 1 });
});
