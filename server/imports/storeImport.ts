/** Stores the quizzes read from a package as template quizzes, all in one transaction. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { ImportedQuiz } from './importedQuiz';

/** SPEC: the default tag of new non-library quizzes is the subject named Biology. */
const DEFAULT_TAG = 'Biology';

export interface CreatedTemplate {
  readonly id: number;
  readonly title: string;
  readonly questions: number;
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
      const { id } = await trx
        .insertInto('quizzes')
        .values({
          kind: 'template',
          title: quiz.title,
          owner_user_id: ownerUserId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (tag) await trx.insertInto('quiz_tags').values({ quiz_id: id, tag_id: tag.id }).execute();
      let order = 0;
      for (const [activityIndex, activity] of quiz.activities.entries()) {
        const { id: activityId } = await trx
          .insertInto('quiz_activities')
          .values({ quiz_id: id, title: activity.title, sort_index: activityIndex })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const [itemIndex, question] of activity.questions.entries()) {
          const { id: itemId } = await trx
            .insertInto('quiz_items')
            .values({
              activity_id: activityId,
              sort_index: itemIndex,
              type: 2,
              title: question.title,
              is_multiple: question.isMultiple,
              right_answer: '[]',
              question_order: ++order,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const options = await trx
            .insertInto('quiz_item_options')
            .values(
              question.options.map((text, sortIndex) => ({ item_id: itemId, text, sort_index: sortIndex })),
            )
            .returning(['id', 'sort_index'])
            .execute();
          const idAt = new Map(options.map((o) => [o.sort_index, o.id]));
          const right = question.right.map((index) => idAt.get(index)!);
          await trx
            .updateTable('quiz_items')
            .set({ right_answer: JSON.stringify(right) })
            .where('id', '=', itemId)
            .execute();
        }
      }
      created.push({ id, title: quiz.title, questions: order });
    }
    return created;
  });
}
