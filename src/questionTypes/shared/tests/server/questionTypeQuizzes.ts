/**
 * What the question types' server tests share: a quiz of one activity holding the given items, created by the owner
 * through the quiz API and read back as the editor reads it, and one answer saved through the take API.
 */
import { TAKE_PATHS } from '../../../../api/take/takeContract';
import { QuizSchema, type Quiz } from '../../../../domain/quiz/quiz';
import { OWNER } from '../../../../../tests/server/take/takeFixtures';
import { bearer, call, type TestApp } from '../../../../../tests/server/testApp';

/** An item's choice-question fields, empty, for a question of another type. */
export const ITEM_BASE = {
  article: null,
  type: 2,
  image: null,
  isMultiple: false,
  rightAnswer: [],
  textOptions: [],
};

/** A quiz's create payload: `title`, and one activity holding `items`. */
export const quizPayload = (title: string, items: object[]) => ({
  title,
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

export const byTitle = (quiz: Quiz, title: string) =>
  quiz.activities.flatMap((a) => a.items).find((item) => item.title === title)!;

export function questionTypeQuizzes(t: TestApp) {
  const owner = async () => bearer((await t.signIn(OWNER)).accessToken);
  return {
    /** The owner's authorization header. */
    owner,
    create: async (title: string, items: object[]) =>
      call(t.app, {
        method: 'POST',
        url: '/api/quiz/create',
        headers: await owner(),
        payload: quizPayload(title, items),
      }),
    load: async (quizId: number): Promise<Quiz> => {
      const response = await call(t.app, {
        url: `/api/admin/quiz/user_quiz/${quizId}`,
        headers: await owner(),
      });
      return QuizSchema.parse(response.body.content);
    },
    respond: (token: string, itemId: number, body: object) =>
      call(t.app, {
        method: 'PUT',
        url: TAKE_PATHS.answer(token, itemId),
        payload: { timeSpentMs: 1000, ...body },
      }),
  };
}
