/**
 * Question types through the whole pipeline on the real server (ADR 195, ADR 196): a quiz of a choice question with
 * points and partial credit, a true/false and a short answer is created through the quiz API, taken through the
 * student API, scored on the version the student started after the owner edited it, and read in results, the
 * student's detail, the CSV and the statistics. What the student's browser gets never holds the solution.
 */
import type { Quiz } from '../../../../domain/quiz/quiz';
import { assign, take } from '../../../../../tests/server/take/takeFixtures';
import { byTitle, ITEM_BASE, questionTypeQuizzes, quizPayload } from './questionTypeQuizzes';
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

const TITLE = 'Mixed types';
const CHOICE = 'Which are noble gases?';
const TRUE_FALSE = 'The nucleus makes ATP.';
const SHORT = 'Which organelle makes ATP?';

const ITEMS = [
  {
    ...ITEM_BASE,
    sortIndex: 1,
    title: CHOICE,
    isMultiple: true,
    points: 2,
    feedback: 'Noble gases fill their outer shell.',
    definition: { partialCredit: true },
    rightAnswer: ['he', 'ne'],
    textOptions: [
      { id: 'he', text: 'Helium' },
      { id: 'o', text: 'Oxygen', feedback: 'Oxygen bonds readily.' },
      { id: 'ne', text: 'Neon' },
      { id: 'n', text: 'Nitrogen' },
    ],
  },
  {
    ...ITEM_BASE,
    sortIndex: 2,
    title: TRUE_FALSE,
    questionType: 'trueFalse',
    definition: { answer: false, feedbackFalse: 'Right: mitochondria do.' },
  },
  {
    ...ITEM_BASE,
    sortIndex: 3,
    title: SHORT,
    questionType: 'shortAnswer',
    points: 3,
    definition: {
      answers: [
        { id: 'a1', text: 'mitochondri*', feedback: 'Yes, the powerhouse.' },
        { id: 'a2', text: 'the mitochondrion' },
      ],
      caseSensitive: false,
    },
  },
];

/** The owner's save with the true/false turned true and the short answer accepting only "nucleus". */
async function editAnswers(quiz: Quiz) {
  const current = await quizzes.load(quiz.id);
  const response = await call(t.app, {
    method: 'PATCH',
    url: `/api/admin/quiz/user_quiz/${quiz.id}`,
    headers: await quizzes.owner(),
    payload: {
      ...quizPayload(TITLE, []),
      version: current.version,
      activities: current.activities.map((activity) => ({
        id: activity.id,
        title: activity.title,
        sortIndex: activity.sortIndex,
        items: activity.items.map((item) => ({
          ...item,
          article: null,
          questionOrder: undefined,
          definition:
            item.questionType === 'trueFalse'
              ? { answer: true }
              : item.questionType === 'shortAnswer'
                ? { answers: [{ id: 'n', text: 'nucleus' }], caseSensitive: false }
                : item.definition,
        })),
      })),
    },
  });
  expect(response.status).toBe(200);
}

