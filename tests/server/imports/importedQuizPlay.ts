/**
 * What the tests of imported question types share: a file uploaded through the import route as the console's
 * import dialog sends it, the template it made turned into a teacher's quiz through the quiz API (what "use this
 * template" saves), and that quiz taken by a student through the take API.
 */
import { QUIZ_PATHS } from '../../../src/api/quiz/quizzesContract';
import { QuizSchema, type Quiz } from '../../../src/domain/quiz/quiz';
import { assign, take } from '../take/takeFixtures';
import { bearer, call, type TestApp } from '../testApp';
import {
  ITEM_BASE,
  questionTypeQuizzes,
} from '../../../src/questionTypes/shared/tests/server/questionTypeQuizzes';
import { uploadFile, type ImportContent } from '../quiz/import/importUpload';

export type ImportedItem = Quiz['activities'][number]['items'][number];

/** The payload of a stored question as the editor saves it again (a choice question's options by new refs). */
function payloadItem(item: ImportedItem, index: number) {
  return {
    ...ITEM_BASE,
    sortIndex: index + 1,
    title: item.title,
    isMultiple: item.isMultiple,
    image: item.image,
    textOptions: item.textOptions.map((option) => ({
      id: `o${option.id}`,
      text: option.text,
      ...(option.picture ? { picture: option.picture } : {}),
    })),
    rightAnswer: item.rightAnswer.map((id) => `o${id}`),
    ...(item.questionType && item.questionType !== 'choice' ? { questionType: item.questionType } : {}),
    ...(item.definition && Object.keys(item.definition).length > 0 ? { definition: item.definition } : {}),
    ...(item.points !== undefined && item.points !== 1 ? { points: item.points } : {}),
    ...(item.feedback ? { feedback: item.feedback } : {}),
    ...(item.outcomeFeedback ? { outcomeFeedback: item.outcomeFeedback } : {}),
    ...(item.hints ? { hints: item.hints } : {}),
    ...(item.versions ? { versions: item.versions } : {}),
  };
}

export function importedQuizPlay(t: TestApp) {
  const quizzes = questionTypeQuizzes(t);
  const student = take(t);
  return {
    /** Uploads one file as the super user; answers the route's status, its content and the first template made. */
    async upload(name: string, bytes: Uint8Array | string) {
      const admin = (await t.signIn('super@demo.test')).accessToken;
      const result = await uploadFile(t, admin, name, bytes);
      expect(result.status, JSON.stringify(result.content)).toBe(200);
      const templates = await Promise.all(
        result.content.created.map(async (created) => {
          const response = await call(t.app, {
            url: QUIZ_PATHS.one('template', created.id),
            headers: bearer(admin),
          });
          return QuizSchema.parse(response.body.content);
        }),
      );
      return { content: result.content as ImportContent, templates };
    },
    /** A teacher's quiz holding the template's questions (videos aside), read back as the editor reads it. */
    async teacherQuiz(template: Quiz): Promise<Quiz> {
      const items = template.activities
        .flatMap((activity) => activity.items)
        .filter((item) => item.type === 2)
        .map(payloadItem);
      const created = await quizzes.create(template.title, items);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      return quizzes.load(created.body.content.id);
    },
    /**
     * A student takes the quiz: answers the questions `responses` names (by title) with the given response, and
     * submits. Answers the start's items (what the page shows) and the outcome.
     */
    async takeQuiz(quiz: Quiz, email: string, responses: ReadonlyMap<string, unknown>) {
      const link = await assign(t, quiz.id, email);
      const started = await student.start(link.token);
      expect(started.status).toBe(200);
      for (const item of quiz.activities.flatMap((activity) => activity.items)) {
        if (!responses.has(item.title)) continue;
        const saved = await quizzes.respond(link.token, item.id, { response: responses.get(item.title) });
        expect(saved.status, `${item.title}: ${JSON.stringify(saved.body)}`).toBe(200);
      }
      const submitted = await student.submit(link.token);
      expect(submitted.status).toBe(200);
      return {
        shown: JSON.stringify(started.body.content.activities),
        outcome: submitted.body.content as {
          score: number;
          maxScore?: number;
          needsGrading?: boolean;
          review?: Record<
            string,
            { earned: number; max: number; correct: boolean; feedback?: string[] }
          > | null;
        },
      };
    },
  };
}

/** A question of a quiz by the start of its title. */
export const titled = (quiz: Quiz, start: string) => {
  const found = quiz.activities.flatMap((a) => a.items).find((item) => item.title.startsWith(start));
  expect(found, start).toBeDefined();
  return found!;
};
