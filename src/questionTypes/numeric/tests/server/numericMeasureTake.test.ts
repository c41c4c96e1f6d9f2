/**
 * A measured numeric question through the real server (ADR 378–380): saved through the quiz API with a unit
 * required and 2 significant figures, answered through the take API in any equivalent unit and in scientific
 * notation, scored per part on submit (value, unit, figures, each with its share and feedback), reviewed with the
 * answer to its figures and unit and the parts that lost credit (ADR 384), and counted in the statistics in the answer's unit,
 * each part on its own in the statistics and the results CSV (ADR 391).
 */
import { assign, take } from '../../../../../tests/server/take/takeFixtures';
import { ITEM_BASE, questionTypeQuizzes } from '../../../shared/tests/server/questionTypeQuizzes';
import { call, createTestApp, type TestApp } from '../../../../../tests/server/testApp';
import { parseCsv } from '../../../../../tests/server/quiz/results/parseCsv';
import { RESULTS_CSV_HEADER } from '../../../../domain/quiz/results/results';

let t: TestApp;
let api: ReturnType<typeof take>;
let quizzes: ReturnType<typeof questionTypeQuizzes>;

beforeAll(async () => {
  t = await createTestApp();
  api = take(t);
  quizzes = questionTypeQuizzes(t);
});
afterAll(() => t.close());

const SIG_FIGS_FEEDBACK = 'Right value, but give it in 2 significant figures.';
const UNIT_FEEDBACK = 'Give the unit of the spacing.';
const definition = {
  answers: [{ id: 'a', match: { kind: 'exact', value: 10.2 }, fraction: 1 }],
  units: [],
  measure: {
    unit: { symbol: 'mm', rule: 'required' },
    sigFigs: { rule: 'exactly', count: 2 },
    weights: { value: 0.6, unit: 0.2, sigFigs: 0.2 },
    feedback: { unit: UNIT_FEEDBACK, sigFigs: SIG_FIGS_FEEDBACK },
  },
};
const item = (fields: object = {}) => ({
  ...ITEM_BASE,
  sortIndex: 1,
  title:
    'A 550 nm laser lights two slits 0.10 mm apart; the screen is 1.85 m away. How far apart are the fringes?',
  questionType: 'numeric',
  points: 2,
  definition,
  ...fields,
});

