/**
 * Numeric questions through the real server (ADR 198): created through the quiz API, answered through the take API
 * (the page sends the number as read in the student's language, with an optional unit), scored on the pinned
 * version with each accepted answer's share, and read in results, the CSV and the statistics' answer distribution.
 */
import { assign, take } from '../../../../../tests/server/take/takeFixtures';
import { ITEM_BASE, questionTypeQuizzes } from '../../../shared/tests/server/questionTypeQuizzes';
import { call, createTestApp, type TestApp } from '../../../../../tests/server/testApp';

let t: TestApp;
let api: ReturnType<typeof take>;
let quizzes: ReturnType<typeof questionTypeQuizzes>;

beforeAll(async () => {
  t = await createTestApp();
  api = take(t);
  quizzes = questionTypeQuizzes(t);
});
afterAll(() => t.close());

const SPEED = 'How fast does light travel in vacuum, in km/s?';
const definition = {
  answers: [
    { id: 'a', match: { kind: 'tolerance', value: 299792, tolerance: 0.0001, relative: true }, fraction: 1 },
    { id: 'b', match: { kind: 'range', min: 290000, max: 310000 }, fraction: 0.5, feedback: 'Close.' },
  ],
  units: [
    { unit: 'km/s', multiplier: 1 },
    { unit: 'm/s', multiplier: 0.001 },
  ],
};
const item = (fields: object = {}) => ({
  ...ITEM_BASE,
  sortIndex: 1,
  title: SPEED,
  questionType: 'numeric',
  points: 2,
  definition,
  ...fields,
});

test('a numeric question is scored by its first fitting answer, in any of its units, and counted in the statistics', async () => {
  const created = await quizzes.create('Numbers', [item()]);
  expect(created.status).toBe(200);
  const quiz = await quizzes.load(created.body.content.id);
  const question = quiz.activities[0]!.items[0]!;
  expect(question).toMatchObject({ questionType: 'numeric', points: 2, definition });

  const students = ['ada', 'bob', 'cy', 'di', 'eve'];
  const links = await Promise.all(students.map((name) => assign(t, quiz.id, `${name}@school.test`)));
  const started = await Promise.all(links.map((link) => api.start(link.token)));
  // The student's page sees the unit to write, never an accepted value.
  const seen = JSON.stringify(started[0]!.body.content);
  expect(seen).not.toMatch(/299792|290000|Close\./);
  expect(started[0]!.body.content.activities[0].items[0]).toMatchObject({
    questionType: 'numeric',
    view: { unit: 'km/s' },
  });

  const answers = ['299800', '299792458 m/s', '300000', '12', 'twelve'];
  for (const [index, link] of links.entries())
    expect((await quizzes.respond(link.token, question.id, { response: answers[index] })).status).toBe(200);
  const outcomes = await Promise.all(links.map((link) => api.submit(link.token)));
  expect(outcomes.map((o) => o.body.content.score)).toEqual([2, 2, 1, 0, 0]);
  expect(outcomes[2]!.body.content.review[String(question.id)]).toMatchObject({
    earned: 1,
    max: 2,
    correct: false,
    rightAnswer: '299792 ± 0.01 % km/s',
    feedback: ['Close.'],
  });

  const csv = await t.app.inject({
    url: `/api/admin/quiz/user_quiz/${quiz.id}/assign?format=csv`,
    headers: await quizzes.owner(),
  });
  const rows = csv.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(rows[0]).toBe(
    'Email,First name,Last name,State,Score,Maximum,Percentage,Date Submitted (UTC),Date Submitted (ISO 8601),Q1 (2 pts)',
  );
  expect(rows.find((row) => row.startsWith('cy@'))).toMatch(
    /^cy@school\.test,,,Submitted,1,2,50,[^,]+,[^,]+,1$/,
  );

  const statistics = await call(t.app, {
    url: `/api/admin/quiz/user_quiz/${quiz.id}/statistics`,
    headers: await quizzes.owner(),
  });
  expect(statistics.body.content.questions[0]).toMatchObject({
    questionType: 'numeric',
    attempts: 5,
    correct: 2,
    answerDistribution: [
      { text: '12', count: 1 },
      { text: '299792.458', count: 1 },
      { text: '299800', count: 1 },
      { text: '300000', count: 1 },
      { text: 'twelve', count: 1 },
    ],
  });
});

test('a numeric question with a broken definition or options is a 400 that stores nothing', async () => {
  const before = await t.db
    .selectFrom('quizzes')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  const refused = await Promise.all([
    quizzes.create('Numbers', [item({ definition: { answers: [], units: [] } })]),
    quizzes.create('Numbers', [
      item({
        definition: {
          ...definition,
          answers: [{ id: 'a', match: { kind: 'exact', value: 'x' }, fraction: 1 }],
        },
      }),
    ]),
    quizzes.create('Numbers', [
      item({
        definition: {
          ...definition,
          answers: [{ id: 'a', match: { kind: 'exact', value: 1 }, fraction: 2 }],
        },
      }),
    ]),
    quizzes.create('Numbers', [item({ textOptions: [{ id: 'x', text: 'X' }] })]),
    quizzes.create('Numbers', [
      item({
        definition: {
          ...definition,
          answers: [{ id: 'a', match: { kind: 'range', min: 5, max: 1 }, fraction: 1 }],
        },
      }),
    ]),
  ]);
  expect(refused.map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
  const after = await t.db
    .selectFrom('quizzes')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  expect(after).toEqual(before);
});
