/**
 * Matching and ordering through the real server (ADR 199): created through the quiz API, taken through the student
 * API — which never shows the pairs or the right order, and shows an ordering's items in one order per attempt —
 * scored with partial credit on the version the student started after the owner edited it, and read in results,
 * the student's detail, the CSV and the statistics (each pair's facility).
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

const TITLE = 'Matching and ordering';
const MATCHING = 'Match each country with its capital.';
const ORDERING = 'Put the phases of mitosis in order.';
const PHASES = ['Prophase', 'Metaphase', 'Anaphase', 'Telophase'];

const CAPITALS = {
  pairs: [
    { id: 'p1', prompt: 'France', answer: 'Paris' },
    { id: 'p2', prompt: 'Italy', answer: 'Rome' },
    { id: 'p3', prompt: 'Spain', answer: 'Madrid' },
    { id: 'p4', prompt: 'Wales', answer: 'Cardiff' },
  ],
  distractors: [{ id: 'd1', text: 'Lyon' }],
};
const ITEMS = [
  { ...ITEM_BASE, sortIndex: 1, title: MATCHING, questionType: 'matching', points: 4, definition: CAPITALS },
  {
    ...ITEM_BASE,
    sortIndex: 2,
    title: ORDERING,
    questionType: 'ordering',
    points: 3,
    definition: { items: PHASES.map((text, i) => ({ id: `s${i}`, text })) },
  },
];

/** The owner swaps Italy's and Spain's capitals and reverses the phases: answers already started keep the old. */
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
            item.questionType === 'matching'
              ? {
                  ...CAPITALS,
                  pairs: CAPITALS.pairs.map((pair) =>
                    pair.prompt === 'Italy'
                      ? { ...pair, answer: 'Madrid' }
                      : pair.prompt === 'Spain'
                        ? { ...pair, answer: 'Rome' }
                        : pair,
                  ),
                }
              : { items: [...PHASES].reverse().map((text, i) => ({ id: `r${i}`, text })) },
        })),
      })),
    },
  });
  expect(response.status).toBe(200);
}

type SeenItem = { questionType?: string; view?: Record<string, string | number> };
const shownItems = (item: SeenItem) =>
  Array.from({ length: Number(item.view!.items) }, (_, i) => item.view![`item.${i}`]);