describe('a quiz of choice, true/false and short answer', () => {
  test('is created with each type, its points and its feedback, and reads back as saved', async () => {
    const created = await quizzes.create(TITLE, ITEMS);
    expect(created.status).toBe(200);
    const quiz = await quizzes.load(created.body.content.id);
    expect(byTitle(quiz, CHOICE)).toMatchObject({
      points: 2,
      feedback: 'Noble gases fill their outer shell.',
      definition: { partialCredit: true },
    });
    expect(byTitle(quiz, CHOICE).textOptions[1]).toMatchObject({ feedback: 'Oxygen bonds readily.' });
    expect(byTitle(quiz, TRUE_FALSE)).toMatchObject({
      questionType: 'trueFalse',
      definition: { answer: false },
    });
    expect(byTitle(quiz, TRUE_FALSE).points).toBeUndefined();
    expect(byTitle(quiz, SHORT)).toMatchObject({ questionType: 'shortAnswer', points: 3 });
  });

  test('is taken, scored on the version the student started after the owner changed the answers, and read everywhere', async () => {
    const quiz = await quizzes.load((await quizzes.create(TITLE, ITEMS)).body.content.id);
    const choice = byTitle(quiz, CHOICE);
    const trueFalse = byTitle(quiz, TRUE_FALSE);
    const short = byTitle(quiz, SHORT);
    const link = await assign(t, quiz.id, 'ada@school.test');
    const wrong = await assign(t, quiz.id, 'bob@school.test');
    const started = await api.start(link.token);
    await api.start(wrong.token);

    // The student's browser sees each type, never its solution.
    const seen = JSON.stringify(started.body.content);
    expect(seen).not.toMatch(/mitochondri|feedback|"answer"|partialCredit/i);
    const questions = started.body.content.activities[0].items;
    expect(questions.map((q: { questionType?: string }) => q.questionType)).toEqual([
      undefined,
      'trueFalse',
      'shortAnswer',
    ]);
    expect(questions[0]).toMatchObject({ points: 2 });

    await editAnswers(quiz);

    const [helium, oxygen] = [choice.textOptions[0]!.id, choice.textOptions[1]!.id];
    expect((await quizzes.respond(link.token, choice.id, { optionIds: [helium, oxygen] })).status).toBe(200);
    expect((await quizzes.respond(link.token, trueFalse.id, { response: false })).status).toBe(200);
    expect((await quizzes.respond(link.token, short.id, { response: '  Mitochondria   ' })).status).toBe(200);
    await quizzes.respond(wrong.token, short.id, { response: 'Golgi' });
    await quizzes.respond(wrong.token, trueFalse.id, { response: true });

    const submitted = await api.submit(link.token);
    expect(submitted.status).toBe(200);
    // Choice: 1/2 right − 1/2 wrong = 0 of 2; true/false 1 of 1; short answer 3 of 3 (the version started).
    expect(submitted.body.content).toMatchObject({
      score: 4,
      maxScore: 6,
      percentage: 67,
      needsGrading: false,
    });
    const review = submitted.body.content.review;
    expect(review[String(short.id)]).toMatchObject({
      earned: 3,
      max: 3,
      correct: true,
      rightAnswer: 'mitochondri* | the mitochondrion',
      feedback: ['Yes, the powerhouse.'],
    });
    expect(review[String(trueFalse.id)]).toMatchObject({
      correct: true,
      feedback: ['Right: mitochondria do.'],
    });
    expect(review[String(choice.id)]).toMatchObject({
      earned: 0,
      max: 2,
      feedback: ['Noble gases fill their outer shell.', 'Oxygen bonds readily.'],
    });
    await api.submit(wrong.token);

    const results = await call(t.app, {
      url: `/api/admin/quiz/user_quiz/${quiz.id}/assign`,
      headers: await quizzes.owner(),
    });
    const ada = results.body.content.assignments.find(
      (a: { email: string }) => a.email === 'ada@school.test',
    );
    expect(ada).toMatchObject({ score: 4, maxScore: 6, percentage: 67 });
    expect(ada.points).toEqual({ [choice.id]: 0, [trueFalse.id]: 1, [short.id]: 3 });

    const detail = await call(t.app, {
      url: `/api/admin/quiz/assign/${link.id}`,
      headers: await quizzes.owner(),
    });
    expect(detail.body.content).toMatchObject({ score: 4, maxScore: 6, rightAnswers: 2 });
    expect(detail.body.content.questions).toEqual([
      expect.objectContaining({
        isCorrectAnswer: false,
        points: 0,
        maxPoints: 2,
        userAnswer: 'Helium, Oxygen',
      }),
      expect.objectContaining({
        questionType: 'trueFalse',
        isCorrectAnswer: true,
        userAnswer: 'False',
        correctAnswer: 'False',
      }),
      expect.objectContaining({
        questionType: 'shortAnswer',
        isCorrectAnswer: true,
        points: 3,
        userAnswer: 'Mitochondria',
      }),
    ]);

    const csv = await t.app.inject({
      url: `/api/admin/quiz/user_quiz/${quiz.id}/assign?format=csv`,
      headers: await quizzes.owner(),
    });
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe(
      'Email,First name,Last name,State,Score,Maximum,Percentage,Date Submitted (UTC),Date Submitted (ISO 8601),Q1 (2 pts),Q2 (1 pt),Q3 (3 pts)',
    );
    expect(rows.find((row) => row.startsWith('ada@'))).toMatch(
      /^ada@school\.test,,,Submitted,4,6,67,[^,]+,[^,]+,0,1,3$/,
    );
    expect(rows.find((row) => row.startsWith('bob@'))).toMatch(
      /^bob@school\.test,,,Submitted,0,6,0,[^,]+,[^,]+,0,0,0$/,
    );

    const statistics = await call(t.app, {
      url: `/api/admin/quiz/user_quiz/${quiz.id}/statistics`,
      headers: await quizzes.owner(),
    });
    const stats = statistics.body.content.questions;
    expect(stats.find((q: { itemId: number }) => q.itemId === short.id)).toMatchObject({
      questionType: 'shortAnswer',
      attempts: 2,
      correct: 1,
      wrongAnswers: [{ text: 'Golgi', count: 1 }],
    });
    expect(stats.find((q: { itemId: number }) => q.itemId === trueFalse.id)).toMatchObject({
      attempts: 2,
      correct: 1,
      facility: 0.5,
    });
  });
});

