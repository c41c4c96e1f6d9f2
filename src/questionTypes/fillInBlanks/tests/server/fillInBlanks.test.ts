/**
 * Fill-in-the-blanks questions through the real server (ADR 202): saved through the quiz API, taken through the take
 * API (the page sends an answer per blank), scored on the pinned version with partial credit per blank, and read
 * in the review and the statistics. The take endpoint never sends a right answer; a malformed response is a 400.
 */
import { TAKE_PATHS } from '../../../../api/take/takeContract';
import { QuizSchema, type Quiz } from '../../../../domain/quiz/quiz';
import { assign, OWNER, take } from '../../../../../tests/server/take/takeFixtures';
import { bearer, call, createTestApp, type TestApp } from '../../../../../tests/server/testApp';

let t: TestApp;
let api: ReturnType<typeof take>;

beforeAll(async () => {
  t = await createTestApp();
  api = take(t);
});
afterAll(() => t.close());

const owner = async () => bearer((await t.signIn(OWNER)).accessToken);

const definition = {
  text: 'The [[1]] makes ATP; plants also have [[2]].',
  gaps: [
    { id: 'g1', kind: 'typed', answers: [{ id: 'a1', text: 'mitochondri*' }], caseSensitive: false },
    {
      id: 'g2',
      kind: 'dropdown',
      options: [
        { id: 'o1', text: 'ribosomes' },
        { id: 'o2', text: 'chloroplasts' },
      ],
      right: 'o2',
    },
  ],
};
const item = (fields: object = {}) => ({
  article: null,
  type: 2,
  image: null,
  isMultiple: false,
  rightAnswer: [],
  textOptions: [],
  sortIndex: 1,
  title: 'Fill in the blanks about the cell.',
  questionType: 'fillInBlanks',
  points: 2,
  definition,
  ...fields,
});
const payload = (items: object[]) => ({
  title: 'Blanks',
  tags: [],
  article: null,
  startDate: null,
  endDate: null,
  isGraded: false,
  duration: null,
  showCaption: false,
  restrictNonInstitutional: false,
  activities: [{ title: 'Activity 1', sortIndex: 1, items }],
});

async function create(items: object[]) {
  return call(t.app, {
    method: 'POST',
    url: '/api/quiz/create',
    headers: await owner(),
    payload: payload(items),
  });
}
async function load(quizId: number): Promise<Quiz> {
  const response = await call(t.app, { url: `/api/admin/quiz/user_quiz/${quizId}`, headers: await owner() });
  return QuizSchema.parse(response.body.content);
}
const respond = (token: string, itemId: number, body: object) =>
  call(t.app, {
    method: 'PUT',
    url: TAKE_PATHS.answer(token, itemId),
    payload: { timeSpentMs: 1000, ...body },
  });

test('a blanks question is saved, taken without its answers reaching the page, and earns per blank', async () => {
  const created = await create([item()]);
  expect(created.status).toBe(200);
  const quiz = await load(created.body.content.id);
  const question = quiz.activities[0]!.items[0]!;
  expect(question).toMatchObject({ questionType: 'fillInBlanks', points: 2, definition });

  const links = await Promise.all(
    ['ada', 'bob', 'cy'].map((name) => assign(t, quiz.id, `${name}@school.test`)),
  );
  const started = await Promise.all(links.map((link) => api.start(link.token)));
  const seen = JSON.stringify(started[0]!.body.content.activities);
  expect(seen).not.toMatch(/mitochondri|"right"|"o2"|"a1"|caseSensitive/);
  expect(started[0]!.body.content.activities[0].items[0]).toMatchObject({
    questionType: 'fillInBlanks',
    view: {
      text: definition.text,
      gaps: 2,
      'gap.0.id': 'g1',
      'gap.0.kind': 'typed',
      'gap.1.kind': 'dropdown',
      'gap.1.option.0': 'chloroplasts',
      'gap.1.option.1': 'ribosomes',
    },
  });

  const answers = [
    [
      { gap: 'g1', answer: 'Mitochondria' },
      { gap: 'g2', answer: 'chloroplasts' },
    ],
    [
      { gap: 'g1', answer: 'mitochondrion' },
      { gap: 'g2', answer: 'ribosomes' },
    ],
    [{ gap: 'g2', answer: 'ribosomes' }],
  ];
  for (const [index, link] of links.entries())
    expect((await respond(link.token, question.id, { response: answers[index] })).status).toBe(200);
  const outcomes = await Promise.all(links.map((link) => api.submit(link.token)));
  expect(outcomes.map((o) => o.body.content.score)).toEqual([2, 1, 0]);
  expect(outcomes[1]!.body.content.review[String(question.id)]).toMatchObject({
    earned: 1,
    max: 2,
    correct: false,
    rightAnswer: '1: mitochondri*; 2: chloroplasts',
  });

  const statistics = await call(t.app, {
    url: `/api/admin/quiz/user_quiz/${quiz.id}/statistics`,
    headers: await owner(),
  });
  expect(statistics.body.content.questions[0]).toMatchObject({
    questionType: 'fillInBlanks',
    attempts: 3,
    correct: 1,
    wrongAnswers: [{ text: '[[2]] ribosomes', count: 2 }],
    pairs: [
      { prompt: '[[1]]', correct: 2, attempts: 3 },
      { prompt: '[[2]]', correct: 1, attempts: 3 },
    ],
  });
});

test('a malformed answer to a blanks question is a 400 and stores nothing', async () => {
  const created = await create([item()]);
  const quiz = await load(created.body.content.id);
  const question = quiz.activities[0]!.items[0]!;
  const link = await assign(t, quiz.id, 'dee@school.test');
  await api.start(link.token);
  const refused = await Promise.all([
    respond(link.token, question.id, { response: 'chloroplasts' }),
    respond(link.token, question.id, { response: [{ gap: 'g2' }] }),
    respond(link.token, question.id, { response: [{ gap: 'g2', answer: 'x'.repeat(201) }] }),
    respond(link.token, question.id, { optionIds: [1] }),
    // Beyond the schema: a blank the question does not have, and a dropdown answer that is none of its options.
    respond(link.token, question.id, { response: [{ gap: 'zz', answer: 'mitochondria' }] }),
    respond(link.token, question.id, { response: [{ gap: 'g2', answer: 'mitochondria' }] }),
  ]);
  expect(refused.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400]);
  const outcome = await api.submit(link.token);
  expect(outcome.body.content.score).toBe(0);
});

test('a blanks question with a broken definition or options is a 400 that stores nothing', async () => {
  const count = () =>
    t.db
      .selectFrom('quizzes')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
  const before = await count();
  const refused = await Promise.all([
    create([item({ definition: { text: 'No blanks.', gaps: [] } })]),
    create([item({ definition: { ...definition, text: 'Only [[1]].' } })]),
    create([
      item({
        definition: { ...definition, gaps: [definition.gaps[0], { ...definition.gaps[1], right: 'zz' }] },
      }),
    ]),
    create([item({ definition: { ...definition, gaps: [{ id: 'g1', kind: 'typed', answers: [] }] } })]),
    create([item({ textOptions: [{ id: 'x', text: 'X' }] })]),
  ]);
  expect(refused.map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
  expect(await count()).toEqual(before);
});
