/**
 * Deleting a quiz with everything that hangs off it, in one transaction. The bytes of the files its students sent
 * as answers (ADR 294) are removed once the rows are gone: a storage object is never removed while a row names it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Storage } from '../../storage/storage';
import { removeStoredFile } from '../../uploads';

export async function deleteQuizGraph(
  db: Kysely<Database>,
  storage: Storage,
  quizId: number,
): Promise<boolean> {
  const { deleted, fileKeys } = await db.transaction().execute(async (trx) => {
    const activityIds = trx.selectFrom('quiz_activities').select('id').where('quiz_id', '=', quizId);
    const itemIds = trx.selectFrom('quiz_items').select('id').where('activity_id', 'in', activityIds);
    const assignmentIds = trx.selectFrom('quiz_assignments').select('id').where('quiz_id', '=', quizId);
    const files = await trx
      .deleteFrom('answer_files')
      .where('assignment_id', 'in', assignmentIds)
      .returning('storage_key')
      .execute();
    await trx.deleteFrom('quiz_item_options').where('item_id', 'in', itemIds).execute();
    await trx.deleteFrom('quiz_items').where('activity_id', 'in', activityIds).execute();
    await trx.deleteFrom('quiz_activities').where('quiz_id', '=', quizId).execute();
    await trx.deleteFrom('quiz_shares').where('quiz_id', '=', quizId).execute();
    await trx.deleteFrom('quiz_assignments').where('quiz_id', '=', quizId).execute();
    await trx.deleteFrom('quiz_tags').where('quiz_id', '=', quizId).execute();
    // Rows of other areas that point at the quiz (class links, revisions) go by their foreign keys' cascade.
    const result = await trx.deleteFrom('quizzes').where('id', '=', quizId).executeTakeFirst();
    return { deleted: Number(result.numDeletedRows) > 0, fileKeys: files.map((file) => file.storage_key) };
  });
  // After the commit: a failed removal leaves bytes no row names, never a row naming no bytes.
  for (const key of fileKeys) await removeStoredFile(storage, key).catch(() => undefined);
  return deleted;
}
