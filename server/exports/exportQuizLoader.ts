/**
 * Loads a quiz as every export format reads it (exportModel.ts): each question's `definition` read by its type's
 * writers (`definition`), with its picture when the type's places are on it (ADR 323); a question of a type no export
 * writes is left out and named in the notes.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { QuizKind } from '../db/contentTables';
import { yieldToLoop } from '../db/yieldToLoop';
import { activitiesInOrder, itemsInOrder, optionsInOrder } from '../repositories/quiz/quizGraphRows';
import { hintsField } from '../../src/domain/quiz/hints/hints';
import { outcomeFeedbackField } from '../../src/domain/quiz/outcomeFeedback/outcomeFeedback';
import type { QuestionVersion } from '../../src/domain/quiz/quiz';
import { pictureField } from '../../src/questionTypes/shared/domain/optionPicture';
import { partialCreditOf } from '../../src/questionTypes/choice/domain/choiceScoring';
import { isOffered } from '../../src/domain/publish/articleLifecycle';
import { questionTypeOf } from '../../src/questionTypes/shared/server/registry';
import type { QuestionKind } from '../../src/questionTypes/shared/server/questionKinds';
import type {
  ExportActivity,
  ExportDraw,
  ExportItem,
  ExportOption,
  ExportQuestion,
  ExportQuiz,
} from './exportModel';
import { questionImages } from './questionImages';

/** The writers of a stored question's type when an export writes it (choice's data are its options). */
const writtenType = (questionType: string) => questionTypeOf(questionType as QuestionKind)?.write;

/** Items (and their options) read per statement: a statement runs on the event loop under PGlite (ADR 102). */
const ITEMS_PER_STATEMENT = 50;

function inChunks<T>(values: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < values.length; i += ITEMS_PER_STATEMENT)
    chunks.push(values.slice(i, i + ITEMS_PER_STATEMENT));
  return chunks;
}

/**
 * Loads a quiz of the given kind with everything an export needs; undefined when there is none. Items and options
 * are read 50 items at a time, the event loop getting a turn between statements, so a quiz of thousands of
 * questions never holds other requests for long.
 */
