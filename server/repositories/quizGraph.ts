/**
 * Writes a quiz from a create/edit payload, inside the caller's transaction. On edit the stored activities, items
 * and options are matched by id: kept ones are updated in place (students' answers name item and option ids),
 * missing ones deleted, new ones inserted. Ids that do not belong to this quiz are refused, not adopted.
 */
import type { Kysely, Transaction } from 'kysely';
import { ITEM_TYPE, type QuizKind } from '../../src/domain/quiz';
import type { OptionRef, PayloadItem, QuizPayload } from '../../src/domain/quizPayload';
import type { Database } from '../db/database';

type Trx = Transaction<Database> | Kysely<Database>;

/** A payload that names something not in this quiz (or not in the store). */
export class QuizGraphError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'QuizGraphError';
  }
}

export const GRAPH_MESSAGES = {
  unknownActivity: 'This activity is not part of the quiz',
  unknownItem: 'This item is not part of the quiz',
  unknownOption: 'This option is not part of the question',
  unknownSubject: 'Unknown subject',
  unknownArticle: 'Unknown article',
} as const;

/** Stored in seconds; the payload speaks minutes. */
const seconds = (minutes: number | null) => (minutes === null ? null : Math.round(minutes * 60));

function quizColumns(payload: QuizPayload, kind: QuizKind) {
  return {
    title: payload.title,
    article_id: kind === 'library' || kind === 'user' ? null : payload.article,
    quiz_type: kind === 'library' ? (payload.quizType ?? 'textbook') : null,
    is_graded: payload.isGraded,
    start_date: payload.startDate,
    end_date: payload.endDate,
    duration: seconds(payload.duration),
    show_caption: payload.showCaption,
    restrict_non_institutional: payload.restrictNonInstitutional,
  };
}

async function checkReferences(trx: Trx, payload: QuizPayload, kind: QuizKind): Promise<void> {
  const tagIds = [...new Set(payload.tags)];
  if (tagIds.length > 0) {
    const found = await trx.selectFrom('tags').select('id').where('id', 'in', tagIds).execute();
    if (found.length !== tagIds.length) throw new QuizGraphError('tags', GRAPH_MESSAGES.unknownSubject);
  }
  const articleIds = new Set<number>();
  if (payload.article !== null && kind !== 'library' && kind !== 'user') articleIds.add(payload.article);
  for (const activity of payload.activities)
    for (const item of activity.items)
      if (item.type === ITEM_TYPE.video && item.article !== null) articleIds.add(item.article);
  if (articleIds.size > 0) {
    const found = await trx
      .selectFrom('articles')
      .select('id')
      .where('id', 'in', [...articleIds])
      .execute();
    if (found.length !== articleIds.size) throw new QuizGraphError('article', GRAPH_MESSAGES.unknownArticle);
  }
}

async function writeTags(trx: Trx, quizId: number, tags: readonly number[]): Promise<void> {
  await trx.deleteFrom('quiz_tags').where('quiz_id', '=', quizId).execute();
  const unique = [...new Set(tags)];
  if (unique.length > 0)
    await trx
      .insertInto('quiz_tags')
      .values(unique.map((tag_id) => ({ quiz_id: quizId, tag_id })))
      .execute();
}

export interface SaveActor {
  readonly userId: number;
  readonly now: Date;
}

