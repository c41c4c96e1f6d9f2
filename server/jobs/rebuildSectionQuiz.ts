/**
 * Rebuilding a section quiz of the library: its activities are regenerated from its section's articles, newest
 * first — one activity per article, the article's video followed by the questions of the article's template
 * quiz (when it has one), copied whole. The quiz is marked processing (processStatus 0) while queued and ready (1)
 * after.
 */
import type { Kysely, Transaction } from 'kysely';
import { PROCESS_STATUS, REBUILD_TYPE_PRODUCTS } from '../db/contentTables';
import type { Database } from '../db/database';
import { ITEM_TYPE, type QuizItem } from '../../src/domain/quiz/quiz';
import { itemCopy, type PayloadActivity, type PayloadItem } from '../../src/domain/quiz/quizPayload';
import { videoIndexOf } from '../../src/domain/quiz/videoMoments/videoMoments';
import { videoField } from '../../src/domain/quiz/videoMoments/videoMomentFields';
import { insertActivities } from '../repositories/quiz/quizGraph';
import { loadActivities } from '../repositories/quiz/quizzes';

/** Activities of a rebuilt quiz: the section's newest articles, at most this many. */
export const MAX_ARTICLES_PER_QUIZ = 10;

export class RebuildError extends Error {}

type Db = Kysely<Database> | Transaction<Database>;

export async function findSectionQuiz(db: Db, quizId: number) {
  return db
    .selectFrom('quizzes')
    .select(['id', 'title', 'section_id', 'process_status'])
    .where('id', '=', quizId)
    .where('kind', '=', 'library')
    .where('quiz_type', '=', 'section')
    .where('section_id', 'is not', null)
    .executeTakeFirst();
}

export async function setProcessStatus(db: Db, quizIds: readonly number[], status: number): Promise<void> {
  if (quizIds.length === 0) return;
  await db.updateTable('quizzes').set({ process_status: status }).where('id', 'in', quizIds).execute();
}

/** The first template quiz made for the article, if any: its questions go into the article's activity. */
async function templateOf(trx: Transaction<Database>, articleId: number) {
  return trx
    .selectFrom('quizzes')
    .select('id')
    .where('kind', '=', 'template')
    .where('article_id', '=', articleId)
    .orderBy('id')
    .executeTakeFirst();
}

/**
 * The article's activity: its video, then its template's questions, each copied as the editor's copy saves it
 * (`itemCopy`: type, definition, points, feedback, hints, versions, options with their feedback and pictures, right
 * answers following the new options), so nothing of a question is lost and no column is listed here.
 */
async function articleActivity(
  trx: Transaction<Database>,
  article: { readonly id: number; readonly title: string },
  sortIndex: number,
): Promise<PayloadActivity> {
  const template = await templateOf(trx, article.id);
  const activities = template ? await loadActivities(trx, template.id) : [];
  const isArticleVideo = (item: QuizItem | undefined) =>
    item?.type === ITEM_TYPE.video && item.article?.id === article.id;
  // The rebuilt activity's video is the article's. A moment is a second of the video above its question in the
  // template (ADR 337), and so a second of the article's video only when that video is the article: such a question
  // keeps its moment, and the activity's video takes that video item's settings, chapters and notes (ADR 341).
  // A question under another video, or under none, is asked beside the video.
  const templateVideo = activities.flatMap((activity) => activity.items).find(isArticleVideo);
  const questions = activities.flatMap((activity) =>
    activity.items.flatMap((item, index) => {
      if (item.type === ITEM_TYPE.video) return [];
      const copy = itemCopy(item, 0);
      if (isArticleVideo(activity.items[videoIndexOf(activity.items, index)])) return [copy];
      const { moment: _seconds, ...beside } = copy;
      return [beside];
    }),
  );
  const video: PayloadItem = {
    article: article.id,
    sortIndex: 1,
    title: article.title,
    type: ITEM_TYPE.video,
    isMultiple: false,
    rightAnswer: [],
    image: null,
    textOptions: [],
    ...videoField(templateVideo?.video),
  };
  return {
    title: article.title,
    sortIndex,
    items: [video, ...questions].map((item, index) => ({ ...item, sortIndex: index + 1 })),
  };
}

