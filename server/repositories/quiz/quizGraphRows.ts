/**
 * Reads a quiz's graph as stored: its activities, their items and the items' options, each in its sort order
 * (then by id). The quiz as the console edits it (loadActivities) and the quiz as students answer it
 * (buildSnapshotContent) are both built from these rows; an export reads them in the same order.
 *
 * @publicModule question banks read a bank's questions in the same order through it.
 */
import type { Expression, Kysely, RawBuilder, Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
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

/**
 * The quiz's graph as one JSON value of a statement: its activities (with their random slots) in order, each with its
 * items in order, each item with its options in order. A save answers with the quiz it wrote and a student's start
 * builds its version from it while the site is busy (issue 63): each wait for the database is a turn behind every
 * other request of the process, so the graph is one round trip, not three, and rides in the quiz row's statement.
 */
export const quizGraph = (db: Db, quizId: number | Expression<number>) =>
  jsonArrayFrom(
    db
      .selectFrom('quiz_activities as a')
      .select((eb) => [
        'a.id',
        'a.title',
        'a.sort_index',
        'a.random_slots',
        jsonArrayFrom(
          eb
            .selectFrom('quiz_items as i')
            .selectAll('i')
            .select((inner) =>
              jsonArrayFrom(
                inner
                  .selectFrom('quiz_item_options as o')
                  .select(['o.id', 'o.item_id', 'o.text', 'o.feedback', 'o.picture'])
                  .whereRef('o.item_id', '=', 'i.id')
                  .orderBy('o.sort_index')
                  .orderBy('o.id'),
              ).as('options'),
            )
            .whereRef('i.activity_id', '=', 'a.id')
            .orderBy('i.sort_index')
            .orderBy('i.id'),
        ).as('items'),
      ])
      .where('a.quiz_id', '=', quizId)
      .orderBy('a.sort_index')
      .orderBy('a.id'),
  );

/** The graph's JSON as the rows of its three tables, each in the quiz's order. */
export function graphRows(graph: GraphJson) {
  const activities = graph.map(({ id, title, sort_index, random_slots }) => ({
    id,
    title,
    sort_index,
    random_slots,
  }));
  const items = graph.flatMap((activity) => activity.items.map(({ options: _options, ...item }) => item));
  const options = graph.flatMap((activity) => activity.items.flatMap((item) => item.options));
  return { activities, items, options };
}

/** The graph as the statement gives it. */
export type GraphJson = ReturnType<typeof quizGraph> extends RawBuilder<infer Graph> ? Graph : never;

/** Reads a quiz's graph in one statement. */
export async function readQuizGraphRows(db: Db, quizId: number) {
  const { graph } = await db
    .selectNoFrom(() => [quizGraph(db, quizId).as('graph')])
    .executeTakeFirstOrThrow();
  return graphRows(graph);
}
