/**
 * Rebuilding a section quiz of the library: its activities are regenerated from its section's articles, newest
 * first — one activity per article, the article's video followed by the questions of the article's template
 * quiz (when it has one). The quiz is marked processing (processStatus 0) while queued and ready (1) after.
 */
import type { Kysely, Transaction } from 'kysely';
import { PROCESS_STATUS, REBUILD_TYPE_PRODUCTS } from '../db/contentTables';
import type { Database } from '../db/database';

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

async function copyTemplateQuestions(trx: Transaction<Database>, articleId: number, activityId: number) {
  const template = await trx
    .selectFrom('quizzes')
    .select('id')
    .where('kind', '=', 'template')
    .where('article_id', '=', articleId)
    .orderBy('id')
    .executeTakeFirst();
  if (!template) return [];
  return trx
    .selectFrom('quiz_items as i')
    .innerJoin('quiz_activities as a', 'a.id', 'i.activity_id')
    .select(['i.id', 'i.title', 'i.is_multiple', 'i.right_answer', 'i.image'])
    .where('a.quiz_id', '=', template.id)
    .where('i.type', '=', 2)
    .orderBy('a.sort_index')
    .orderBy('i.sort_index')
    .execute()
    .then((items) => items.map((item) => ({ ...item, activityId })));
}

/** Regenerates the quiz's activities in one transaction and marks it ready. */
export async function rebuildSectionQuiz(db: Kysely<Database>, quizId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
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

    await trx.deleteFrom('quiz_activities').where('quiz_id', '=', quizId).execute();
    let questionOrder = 0;
    for (const [index, article] of articles.entries()) {
      const { id: activityId } = await trx
        .insertInto('quiz_activities')
        .values({ quiz_id: quizId, title: article.title, sort_index: index })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('quiz_items')
        .values({
          activity_id: activityId,
          sort_index: 0,
          type: 1,
          title: article.title,
          right_answer: '[]',
          article_id: article.id,
        })
        .execute();
      const questions = await copyTemplateQuestions(trx, article.id, activityId);
      for (const [position, question] of questions.entries()) {
        const { id: itemId } = await trx
          .insertInto('quiz_items')
          .values({
            activity_id: activityId,
            sort_index: position + 1,
            type: 2,
            title: question.title,
            image: question.image,
            is_multiple: question.is_multiple,
            right_answer: '[]',
            question_order: ++questionOrder,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const options = await trx
          .selectFrom('quiz_item_options')
          .select(['id', 'text', 'sort_index'])
          .where('item_id', '=', question.id)
          .orderBy('sort_index')
          .execute();
        const copies =
          options.length === 0
            ? []
            : await trx
                .insertInto('quiz_item_options')
                .values(options.map((o) => ({ item_id: itemId, text: o.text, sort_index: o.sort_index })))
                .returning(['id', 'sort_index'])
                .execute();
        const newId = new Map(
          options.map((o) => [o.id, copies.find((c) => c.sort_index === o.sort_index)?.id]),
        );
        const right = question.right_answer.flatMap((id) => newId.get(id) ?? []);
        await trx
          .updateTable('quiz_items')
          .set({ right_answer: JSON.stringify(right) })
          .where('id', '=', itemId)
          .execute();
      }
    }
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
