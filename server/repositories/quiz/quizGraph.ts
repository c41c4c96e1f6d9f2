/**
 * Writes a quiz from a create/edit payload, inside the caller's transaction. On edit the stored activities, items
 * and options are matched by id: kept ones are updated in place (students' answers name item and option ids),
 * missing ones deleted, new ones inserted. Ids that do not belong to this quiz are refused, not adopted.
 */
import { firstQuizEvent } from '../../moengage/moengageTriggers';
import { sql, type Kysely, type Transaction } from 'kysely';
import { ITEM_TYPE, type QuizKind } from '../../../src/domain/quiz/quiz';
import type { OptionRef, PayloadActivity, QuizPayload } from '../../../src/domain/quiz/quizPayload';
import type { NewQuizActivity, NewQuizItem, NewQuizItemOption } from '../../db/contentTables';
import type { Database } from '../../db/database';
import { yieldToLoop } from '../../db/yieldToLoop';
import { DEFAULT_QUESTION_TYPE } from '../../../src/questionTypes/shared/domain/registry';
import { isTextBlock } from '../../../src/questionTypes/textBlock/domain/textBlock';
import { isOffered } from '../../../src/domain/publish/articleLifecycle';
import { videoMomentFields } from '../../../src/domain/quiz/videoMoments/videoMomentFields';
import {
  keptOutcomeFeedback,
  type OutcomeFeedback,
} from '../../../src/domain/quiz/outcomeFeedback/outcomeFeedback';

/** The column a question's outcome feedback is stored in (ADR 404): its texts, or null for none. */
const outcomeFeedbackColumn = (feedback: OutcomeFeedback | undefined): string | null => {
  const kept = keptOutcomeFeedback(feedback);
  return kept ? JSON.stringify(kept) : null;
};

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

/** What an edited quiz pointed at before the save: its own article and each stored item's. */
interface KeptArticles {
  readonly quizId: number;
  readonly quizArticle: number | null;
}

async function checkReferences(
  trx: Trx,
  payload: QuizPayload,
  kind: QuizKind,
  kept?: KeptArticles,
): Promise<void> {
  const tagIds = [...new Set(payload.tags)];
  if (tagIds.length > 0) {
    const found = await trx.selectFrom('tags').select('id').where('id', 'in', tagIds).execute();
    if (found.length !== tagIds.length) throw new QuizGraphError('tags', GRAPH_MESSAGES.unknownSubject);
  }
  const quizArticle =
    payload.article !== null && kind !== 'library' && kind !== 'user' ? payload.article : null;
  const articleIds = new Set<number>();
  if (quizArticle !== null) articleIds.add(quizArticle);
  for (const activity of payload.activities)
    for (const item of activity.items)
      if (item.type === ITEM_TYPE.video && item.article !== null) articleIds.add(item.article);
  if (articleIds.size > 0) {
    const found = await trx
      .selectFrom('articles')
      .select(['id', 'status'])
      .where('id', 'in', [...articleIds])
      .execute();
    if (found.length !== articleIds.size) throw new QuizGraphError('article', GRAPH_MESSAGES.unknownArticle);
    const notOffered = new Set(found.filter((article) => !isOffered(article.status)).map((a) => a.id));
    if (notOffered.size > 0) await checkStillHeld(trx, payload, quizArticle, notOffered, kept);
  }
}

/**
 * Only offered articles may be added (ADR 314); one taken down after the quiz used it stays where it was (its
 * item shows it unavailable) but is as unknown as a missing one anywhere new.
 */
async function checkStillHeld(
  trx: Trx,
  payload: QuizPayload,
  quizArticle: number | null,
  notOffered: ReadonlySet<number>,
  kept: KeptArticles | undefined,
): Promise<void> {
  const refused = () => new QuizGraphError('article', GRAPH_MESSAGES.unknownArticle);
  if (quizArticle !== null && notOffered.has(quizArticle) && kept?.quizArticle !== quizArticle)
    throw refused();
  const stored = kept ? await storedItemArticles(trx, kept.quizId) : new Map<number, number | null>();
  for (const activity of payload.activities)
    for (const item of activity.items) {
      if (item.type !== ITEM_TYPE.video || item.article === null || !notOffered.has(item.article)) continue;
      if (item.id === undefined || stored.get(item.id) !== item.article) throw refused();
    }
}

