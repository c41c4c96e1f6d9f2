/** Deleting a quiz with everything that hangs off it, in one transaction. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

export async function deleteQuizGraph(db: Kysely<Database>, quizId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const activityIds = trx.selectFrom('quiz_activities').select('id').where('quiz_id', '=', quizId);
    const itemIds = trx.selectFrom('quiz_items').select('id').where('activity_id', 'in', activityIds);
    await trx.deleteFrom('quiz_item_options').where('item_id', 'in', itemIds).execute();
    await trx.deleteFrom('quiz_items').where('activity_id', 'in', activityIds).execute();
    await trx.deleteFrom('quiz_activities').where('quiz_id', '=', quizId).execute();
    await trx.deleteFrom('quiz_shares').where('quiz_id', '=', quizId).execute();
    await trx.deleteFrom('quiz_assignments').where('quiz_id', '=', quizId).execute();
    await trx.deleteFrom('quiz_tags').where('quiz_id', '=', quizId).execute();
    // Rows of other areas that point at the quiz (class links, revisions) go by their foreign keys' cascade.
    const deleted = await trx.deleteFrom('quizzes').where('id', '=', quizId).executeTakeFirst();
    return Number(deleted.numDeletedRows) > 0;
  });
}