describe('bad input is a 400 that changes nothing', () => {
  test.each([
    [
      'a true/false with a short answer’s data',
      { questionType: 'trueFalse', definition: { answers: [], caseSensitive: false } },
    ],
    ['a true/false without its answer', { questionType: 'trueFalse' }],
    [
      'a short answer with options',
      {
        questionType: 'shortAnswer',
        definition: ITEMS[2]!.definition,
        textOptions: [{ id: 'x', text: 'X' }],
      },
    ],
    ['an unknown type', { questionType: 'essayOfTheFuture', definition: {} }],
    ['negative points', { questionType: 'trueFalse', definition: { answer: true }, points: -1 }],
  ])('%s', async (_name, fields) => {
    const before = await t.db
      .selectFrom('quizzes')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    const response = await quizzes.create(TITLE, [
      { ...ITEM_BASE, sortIndex: 1, title: TRUE_FALSE, ...fields },
    ]);
    expect(response.status).toBe(400);
    const after = await t.db
      .selectFrom('quizzes')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
  });

  test('a save that does not fit the question’s type is refused and stores nothing', async () => {
    const quiz = await quizzes.load((await quizzes.create(TITLE, ITEMS)).body.content.id);
    const link = await assign(t, quiz.id, 'carol@school.test');
    await api.start(link.token);
    const choice = byTitle(quiz, CHOICE);
    const trueFalse = byTitle(quiz, TRUE_FALSE);
    const short = byTitle(quiz, SHORT);
    const refused = [
      await quizzes.respond(link.token, choice.id, { response: 'Helium' }),
      await quizzes.respond(link.token, trueFalse.id, { optionIds: [choice.textOptions[0]!.id] }),
      await quizzes.respond(link.token, trueFalse.id, { response: 'yes' }),
      await quizzes.respond(link.token, short.id, { response: true }),
      await quizzes.respond(link.token, short.id, { response: 'x'.repeat(501) }),
      await quizzes.respond(link.token, short.id, {}),
    ];
    expect(refused.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400]);
    const stored = await t.db
      .selectFrom('assignment_answers')
      .select('item_id')
      .where('assignment_id', '=', link.id)
      .execute();
    expect(stored).toEqual([]);
  });
});