test('each fringe-spacing answer earns the value, unit and figure shares the rules give, with their feedback', async () => {
  const created = await quizzes.create('Fringes', [item()]);
  expect(created.status).toBe(200);
  const quiz = await quizzes.load(created.body.content.id);
  const question = quiz.activities[0]!.items[0]!;
  expect(question).toMatchObject({ questionType: 'numeric', definition });

  const answers = ['10 mm', '1.0 cm', '0.010 m', '10.2 mm', '10', '1e1 mm', '1.0×10^-2 m'];
  const links = await Promise.all(answers.map((_, index) => assign(t, quiz.id, `s${index}@school.test`)));
  const started = await Promise.all(links.map((link) => api.start(link.token)));
  // The page takes any unit and shows none to copy; it never sees the accepted value.
  expect(JSON.stringify(started[0]!.body.content)).not.toMatch(/10\.2|significant/);
  expect(started[0]!.body.content.activities[0].items[0]).toMatchObject({
    view: { unit: null, anyUnit: true },
  });

  for (const [index, link] of links.entries())
    expect((await quizzes.respond(link.token, question.id, { response: answers[index] })).status).toBe(200);
  const outcomes = await Promise.all(links.map((link) => api.submit(link.token)));
  expect(outcomes.map((o) => o.body.content.score)).toEqual([2, 2, 2, 1.6, 1.6, 1.6, 2]);
  const review = (index: number) => outcomes[index]!.body.content.review[String(question.id)];
  expect(review(3)).toMatchObject({
    earned: 1.6,
    max: 2,
    correct: false,
    rightAnswer: '10 mm',
    feedback: [SIG_FIGS_FEEDBACK],
  });
  expect(review(4)).toMatchObject({ earned: 1.6, feedback: [UNIT_FEEDBACK] });
  expect(review(1)).toMatchObject({ earned: 2, correct: true, feedback: [] });
  // Which part lost credit, recomputed from the saved answer by the scoring's rules (ADR 384).
  const figures = { rule: 'exactly', count: 2 };
  expect(review(3).parts).toEqual({
    value: 'full',
    unit: { symbol: 'mm', right: true },
    sigFigs: { ...figures, right: false },
  });
  expect(review(4).parts).toEqual({
    value: 'full',
    unit: { symbol: 'mm', right: false },
    sigFigs: { ...figures, right: true },
  });
  expect(review(1).parts).toEqual({
    value: 'full',
    unit: { symbol: 'mm', right: true },
    sigFigs: { ...figures, right: true },
  });
  // The instructor's view of the attempt says the same.
  const detail = await call(t.app, {
    url: `/api/admin/quiz/assign/${links[4]!.id}`,
    headers: await quizzes.owner(),
  });
  expect(detail.body.content.questions[0]).toMatchObject({
    userAnswer: '10',
    correctAnswer: '10 mm',
    parts: review(4).parts,
  });

  const statistics = await call(t.app, {
    url: `/api/admin/quiz/user_quiz/${quiz.id}/statistics`,
    headers: await quizzes.owner(),
  });
  // Every answer counted as its value in millimetres, whatever unit it was written in.
  expect(statistics.body.content.questions[0]).toMatchObject({ attempts: 7, correct: 4 });
  expect(statistics.body.content.questions[0].answerDistribution).toEqual([
    { text: '10', count: 6 },
    { text: '10.2', count: 1 },
  ]);
  // Each part counted on its own (ADR 391): "10" lost the unit, "10.2 mm" and "1e1 mm" the figures.
  expect(statistics.body.content.questions[0].measuredParts).toEqual([
    { part: 'value', attempts: 7, right: 7 },
    { part: 'unit', attempts: 7, right: 6 },
    { part: 'sigFigs', attempts: 7, right: 5 },
  ]);

  // The CSV keeps its columns and adds each part's after them, per student.
  const csv = await call(t.app, {
    url: `/api/admin/quiz/user_quiz/${quiz.id}/assign?format=csv`,
    headers: await quizzes.owner(),
  });
  const [header, ...rows] = parseCsv(csv.body as string);
  expect(header!.slice(0, RESULTS_CSV_HEADER.length + 1)).toEqual([
    ...RESULTS_CSV_HEADER.map((label) => (label === 'Date Submitted' ? 'Date Submitted (UTC)' : label)),
    'Q1 (2 pts)',
  ]);
  expect(header!.slice(-3)).toEqual(['Q1 value', 'Q1 unit', 'Q1 significant figures']);
  const byStudent = Object.fromEntries(rows.map((row) => [row[0], row.slice(-4)]));
  expect(answers.map((_, index) => byStudent[`s${index}@school.test`])).toEqual([
    ['2', 'Yes', 'Yes', 'Yes'],
    ['2', 'Yes', 'Yes', 'Yes'],
    ['2', 'Yes', 'Yes', 'Yes'],
    ['1.6', 'Yes', 'Yes', 'No'],
    ['1.6', 'Yes', 'No', 'Yes'],
    ['1.6', 'Yes', 'Yes', 'No'],
    ['2', 'Yes', 'Yes', 'Yes'],
  ]);
});

test('a measure with an unknown unit or weights that do not add up is a 400 that stores nothing', async () => {
  const count = () =>
    t.db
      .selectFrom('quizzes')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
  const before = await count();
  const refused = await Promise.all([
    quizzes.create('Fringes', [
      item({
        definition: {
          ...definition,
          measure: { ...definition.measure, unit: { symbol: 'furlongs', rule: 'required' } },
        },
      }),
    ]),
    quizzes.create('Fringes', [
      item({
        definition: {
          ...definition,
          measure: { ...definition.measure, weights: { value: 0.6, unit: 0.6, sigFigs: 0 } },
        },
      }),
    ]),
  ]);
  expect(refused.map((r) => r.status)).toEqual([400, 400]);
  expect(await count()).toEqual(before);
});