describe('a quiz of matching and ordering', () => {
  test('is created and reads back as saved', async () => {
    const created = await quizzes.create(TITLE, ITEMS);
    expect(created.status).toBe(200);
    const quiz = await quizzes.load(created.body.content.id);
    expect(byTitle(quiz, MATCHING)).toMatchObject({
      questionType: 'matching',
      points: 4,
      definition: CAPITALS,
    });
    expect(byTitle(quiz, ORDERING)).toMatchObject({ questionType: 'ordering', points: 3 });
  });

  test('is taken, scored per pair and per adjacent pair on the version started, and read everywhere', async () => {
    const quiz = await quizzes.load((await quizzes.create(TITLE, ITEMS)).body.content.id);
    const matching = byTitle(quiz, MATCHING);
    const ordering = byTitle(quiz, ORDERING);
    const ada = await assign(t, quiz.id, 'ada@school.test');
    const bob = await assign(t, quiz.id, 'bob@school.test');
    const started = await api.start(ada.token);
    const again = await api.start(ada.token);
    await api.start(bob.token);

    // Never the pairs or the right order; the answers in alphabetical order; the items in one order per attempt.
    const [seenMatching, seenOrdering] = started.body.content.activities[0].items as SeenItem[];
    expect(JSON.stringify(started.body.content)).not.toMatch(/"pairs"|"distractors"|"p1"|"s0"|definition/);
    expect(seenMatching).toMatchObject({
      questionType: 'matching',
      view: { prompts: 4, 'prompt.0': 'France', answers: 5, 'answer.0': 'Cardiff', 'answer.4': 'Rome' },
    });
    expect(seenOrdering!.questionType).toBe('ordering');
    const shown = shownItems(seenOrdering!);
    expect([...shown].sort()).toEqual([...PHASES].sort());
    expect(shown).not.toEqual(PHASES);
    expect(shownItems(again.body.content.activities[0].items[1])).toEqual(shown);

    await editAnswers(quiz);

    const adaMatches = [
      { prompt: 'France', answer: 'Paris' },
      { prompt: 'Italy', answer: 'Rome' },
      { prompt: 'Spain', answer: 'Lyon' },
      { prompt: 'Wales', answer: 'Cardiff' },
    ];
    expect((await quizzes.respond(ada.token, matching.id, { response: adaMatches })).status).toBe(200);
    // Telophase moved to the start: 2 of 3 neighbours kept.
    const adaOrder = ['Telophase', 'Prophase', 'Metaphase', 'Anaphase'];
    expect((await quizzes.respond(ada.token, ordering.id, { response: adaOrder })).status).toBe(200);
    await quizzes.respond(bob.token, matching.id, { response: [{ prompt: 'France', answer: 'Paris' }] });
    await quizzes.respond(bob.token, ordering.id, { response: [...PHASES].reverse() });

    const submitted = await api.submit(ada.token);
    expect(submitted.status).toBe(200);
    // Matching 3 of 4 pairs of 4 points = 3; ordering 2 of 3 neighbours of 3 points = 2.
    expect(submitted.body.content).toMatchObject({ score: 5, maxScore: 7, percentage: 71 });
    expect(submitted.body.content.review[String(matching.id)]).toMatchObject({
      earned: 3,
      max: 4,
      correct: false,
      rightAnswer: 'France: Paris; Italy: Rome; Spain: Madrid; Wales: Cardiff',
      // The student's own answer in the type's words, as Results word it: never the response's raw value.
      answer: 'France: Paris; Italy: Rome; Spain: Lyon; Wales: Cardiff',
    });
    expect(submitted.body.content.review[String(ordering.id)]).toMatchObject({
      earned: 2,
      rightAnswer: 'Prophase → Metaphase → Anaphase → Telophase',
      answer: 'Telophase → Prophase → Metaphase → Anaphase',
    });
    await api.submit(bob.token);

    const results = await call(t.app, {
      url: `/api/admin/quiz/user_quiz/${quiz.id}/assign`,
      headers: await quizzes.owner(),
    });
    const adaRow = results.body.content.assignments.find(
      (a: { email: string }) => a.email === 'ada@school.test',
    );
    expect(adaRow).toMatchObject({ score: 5, maxScore: 7, percentage: 71 });
    expect(adaRow.points).toEqual({ [matching.id]: 3, [ordering.id]: 2 });

    const detail = await call(t.app, {
      url: `/api/admin/quiz/assign/${ada.id}`,
      headers: await quizzes.owner(),
    });
    expect(detail.body.content.questions).toEqual([
      expect.objectContaining({
        questionType: 'matching',
        points: 3,
        maxPoints: 4,
        userAnswer: 'France: Paris; Italy: Rome; Spain: Lyon; Wales: Cardiff',
      }),
      expect.objectContaining({
        questionType: 'ordering',
        points: 2,
        userAnswer: 'Telophase → Prophase → Metaphase → Anaphase',
        correctAnswer: 'Prophase → Metaphase → Anaphase → Telophase',
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
      'Email,First name,Last name,State,Score,Maximum,Percentage,Date Submitted (UTC),Date Submitted (ISO 8601),Q1 (4 pts),Q2 (3 pts)',
    );
    expect(rows.find((row) => row.startsWith('ada@'))).toMatch(
      /^ada@school\.test,,,Submitted,5,7,71,[^,]+,[^,]+,3,2$/,
    );
    expect(rows.find((row) => row.startsWith('bob@'))).toMatch(
      /^bob@school\.test,,,Submitted,1,7,14,[^,]+,[^,]+,1,0$/,
    );

    const statistics = await call(t.app, {
      url: `/api/admin/quiz/user_quiz/${quiz.id}/statistics`,
      headers: await quizzes.owner(),
    });
    const stats = statistics.body.content.questions;
    expect(stats.find((q: { itemId: number }) => q.itemId === matching.id)).toMatchObject({
      questionType: 'matching',
      attempts: 2,
      correct: 0,
      pairs: expect.arrayContaining([
        expect.objectContaining({ prompt: 'France', answer: 'Paris', attempts: 2, correct: 2, facility: 1 }),
        expect.objectContaining({ prompt: 'Wales', answer: 'Cardiff', correct: 1, facility: 0.5 }),
      ]),
    });
  });
});

describe('bad input is a 400 that changes nothing', () => {
  test.each([
    [
      'a matching question with one pair',
      { questionType: 'matching', definition: { ...CAPITALS, pairs: [CAPITALS.pairs[0]] } },
    ],
    [
      'a matching question with an ordering’s data',
      { questionType: 'matching', definition: ITEMS[1]!.definition },
    ],
    [
      'a matching question with options',
      { questionType: 'matching', definition: CAPITALS, textOptions: [{ id: 'x', text: 'X' }] },
    ],
    [
      'a matching question with an empty prompt',
      {
        questionType: 'matching',
        definition: { ...CAPITALS, pairs: [...CAPITALS.pairs, { id: 'p5', prompt: ' ', answer: 'Bern' }] },
      },
    ],
    [
      'an ordering with one item',
      { questionType: 'ordering', definition: { items: [{ id: 'a', text: 'A' }] } },
    ],
    [
      'an ordering with the same item twice',
      {
        questionType: 'ordering',
        definition: {
          items: [
            { id: 'a', text: 'A' },
            { id: 'b', text: 'A' },
          ],
        },
      },
    ],
    [
      'an ordering of 21 items',
      {
        questionType: 'ordering',
        definition: { items: Array.from({ length: 21 }, (_, i) => ({ id: `i${i}`, text: `Item ${i}` })) },
      },
    ],
  ])('%s', async (_name, fields) => {
    const count = () =>
      t.db
        .selectFrom('quizzes')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
    const before = await count();
    const response = await quizzes.create(TITLE, [
      { ...ITEM_BASE, sortIndex: 1, title: MATCHING, ...fields },
    ]);
    expect(response.status).toBe(400);
    expect(response.body.content.message).toBe('Validation failed');
    expect(await count()).toEqual(before);
  });

  test('a response that does not fit the question’s type is refused and stores nothing', async () => {
    const quiz = await quizzes.load((await quizzes.create(TITLE, ITEMS)).body.content.id);
    const link = await assign(t, quiz.id, 'carol@school.test');
    await api.start(link.token);
    const matching = byTitle(quiz, MATCHING);
    const ordering = byTitle(quiz, ORDERING);
    const refused = await Promise.all([
      quizzes.respond(link.token, matching.id, { response: ['Paris', 'Rome'] }),
      quizzes.respond(link.token, matching.id, { response: 'Paris' }),
      quizzes.respond(link.token, matching.id, {
        response: Array.from({ length: 31 }, () => ({ prompt: 'a', answer: 'b' })),
      }),
      quizzes.respond(link.token, ordering.id, { response: [{ prompt: 'a', answer: 'b' }] }),
      quizzes.respond(link.token, ordering.id, { response: [] }),
      quizzes.respond(link.token, ordering.id, { response: ['x'.repeat(501)] }),
      quizzes.respond(link.token, ordering.id, { optionIds: [1] }),
    ]);
    expect(refused.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400, 400]);
    const stored = await t.db
      .selectFrom('assignment_answers')
      .select('item_id')
      .where('assignment_id', '=', link.id)
      .execute();
    expect(stored).toEqual([]);
  });
});