/** Inserts a new quiz of `kind` with its whole graph; returns its id. */
export async function insertQuiz(
  trx: Trx,
  kind: QuizKind,
  payload: QuizPayload,
  owner: number | null,
  actor: SaveActor,
): Promise<number> {
  await checkReferences(trx, payload, kind);
  const { id } = await trx
    .insertInto('quizzes')
    .values({
      kind,
      ...quizColumns(payload, kind),
      owner_user_id: owner,
      created_at: actor.now,
      updated_at: actor.now,
      version: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeTags(trx, id, payload.tags);
  await writeActivities(trx, id, payload, 'create');
  await trx
    .insertInto('quiz_revisions')
    .values({ quiz_id: id, version: 1, saved_by: actor.userId, saved_at: actor.now })
    .execute();
  return id;
}

/**
 * Saves an edit made on `payload.version`. Returns false when the stored quiz has moved on (a conflict); the
 * version check and the increment are one UPDATE, so two saves of the same version cannot both win.
 */
export async function updateQuiz(
  trx: Trx,
  kind: QuizKind,
  id: number,
  payload: QuizPayload & { version: number },
  actor: SaveActor,
): Promise<boolean> {
  const updated = await trx
    .updateTable('quizzes')
    .set((eb) => ({ ...quizColumns(payload, kind), updated_at: actor.now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('kind', '=', kind)
    .where('version', '=', payload.version)
    .returning('version')
    .executeTakeFirst();
  if (!updated) return false;
  await checkReferences(trx, payload, kind);
  await writeTags(trx, id, payload.tags);
  await writeActivities(trx, id, payload, 'edit');
  await trx
    .insertInto('quiz_revisions')
    .values({ quiz_id: id, version: updated.version, saved_by: actor.userId, saved_at: actor.now })
    .execute();
  return true;
}

interface StoredGraph {
  readonly activityIds: ReadonlySet<number>;
  readonly itemIds: ReadonlySet<number>;
  readonly optionItem: ReadonlyMap<number, number>;
}

async function storedGraph(trx: Trx, quizId: number): Promise<StoredGraph> {
  const activities = await trx
    .selectFrom('quiz_activities')
    .select('id')
    .where('quiz_id', '=', quizId)
    .execute();
  const activityIds = new Set(activities.map((a) => a.id));
  const items =
    activityIds.size === 0
      ? []
      : await trx
          .selectFrom('quiz_items')
          .select('id')
          .where('activity_id', 'in', [...activityIds])
          .execute();
  const itemIds = new Set(items.map((i) => i.id));
  const options =
    itemIds.size === 0
      ? []
      : await trx
          .selectFrom('quiz_item_options')
          .select(['id', 'item_id'])
          .where('item_id', 'in', [...itemIds])
          .execute();
  return { activityIds, itemIds, optionItem: new Map(options.map((o) => [o.id, o.item_id])) };
}

async function writeActivities(trx: Trx, quizId: number, payload: QuizPayload, action: 'create' | 'edit') {
  const stored = action === 'edit' ? await storedGraph(trx, quizId) : undefined;
  const keptActivities = new Set<number>();
  const keptItems = new Set<number>();
  payload.activities.forEach((activity, a) => {
    if (activity.id !== undefined && !stored?.activityIds.has(activity.id))
      throw new QuizGraphError(`activities.${a}.id`, GRAPH_MESSAGES.unknownActivity);
    if (activity.id !== undefined) keptActivities.add(activity.id);
    activity.items.forEach((item, i) => {
      if (item.id !== undefined && !stored?.itemIds.has(item.id))
        throw new QuizGraphError(`activities.${a}.items.${i}.id`, GRAPH_MESSAGES.unknownItem);
      if (item.id !== undefined) keptItems.add(item.id);
    });
  });
  if (stored) {
    const goneItems = [...stored.itemIds].filter((id) => !keptItems.has(id));
    if (goneItems.length > 0) await trx.deleteFrom('quiz_items').where('id', 'in', goneItems).execute();
  }

  let questionOrder = 0;
  for (const [a, activity] of payload.activities.entries()) {
    const values = { title: activity.title, sort_index: a + 1 };
    let activityId = activity.id;
    if (activityId === undefined)
      activityId = (
        await trx
          .insertInto('quiz_activities')
          .values({ quiz_id: quizId, ...values })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    else await trx.updateTable('quiz_activities').set(values).where('id', '=', activityId).execute();
    for (const [i, item] of activity.items.entries()) {
      const order = item.type === ITEM_TYPE.video ? null : ++questionOrder;
      await writeItem(trx, activityId, item, i + 1, order, stored, `activities.${a}.items.${i}`);
    }
  }
  // Last, so items moved out of a removed activity have left it before its rows cascade away.
  const goneActivities = [...(stored?.activityIds ?? [])].filter((id) => !keptActivities.has(id));
  if (goneActivities.length > 0)
    await trx.deleteFrom('quiz_activities').where('id', 'in', goneActivities).execute();
}

async function writeItem(
  trx: Trx,
  activityId: number,
  item: PayloadItem,
  sortIndex: number,
  questionOrder: number | null,
  stored: StoredGraph | undefined,
  field: string,
): Promise<void> {
  const isVideo = item.type === ITEM_TYPE.video;
  const values = {
    activity_id: activityId,
    sort_index: sortIndex,
    type: item.type,
    title: item.title,
    image: isVideo ? null : item.image,
    is_multiple: isVideo ? false : item.isMultiple,
    article_id: isVideo ? item.article : null,
    question_order: questionOrder,
  };
  let itemId = item.id;
  if (itemId === undefined)
    itemId = (
      await trx
        .insertInto('quiz_items')
        .values({ ...values, right_answer: '[]' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  else await trx.updateTable('quiz_items').set(values).where('id', '=', itemId).execute();

  const refs = new Map<OptionRef, number>();
  const options = isVideo ? [] : item.textOptions;
  const kept = new Set<number>();
  for (const option of options)
    if (typeof option.id === 'number') {
      if (stored?.optionItem.get(option.id) !== itemId)
        throw new QuizGraphError(`${field}.textOptions`, GRAPH_MESSAGES.unknownOption);
      kept.add(option.id);
    }
  if (item.id !== undefined) {
    let gone = trx.deleteFrom('quiz_item_options').where('item_id', '=', itemId);
    if (kept.size > 0) gone = gone.where('id', 'not in', [...kept]);
    await gone.execute();
  }
  for (const [o, option] of options.entries()) {
    if (typeof option.id === 'number') {
      await trx
        .updateTable('quiz_item_options')
        .set({ text: option.text, sort_index: o })
        .where('id', '=', option.id)
        .execute();
      refs.set(option.id, option.id);
    } else {
      const { id } = await trx
        .insertInto('quiz_item_options')
        .values({ item_id: itemId, text: option.text, sort_index: o })
        .returning('id')
        .executeTakeFirstOrThrow();
      refs.set(option.id, id);
    }
  }
  const rightAnswer = isVideo ? [] : item.rightAnswer.map((ref) => refs.get(ref)!);
  await trx
    .updateTable('quiz_items')
    .set({ right_answer: JSON.stringify(rightAnswer) })
    .where('id', '=', itemId)
    .execute();
}