async function storedItemArticles(trx: Trx, quizId: number): Promise<Map<number, number | null>> {
  const rows = await trx
    .selectFrom('quiz_items as i')
    .innerJoin('quiz_activities as a', 'a.id', 'i.activity_id')
    .select(['i.id', 'i.article_id'])
    .where('a.quiz_id', '=', quizId)
    .execute();
  return new Map(rows.map((row) => [row.id, row.article_id]));
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
  await firstQuizEvent(trx, { id, kind, ownerId: owner }, actor.now);
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
  // The article it had before this save: one taken down since may stay (ADR 314). Read in the same statement as
  // the update (ADR 394): every part of a statement sees the rows as they were when it began.
  const updated = await trx
    .with('before', (db) => db.selectFrom('quizzes').select(['id', 'article_id']).where('id', '=', id))
    .updateTable('quizzes')
    .from('before')
    .set((eb) => ({
      ...quizColumns(payload, kind),
      updated_at: actor.now,
      version: eb('quizzes.version', '+', 1),
    }))
    .whereRef('before.id', '=', 'quizzes.id')
    .where('quizzes.id', '=', id)
    .where('quizzes.kind', '=', kind)
    .where('quizzes.version', '=', payload.version)
    .returning(['quizzes.version', 'before.article_id as articleBefore'])
    .executeTakeFirst();
  if (!updated) return false;
  await checkReferences(trx, payload, kind, { quizId: id, quizArticle: updated.articleBefore });
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

/** The stored graph's ids in one statement: a save asks the store once, not once a level (ADR 394). */
async function storedGraph(trx: Trx, quizId: number): Promise<StoredGraph> {
  const rows = await trx
    .selectFrom('quiz_activities as a')
    .leftJoin('quiz_items as i', 'i.activity_id', 'a.id')
    .leftJoin('quiz_item_options as o', 'o.item_id', 'i.id')
    .select(['a.id as activity', 'i.id as item', 'o.id as option'])
    .where('a.quiz_id', '=', quizId)
    .execute();
  const activityIds = new Set<number>();
  const itemIds = new Set<number>();
  const optionItem = new Map<number, number>();
  for (const row of rows) {
    activityIds.add(row.activity);
    if (row.item !== null) itemIds.add(row.item);
    if (row.option !== null && row.item !== null) optionItem.set(row.option, row.item);
  }
  return { activityIds, itemIds, optionItem };
}

/**
 * Rows and text per statement. PostgreSQL takes at most 65,535 bind parameters per statement; PGlite runs each
 * statement on the event loop (about 10 ms for 25 rows or 32 KB of text on a 2-core machine, 30 ms when it is
 * busy) and the loop gets a turn between statements, so a quiz of thousands of questions (an import) holds other
 * requests no longer than one statement (ADR 102).
 */
const ROWS_PER_STATEMENT = 25;
const TEXT_PER_STATEMENT = 32 * 1024;

/** The rows in statement-sized chunks: at most ROWS_PER_STATEMENT rows and about TEXT_PER_STATEMENT of text. */
function chunks<T>(rows: readonly T[], textOf: (row: T) => string = () => ''): T[][] {
  const result: T[][] = [];
  let chunk: T[] = [];
  let text = 0;
  for (const row of rows) {
    const length = textOf(row).length;
    if (chunk.length > 0 && (chunk.length >= ROWS_PER_STATEMENT || text + length > TEXT_PER_STATEMENT)) {
      result.push(chunk);
      chunk = [];
      text = 0;
    }
    chunk.push(row);
    text += length;
  }
  if (chunk.length > 0) result.push(chunk);
  return result;
}

const IDS_PER_STATEMENT = 500;

/** Fresh ids from a table's serial sequence, so rows can refer to each other before they are written. */
async function allocateIds(
  trx: Trx,
  table: 'quiz_activities' | 'quiz_items' | 'quiz_item_options',
  count: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (let taken = 0; taken < count; taken += IDS_PER_STATEMENT) {
    await yieldToLoop();
    const { rows } = await sql<{ id: number }>`
      select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id
      from generate_series(1, ${Math.min(IDS_PER_STATEMENT, count - taken)})
    `.execute(trx);
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

function checkIds(payload: Pick<QuizPayload, 'activities'>, stored: StoredGraph | undefined) {
  const keptActivities = new Set<number>();
  const keptItems = new Set<number>();
  const keptOptions = new Set<number>();
  payload.activities.forEach((activity, a) => {
    if (activity.id !== undefined && !stored?.activityIds.has(activity.id))
      throw new QuizGraphError(`activities.${a}.id`, GRAPH_MESSAGES.unknownActivity);
    if (activity.id !== undefined) keptActivities.add(activity.id);
    activity.items.forEach((item, i) => {
      const field = `activities.${a}.items.${i}`;
      if (item.id !== undefined && !stored?.itemIds.has(item.id))
        throw new QuizGraphError(`${field}.id`, GRAPH_MESSAGES.unknownItem);
      if (item.id !== undefined) keptItems.add(item.id);
      if (item.type === ITEM_TYPE.video) return;
      for (const option of item.textOptions) {
        if (typeof option.id !== 'number') continue;
        // A stored option stays with its question: it cannot be adopted by another item.
        if (item.id === undefined || stored?.optionItem.get(option.id) !== item.id)
          throw new QuizGraphError(`${field}.textOptions`, GRAPH_MESSAGES.unknownOption);
        keptOptions.add(option.id);
      }
    });
  });
  return { keptActivities, keptItems, keptOptions };
}

/**
 * Adds activities to a stored quiz as a new quiz's save writes them: every row new, its options' references and
 * the right answers naming them resolved to the new options' ids. A server-made copy (a rebuilt section quiz)
 * writes through it, so the columns of an item are known in one place.
 */
export async function insertActivities(trx: Trx, quizId: number, activities: readonly PayloadActivity[]) {
  await writeActivities(trx, quizId, { activities: [...activities] }, 'create');
}

/**
 * The whole graph in a fixed number of statements whatever its size: ids for new rows are taken from the
 * sequences first, then activities, items and options are upserted in batches, and what the payload no longer
 * has is deleted.
 */
async function writeActivities(
  trx: Trx,
  quizId: number,
  payload: Pick<QuizPayload, 'activities'>,
  action: 'create' | 'edit',
) {
  const stored = action === 'edit' ? await storedGraph(trx, quizId) : undefined;
  const kept = checkIds(payload, stored);
  const activities = payload.activities;
  const items = activities.flatMap((activity) => activity.items);
  const newOptionCount = items.reduce(
    (n, item) =>
      n +
      (item.type === ITEM_TYPE.video ? 0 : item.textOptions.filter((o) => typeof o.id !== 'number').length),
    0,
  );
  // One after another: a transaction is one connection.
  const activityIds = await allocateIds(
    trx,
    'quiz_activities',
    activities.filter((a) => a.id === undefined).length,
  );
  const itemIds = await allocateIds(trx, 'quiz_items', items.filter((i) => i.id === undefined).length);
  const optionIds = await allocateIds(trx, 'quiz_item_options', newOptionCount);
  const next = { activity: 0, item: 0, option: 0 };

  const activityRows: NewQuizActivity[] = [];
  const itemRows: NewQuizItem[] = [];
  const optionRows: NewQuizItemOption[] = [];
  let questionOrder = 0;
  activities.forEach((activity, a) => {
    const activityId = activity.id ?? activityIds[next.activity++]!;
    activityRows.push({
      id: activityId,
      quiz_id: quizId,
      title: activity.title,
      sort_index: a + 1,
      random_slots: JSON.stringify(activity.randomSlots ?? []),
    });
    activity.items.forEach((item, i) => {
      const itemId = item.id ?? itemIds[next.item++]!;
      const isVideo = item.type === ITEM_TYPE.video;
      const { moment, video } = videoMomentFields(item);
      const refs = new Map<OptionRef, number>();
      (isVideo ? [] : item.textOptions).forEach((option, o) => {
        const optionId = typeof option.id === 'number' ? option.id : optionIds[next.option++]!;
        refs.set(option.id, optionId);
        optionRows.push({
          id: optionId,
          item_id: itemId,
          text: option.text,
          sort_index: o,
          feedback: option.feedback ?? '',
          picture: option.picture ? JSON.stringify(option.picture) : null,
        });
      });
      itemRows.push({
        id: itemId,
        activity_id: activityId,
        sort_index: i + 1,
        type: item.type,
        title: item.title,
        image: isVideo ? null : item.image,
        is_multiple: isVideo ? false : item.isMultiple,
        right_answer: JSON.stringify(isVideo ? [] : item.rightAnswer.map((ref) => refs.get(ref)!)),
        article_id: isVideo ? item.article : null,
        // A text block is not a question: it has no number (ADR 260).
        question_order: isVideo || isTextBlock(item) ? null : ++questionOrder,
        needs_review: !isVideo && item.needsReview === true,
        // ADR 195/196: absent fields are a 1-point choice question with no feedback.
        question_type: isVideo ? DEFAULT_QUESTION_TYPE : (item.questionType ?? DEFAULT_QUESTION_TYPE),
        points: isVideo ? 1 : (item.points ?? 1),
        feedback: isVideo ? '' : (item.feedback ?? ''),
        definition: JSON.stringify(isVideo ? {} : (item.definition ?? {})),
        hints: JSON.stringify(isVideo ? [] : (item.hints ?? [])),
        outcome_feedback: isVideo ? null : outcomeFeedbackColumn(item.outcomeFeedback),
        versions: JSON.stringify(isVideo ? [] : (item.versions ?? [])),
        // ADR 337: a question's moment, a video's settings; a video's moment is refused on save, a question's
        // settings are not kept.
        moment: moment ? JSON.stringify(moment) : null,
        video_settings: video ? JSON.stringify(video) : null,
      });
    });
  });

  if (stored) {
    const goneItems = [...stored.itemIds].filter((id) => !kept.keptItems.has(id));
    for (const chunk of chunks(goneItems)) {
      await yieldToLoop();
      await trx.deleteFrom('quiz_items').where('id', 'in', chunk).execute();
    }
    const goneOptions = [...stored.optionItem.keys()].filter((id) => !kept.keptOptions.has(id));
    for (const chunk of chunks(goneOptions)) {
      await yieldToLoop();
      await trx.deleteFrom('quiz_item_options').where('id', 'in', chunk).execute();
    }
  }
  for (const chunk of chunks(activityRows, (row) => row.title)) {
    await yieldToLoop();
    await trx
      .insertInto('quiz_activities')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          sort_index: eb.ref('excluded.sort_index'),
          random_slots: eb.ref('excluded.random_slots'),
        })),
      )
      .execute();
  }
  for (const chunk of chunks(
    itemRows,
    (row) =>
      row.title +
      (row.feedback ?? '') +
      row.definition +
      (row.hints ?? '') +
      (row.outcome_feedback ?? '') +
      (row.versions ?? '') +
      (row.video_settings ?? ''),
  )) {
    await yieldToLoop();
    await trx
      .insertInto('quiz_items')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          activity_id: eb.ref('excluded.activity_id'),
          sort_index: eb.ref('excluded.sort_index'),
          type: eb.ref('excluded.type'),
          title: eb.ref('excluded.title'),
          image: eb.ref('excluded.image'),
          is_multiple: eb.ref('excluded.is_multiple'),
          right_answer: eb.ref('excluded.right_answer'),
          article_id: eb.ref('excluded.article_id'),
          question_order: eb.ref('excluded.question_order'),
          needs_review: eb.ref('excluded.needs_review'),
          question_type: eb.ref('excluded.question_type'),
          points: eb.ref('excluded.points'),
          feedback: eb.ref('excluded.feedback'),
          definition: eb.ref('excluded.definition'),
          hints: eb.ref('excluded.hints'),
          outcome_feedback: eb.ref('excluded.outcome_feedback'),
          versions: eb.ref('excluded.versions'),
          moment: eb.ref('excluded.moment'),
          video_settings: eb.ref('excluded.video_settings'),
        })),
      )
      .execute();
  }
  for (const chunk of chunks(optionRows, (row) => row.text + (row.feedback ?? '') + (row.picture ?? ''))) {
    await yieldToLoop();
    await trx
      .insertInto('quiz_item_options')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          text: eb.ref('excluded.text'),
          sort_index: eb.ref('excluded.sort_index'),
          feedback: eb.ref('excluded.feedback'),
          picture: eb.ref('excluded.picture'),
        })),
      )
      .execute();
  }
  // Last, so items moved out of a removed activity have left it before its rows cascade away.
  const goneActivities = [...(stored?.activityIds ?? [])].filter((id) => !kept.keptActivities.has(id));
  for (const chunk of chunks(goneActivities)) {
    await yieldToLoop();
    await trx.deleteFrom('quiz_activities').where('id', 'in', chunk).execute();
  }
}
