/**
 * Reads a quiz's graph as stored: its activities, their items and the items' options, each in its sort order
 * (then by id). The quiz as the console edits it (loadActivities) and the quiz as students answer it
 * (buildSnapshotContent) are both built from these rows.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

export async function readQuizGraphRows(db: Db, quizId: number) {
  const activities = await db
    .selectFrom('quiz_activities')
    .select(['id', 'title', 'sort_index'])
    .where('quiz_id', '=', quizId)
    .orderBy('sort_index')
    .orderBy('id')
    .execute();
  const items =
    activities.length === 0
      ? []
      : await db
          .selectFrom('quiz_items')
          .selectAll()
          .where(
            'activity_id',
            'in',
            activities.map((activity) => activity.id),
          )
          .orderBy('sort_index')
          .orderBy('id')
          .execute();
  const options =
    items.length === 0
      ? []
      : await db
          .selectFrom('quiz_item_options')
          .select(['id', 'item_id', 'text', 'feedback'])
          .where(
            'item_id',
            'in',
            items.map((item) => item.id),
          )
          .orderBy('sort_index')
          .orderBy('id')
          .execute();
  return { activities, items, options };
}