/** Regenerates the quiz's activities in one transaction and marks it ready. */
export async function rebuildSectionQuiz(db: Kysely<Database>, quizId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The quiz's row is held until the rebuild commits: a second rebuild sent meanwhile (the route and the job, or
    // two clicks) waits, then replaces this one's activities instead of adding its own beside them.
    await trx.selectFrom('quizzes').select('id').where('id', '=', quizId).forUpdate().execute();
    const quiz = await findSectionQuiz(trx, quizId);
    if (!quiz?.section_id) throw new RebuildError(`Quiz ${quizId} is not a section quiz of the library`);
    const articles = await trx
      .selectFrom('articles')
      .select(['id', 'title'])
      .where('section_id', '=', quiz.section_id)
      // A library quiz is built of offered articles only (ADR 314).
      .where('status', '=', 'published')
      .orderBy('published_at', 'desc')
      .orderBy('id')
      .limit(MAX_ARTICLES_PER_QUIZ)
      .execute();

    const activities: PayloadActivity[] = [];
    // One after another: a transaction is one connection.
    for (const [index, article] of articles.entries())
      activities.push(await articleActivity(trx, article, index + 1));
    await trx.deleteFrom('quiz_activities').where('quiz_id', '=', quizId).execute();
    await insertActivities(trx, quizId, activities);
    await trx
      .updateTable('quizzes')
      .set((eb) => ({
        process_status: PROCESS_STATUS.ready,
        updated_at: now,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', quizId)
      .execute();
  });
}

export type RebuildType = keyof typeof REBUILD_TYPE_PRODUCTS;

export interface LibraryPlan {
  /** Section quizzes to rebuild (existing ones when rebuilding all, plus the ones just created). */
  readonly quizIds: number[];
  readonly created: number;
}

/**
 * The sections of the chosen section (itself and its children) whose product the rebuild type covers. With
 * `isAllUpdate` every existing section quiz is rebuilt; missing section quizzes are always created (empty,
 * processing) and built.
 */
export async function planLibraryRebuild(
  db: Kysely<Database>,
  input: { type: RebuildType; isAllUpdate: boolean; sectionId: number; ownerUserId: number | null },
  now: Date,
  queue: (trx: Kysely<Database>, quizIds: readonly number[]) => Promise<void>,
): Promise<LibraryPlan> {
  return db.transaction().execute(async (trx) => {
    const products = REBUILD_TYPE_PRODUCTS[input.type];
    const sections = await trx
      .selectFrom('sections')
      .select(['id', 'title'])
      .where((eb) => eb.or([eb('id', '=', input.sectionId), eb('parent_id', '=', input.sectionId)]))
      .where('product', 'in', [...products])
      .orderBy('sort_index')
      .orderBy('id')
      .execute();
    const sectionIds = sections.map((s) => s.id);
    const existing =
      sectionIds.length === 0
        ? []
        : await trx
            .selectFrom('quizzes')
            .select(['id', 'section_id'])
            .where('kind', '=', 'library')
            .where('quiz_type', '=', 'section')
            .where('section_id', 'in', sectionIds)
            .execute();
    const covered = new Set(existing.map((q) => q.section_id));
    const quizIds = input.isAllUpdate ? existing.map((q) => q.id) : [];
    let created = 0;
    for (const section of sections.filter((s) => !covered.has(s.id))) {
      const { id } = await trx
        .insertInto('quizzes')
        .values({
          kind: 'library',
          quiz_type: 'section',
          section_id: section.id,
          title: `${section.title} Section Quiz`,
          is_graded: true,
          process_status: PROCESS_STATUS.processing,
          owner_user_id: input.ownerUserId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      quizIds.push(id);
      created++;
    }
    await setProcessStatus(trx, quizIds, PROCESS_STATUS.processing);
    // The quizzes' jobs are queued in the same transaction: a quiz is never left processing without a job that
    // will rebuild it (or set it ready after its last attempt), whatever fails or stops in between (ADR 071).
    await queue(trx, quizIds);
    return { quizIds, created };
  });
}
