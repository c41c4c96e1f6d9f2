/**
 * Reads a quiz's graph as stored: its activities, their items and the items' options, each in its sort order
 * (then by id). The quiz as the console edits it (loadActivities) and the quiz as students answer it
 * (buildSnapshotContent) are both built from these rows; an export reads them in the same order.
 *
 * @publicModule question banks read a bank's questions in the same order through it.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

/** The quiz's activities in its order: by sort index, then id; the caller selects the columns. */
export const activitiesInOrder = (db: Db, quizId: number) =>
  db.selectFrom('quiz_activities').where('quiz_id', '=', quizId).orderBy('sort_index').orderBy('id');

/** The items of these activities (at least one) in the quiz's order: by sort index, then id. */
export const itemsInOrder = (db: Db, activityIds: readonly number[]) =>
  db.selectFrom('quiz_items').where('activity_id', 'in', activityIds).orderBy('sort_index').orderBy('id');

/** The options of these items (at least one) in their order: by sort index, then id. */
export const optionsInOrder = (db: Db, itemIds: readonly number[]) =>
  db.selectFrom('quiz_item_options').where('item_id', 'in', itemIds).orderBy('sort_index').orderBy('id');

export async function readQuizGraphRows(db: Db, quizId: number) {
  const activities = await activitiesInOrder(db, quizId).select(['id', 'title', 'sort_index']).execute();
  const activityIds = activities.map((activity) => activity.id);
  const items = activityIds.length === 0 ? [] : await itemsInOrder(db, activityIds).selectAll().execute();
  const itemIds = items.map((item) => item.id);
  const options =
    itemIds.length === 0
      ? []
      : await optionsInOrder(db, itemIds).select(['id', 'item_id', 'text', 'feedback', 'picture']).execute();
  return { activities, items, options };
}