export async function loadExportQuiz(
  db: Kysely<Database>,
  kind: QuizKind,
  id: number,
): Promise<ExportQuiz | undefined> {
  const quiz = await db
    .selectFrom('quizzes')
    .select(['id', 'kind', 'title', 'duration', 'is_graded', 'owner_user_id'])
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!quiz) return undefined;

  const activities = await activitiesInOrder(db, id).select(['id', 'title', 'random_slots']).execute();
  const activityIds = activities.map((a) => a.id);
  const order = activityIds.length === 0 ? [] : await itemsInOrder(db, activityIds).select('id').execute();
  const itemIds = order.map((i) => i.id);
  const loaded = [];
  const options = [];
  for (const chunk of inChunks(itemIds)) {
    await yieldToLoop();
    loaded.push(
      ...(await db
        .selectFrom('quiz_items')
        .leftJoin('articles', 'articles.id', 'quiz_items.article_id')
        .select([
          'quiz_items.id',
          'quiz_items.activity_id',
          'quiz_items.type',
          'quiz_items.title',
          'quiz_items.image',
          'quiz_items.is_multiple',
          'quiz_items.right_answer',
          'quiz_items.article_id',
          'quiz_items.question_type',
          'quiz_items.definition',
          'quiz_items.points',
          'quiz_items.feedback',
          'quiz_items.outcome_feedback',
          'quiz_items.hints',
          'quiz_items.versions',
          'quiz_items.moment',
          'quiz_items.video_settings',
          'articles.title as article_title',
          'articles.status as article_status',
        ])
        .where('quiz_items.id', 'in', chunk)
        .execute()),
    );
    await yieldToLoop();
    options.push(
      ...(await optionsInOrder(db, chunk).select(['id', 'item_id', 'text', 'feedback', 'picture']).execute()),
    );
  }
  // The questions of the categories the slots draw from, as quiz items are read (their ids never meet a quiz item's).
  const slots = activities.flatMap((a) => a.random_slots);
  const drawn = await bankQuestionRows(db, [...new Set(slots.map((slot) => slot.categoryId))]);
  for (const row of drawn.questions)
    for (const option of row.options)
      options.push({
        id: option.id,
        item_id: row.id,
        text: option.text,
        feedback: option.feedback ?? '',
        picture: option.picture ?? null,
      });
  const byId = new Map(loaded.map((item) => [item.id, item]));
  const items = itemIds.flatMap((id) => byId.get(id) ?? []);
  const articleIds = [...new Set(items.flatMap((i) => (i.article_id === null ? [] : [i.article_id])))];
  const videos =
    articleIds.length === 0
      ? []
      : await db
          .selectFrom('article_videos')
          .select(['article_id', 'cdn_file'])
          .where('article_id', 'in', articleIds)
          .orderBy('id')
          .execute();

  const videoFile = new Map<number, string | null>();
  for (const video of videos)
    if (!videoFile.has(video.article_id)) videoFile.set(video.article_id, video.cdn_file);
  const optionsByItem = new Map<number, ExportOption[]>();
  for (const option of options) {
    const list = optionsByItem.get(option.item_id) ?? [];
    const feedback = option.feedback.trim();
    list.push({
      id: option.id,
      text: option.text,
      ...(feedback !== '' ? { feedback } : {}),
      ...pictureField(option.picture),
    });
    optionsByItem.set(option.item_id, list);
  }

  const leftOut: { id: number; title: string; questionType: string }[] = [];
  const unavailable: { id: number; title: string }[] = [];
  const toItem = (item: (typeof items)[number]): ExportItem[] => {
    if (item.type === 1) {
      if (item.article_id === null) return [];
      // A video taken down (ADR 314) is not carried: the package's notes name it.
      if (item.article_status !== null && !isOffered(item.article_status)) {
        unavailable.push({ id: item.id, title: item.article_title ?? item.title });
        return [];
      }
      const video = {
        articleId: item.article_id,
        title: item.article_title ?? item.title,
        file: videoFile.get(item.article_id) ?? null,
      };
      const settings = item.video_settings ? { settings: item.video_settings } : {};
      return [{ kind: 'video', id: item.id, title: item.title, video, ...settings }];
    }
    const base = {
      kind: 'question' as const,
      id: item.id,
      title: item.title,
      images: questionImages(item.title, item.image),
      points: Number(item.points),
      feedback: item.feedback,
      ...outcomeFeedbackField(item.outcome_feedback),
      ...hintsField(item.hints),
      ...(item.versions.length > 0 ? { versions: item.versions.length + 1 } : {}),
      // ADR 337: a question's moment in the video above it (a bank's question has none).
      ...(item.moment ? { moment: item.moment } : {}),
    };
    const questionType = item.question_type;
    if (questionType !== 'choice') {
      const writers = writtenType(questionType);
      if (!writers?.definition) {
        leftOut.push({ id: item.id, title: item.title, questionType });
        return [];
      }
      const definition = writers.definition(item.definition);
      const image = writers.picture ? { image: item.image?.trim() || null } : {};
      return [{ ...base, questionType, definition, ...image } as ExportQuestion];
    }
    const itemOptions = optionsByItem.get(item.id) ?? [];
    const known = new Set(itemOptions.map((o) => o.id));
    const right = item.right_answer.filter((id) => known.has(id));
    return [
      {
        kind: 'question',
        id: item.id,
        title: item.title,
        isMultiple: item.is_multiple,
        options: itemOptions,
        // A question with no valid right answer keeps its first option as the answer (the editor's default).
        rightAnswer: right.length > 0 ? right : itemOptions.slice(0, 1).map((o) => o.id),
        ...(item.is_multiple && partialCreditOf(item.definition) ? { partialCredit: true as const } : {}),
        images: base.images,
        points: base.points,
        feedback: base.feedback,
        ...outcomeFeedbackField(item.outcome_feedback),
        ...hintsField(base.hints),
        ...(base.versions ? { versions: base.versions } : {}),
        ...(base.moment ? { moment: base.moment } : {}),
      },
    ];
  };

  const exported = activities.map((activity): ExportActivity => {
    const draws = activity.random_slots.flatMap((slot): ExportDraw[] => {
      const category = drawn.categories.get(slot.categoryId);
      if (!category) return [];
      const questions = drawn.questions
        .filter((row) => row.category_id === slot.categoryId)
        .flatMap(toItem)
        .filter((item): item is ExportQuestion => item.kind === 'question');
      return [{ slotId: slot.id, ...category, categoryId: slot.categoryId, count: slot.count, questions }];
    });
    return {
      id: activity.id,
      title: activity.title,
      items: items.filter((i) => i.activity_id === activity.id).flatMap(toItem),
      ...(draws.length > 0 ? { draws } : {}),
    };
  });
  return {
    id: quiz.id,
    kind: quiz.kind,
    title: quiz.title,
    durationSeconds: quiz.duration,
    isGraded: quiz.is_graded,
    ownerUserId: quiz.owner_user_id,
    activities: exported,
    ...(leftOut.length > 0 ? { leftOut } : {}),
    ...(unavailable.length > 0 ? { unavailableVideos: unavailable } : {}),
  };
}

/** The bank questions of these categories as quiz item rows, and each category's title and its bank's. */
async function bankQuestionRows(db: Kysely<Database>, categoryIds: readonly number[]) {
  if (categoryIds.length === 0) return { questions: [], categories: new Map<number, never>() };
  const categories = await db
    .selectFrom('bank_categories as c')
    .innerJoin('question_banks as b', 'b.id', 'c.bank_id')
    .select(['c.id', 'c.title', 'b.title as bank'])
    .where('c.id', 'in', [...categoryIds])
    .execute();
  const rows = await db
    .selectFrom('bank_questions')
    .select(['id', 'category_id', 'content'])
    .where('category_id', 'in', [...categoryIds])
    .orderBy('id')
    .execute();
  const questions = rows.map((row) => ({
    id: row.id,
    category_id: row.category_id,
    activity_id: 0,
    type: 2,
    title: row.content.title,
    image: row.content.image,
    is_multiple: row.content.isMultiple,
    right_answer: [...row.content.rightAnswer],
    article_id: null,
    question_type: row.content.questionType ?? 'choice',
    definition: row.content.definition ?? {},
    points: row.content.points ?? 1,
    feedback: row.content.feedback ?? '',
    outcome_feedback: row.content.outcomeFeedback ?? null,
    hints: [...(row.content.hints ?? [])],
    // A bank's question holds no versions (ADR 309).
    versions: [] as QuestionVersion[],
    moment: null,
    video_settings: null,
    article_title: null,
    article_status: null,
    options: row.content.options,
  }));
  return {
    questions,
    categories: new Map(categories.map((c) => [c.id, { bank: c.bank, category: c.title }])),
  };
}
