/**
 * Feedback on the outcome of an answer on the real server (ADR 404): a question keeps its texts for a right, a partly
 * right and a wrong answer through a save and a reload, a student's review shows the one their answer earned beside
 * the general feedback, the instructor's results show the same, and an empty text is none.
 */
import { QuizSchema, type Quiz } from '../../../../src/domain/quiz/quiz';
import { RESULTS_PATHS } from '../../../../src/api/quiz/results/resultsContract';
import { bearer, call, createTestApp, type TestApp } from '../../testApp';
import { assign, insertClip, OWNER, take } from '../../take/takeFixtures';

let t: TestApp;
let clipId: number;
beforeAll(async () => {
  t = await createTestApp();
  clipId = await insertClip(t);
});
afterAll(() => t.close());

const FEEDBACK = {
  right: 'Both noble gases: well done.',
  partlyRight: 'One of them is right; look at group 18 again.',
  wrong: 'Noble gases sit in group 18.',
};

async function createGasesQuiz(outcomeFeedback: object): Promise<Quiz> {
  const { accessToken } = await t.signIn(OWNER);
  const response = await call(t.app, {
    method: 'POST',
    url: '/api/quiz/create',
    headers: bearer(accessToken),
    payload: {
      title: 'Noble gases',
      tags: [],
      article: null,
      startDate: null,
      endDate: null,
      isGraded: false,
      duration: null,
      showCaption: true,
      restrictNonInstitutional: false,
      activities: [
        {
          title: 'Activity 1',
          sortIndex: 1,
          items: [
            {
              article: clipId,
              sortIndex: 1,
              title: 'Watch',
              type: 1,
              isMultiple: false,
              rightAnswer: [],
              image: null,
              textOptions: [],
            },
            {
              article: null,
              sortIndex: 2,
              title: 'Which are noble gases?',
              type: 2,
              isMultiple: true,
              image: null,
              rightAnswer: ['he', 'ne'],
              textOptions: [
                { id: 'he', text: 'Helium' },
                { id: 'o', text: 'Oxygen' },
                { id: 'ne', text: 'Neon' },
              ],
              points: 2,
              definition: { partialCredit: true },
              feedback: 'Group 18 holds the noble gases.',
              outcomeFeedback,
            },
          ],
        },
      ],
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return QuizSchema.parse(response.body.content);
}

const gasesOf = (quiz: Quiz) => {
  const item = quiz.activities[0]!.items.find((i) => i.type === 2)!;
  const id = (text: string) => item.textOptions.find((o) => o.text === text)!.id;
  return { item, helium: id('Helium'), oxygen: id('Oxygen'), neon: id('Neon') };
};

async function reviewOf(quiz: Quiz, email: string, optionIds: number[]) {
  const { item } = gasesOf(quiz);
  const link = await assign(t, quiz.id, email);
  const api = take(t);
  expect((await api.answer(link.token, item.id, optionIds)).status).toBe(200);
  const submitted = await api.submit(link.token);
  expect(submitted.status).toBe(200);
  return submitted.body.content.review[String(item.id)] as { feedback: string[]; earned?: number };
}

test('a question keeps its outcome feedback through a save and a reload', async () => {
  const quiz = await createGasesQuiz(FEEDBACK);
  expect(gasesOf(quiz).item.outcomeFeedback).toEqual(FEEDBACK);
  const { accessToken } = await t.signIn(OWNER);
  const reloaded = await call(t.app, {
    method: 'GET',
    url: `/api/admin/quiz/user_quiz/${quiz.id}`,
    headers: bearer(accessToken),
  });
  expect(gasesOf(QuizSchema.parse(reloaded.body.content)).item.outcomeFeedback).toEqual(FEEDBACK);
});

test("each student's review shows the text their answer earned, after the general feedback", async () => {
  const quiz = await createGasesQuiz(FEEDBACK);
  const { helium, oxygen, neon } = gasesOf(quiz);
  expect((await reviewOf(quiz, 'right@school.test', [helium, neon])).feedback).toEqual([
    'Group 18 holds the noble gases.',
    FEEDBACK.right,
  ]);
  const partly = await reviewOf(quiz, 'partly@school.test', [helium]);
  expect(partly.feedback).toEqual(['Group 18 holds the noble gases.', FEEDBACK.partlyRight]);
  expect((await reviewOf(quiz, 'wrong@school.test', [oxygen])).feedback).toEqual([
    'Group 18 holds the noble gases.',
    FEEDBACK.wrong,
  ]);

  // The instructor's results show each student the same.
  const { accessToken } = await t.signIn(OWNER);
  const assignments = await call(t.app, {
    method: 'GET',
    url: RESULTS_PATHS.assignments(quiz.id),
    headers: bearer(accessToken),
  });
  expect(assignments.status).toBe(200);
  const text = JSON.stringify(assignments.body);
  const ids = [...text.matchAll(/"id":(\d+)/g)].map((m) => m[1]);
  const shown = new Set<string>();
  for (const id of ids) {
    const result = await call(t.app, {
      method: 'GET',
      url: RESULTS_PATHS.studentResult(id!),
      headers: bearer(accessToken),
    });
    if (result.status === 200)
      for (const value of Object.values(FEEDBACK))
        if (JSON.stringify(result.body).includes(value)) shown.add(value);
  }
  expect([...shown].sort()).toEqual(Object.values(FEEDBACK).sort());
});

test('an empty text is none, and a question without any has no outcome feedback', async () => {
  const quiz = await createGasesQuiz({ right: '', wrong: 'Not quite.' });
  expect(gasesOf(quiz).item.outcomeFeedback).toEqual({ wrong: 'Not quite.' });
  const none = await createGasesQuiz({});
  expect(gasesOf(none).item.outcomeFeedback).toBeUndefined();
  const { helium, neon } = gasesOf(quiz);
  expect((await reviewOf(quiz, 'none@school.test', [helium, neon])).feedback).toEqual([
    'Group 18 holds the noble gases.',
  ]);
});

test('a text over the feedback limit is refused and nothing is stored', async () => {
  const { accessToken } = await t.signIn(OWNER);
  const before = await t.db
    .selectFrom('quizzes')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  const response = await call(t.app, {
    method: 'POST',
    url: '/api/quiz/create',
    headers: bearer(accessToken),
    payload: {
      title: 'x',
      tags: [],
      article: null,
      startDate: null,
      endDate: null,
      isGraded: false,
      duration: null,
      showCaption: true,
      restrictNonInstitutional: false,
      activities: [
        {
          title: 'A',
          sortIndex: 1,
          items: [
            {
              article: null,
              sortIndex: 1,
              title: 'Q',
              type: 2,
              isMultiple: false,
              image: null,
              rightAnswer: ['a'],
              textOptions: [
                { id: 'a', text: 'A' },
                { id: 'b', text: 'B' },
              ],
              outcomeFeedback: { right: 'x'.repeat(5001) },
            },
          ],
        },
      ],
    },
  });
  expect(response.status).toBe(400);
  const after = await t.db
    .selectFrom('quizzes')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  expect(after).toEqual(before);
});
