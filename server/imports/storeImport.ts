/**
 * Stores the quizzes read from a package as template quizzes, all in one transaction, each written as the editor's
 * create writes a quiz (insertQuiz: ids from the sequences, then batched inserts, ADR 102), so a package of
 * thousands of questions costs a handful of statements instead of three per question.
 */
import type { Kysely } from 'kysely';
import { ITEM_TYPE } from '../../src/domain/quiz';
import type { QuizPayload } from '../../src/domain/quizPayload';
import type { Database } from '../db/database';
import { insertQuiz } from '../repositories/quizGraph';
import type { ImportedQuiz } from './importedQuiz';

/** SPEC: the default tag of new non-library quizzes is the subject named Biology. */
const DEFAULT_TAG = 'Biology';

export interface CreatedTemplate {
  readonly id: number;
  readonly title: string;
  readonly questions: number;
}

/** The create payload of an imported quiz: no dates, no time limit, ungraded, options named by their place. */
function payloadOf(quiz: ImportedQuiz, tags: readonly number[]): QuizPayload {
  return {
    title: quiz.title,
    tags: [...tags],
    article: null,
    startDate: null,
    endDate: null,
    isGraded: false,
    duration: null,
    showCaption: false,
    restrictNonInstitutional: false,
    quizType: null,
    activities: quiz.activities.map((activity, a) => ({
      title: activity.title,
      sortIndex: a + 1,
      items: activity.questions.map((question, q) => ({
        article: null,
        sortIndex: q + 1,
        title: question.title,
        type: ITEM_TYPE.text,
        isMultiple: question.isMultiple,
        rightAnswer: question.right.map((index) => `option-${index}`),
        image: null,
        textOptions: question.options.map((text, index) => ({ id: `option-${index}`, text })),
      })),
    })),
  };
}

export async function storeTemplates(
  db: Kysely<Database>,
  quizzes: readonly ImportedQuiz[],
  ownerUserId: number,
  now: Date,
): Promise<CreatedTemplate[]> {
  return db.transaction().execute(async (trx) => {
    const tag = await trx.selectFrom('tags').select('id').where('title', '=', DEFAULT_TAG).executeTakeFirst();
    const created: CreatedTemplate[] = [];
    for (const quiz of quizzes) {
      const payload = payloadOf(quiz, tag ? [tag.id] : []);
      const id = await insertQuiz(trx, 'template', payload, ownerUserId, { userId: ownerUserId, now });
      const questions = quiz.activities.reduce((n, activity) => n + activity.questions.length, 0);
      created.push({ id, title: quiz.title, questions });
    }
    return created;
  });
}
