/**
 * The quiz as every export format reads it: activities in order, questions with their options and right answers,
 * video items with the stored video file (or none when the video lives elsewhere). Read-only.
 */
import type { Kysely } from 'kysely';
import {
  calculatedOf,
  type CalculatedDefinition,
} from '../../src/domain/quiz/questionTypes/calculated/calculated';
import { essayOf, type EssayDefinition } from '../../src/domain/quiz/questionTypes/essay/essay';
import {
  fileUploadOf,
  type FileUploadDefinition,
} from '../../src/domain/quiz/questionTypes/fileUpload/fileUpload';
import {
  fillInBlanksOf,
  type FillInBlanksDefinition,
} from '../../src/domain/quiz/questionTypes/fillInBlanks/fillInBlanksDefinition';
import { hotspotOf, type HotspotDefinition } from '../../src/domain/quiz/questionTypes/hotspot/hotspot';
import { hotTextOf, type HotTextDefinition } from '../../src/domain/quiz/questionTypes/hotText/hotText';
import { matchingOf, type MatchingDefinition } from '../../src/domain/quiz/questionTypes/matching/matching';
import { numericOf, type NumericDefinition } from '../../src/domain/quiz/questionTypes/numeric/numeric';
import { orderingOf, type OrderingDefinition } from '../../src/domain/quiz/questionTypes/ordering/ordering';
import {
  shortAnswerOf,
  type ShortAnswerDefinition,
} from '../../src/domain/quiz/questionTypes/shortAnswer/shortAnswer';
import {
  trueFalseOf,
  type TrueFalseDefinition,
} from '../../src/domain/quiz/questionTypes/trueFalse/trueFalse';
import type { Database } from '../db/database';
import type { QuizKind } from '../db/contentTables';
import { yieldToLoop } from '../db/yieldToLoop';
import { activitiesInOrder, itemsInOrder, optionsInOrder } from '../repositories/quiz/quizGraphRows';
import { questionImages } from './questionImages';
import { plainText, textField } from './xml';
import { hintsField, type Hint } from '../../src/domain/quiz/hints/hints';
import type { QuestionVersion } from '../../src/domain/quiz/quiz';
import { pictureField, type OptionPicture } from '../../src/domain/quiz/questionTypes/optionPicture';
import { isOffered } from '../../src/domain/publish/articleLifecycle';

export interface ExportOption {
  readonly id: number;
  readonly text: string;
  /** A picture in the option (ADR 311); absent: none. */
  readonly picture?: OptionPicture;
}

export interface ExportVideo {
  readonly articleId: number;
  readonly title: string;
  /** Storage-relative path of the video file; null when the video is an external resource. */
  readonly file: string | null;
}

/** An image a question shows: its address as stored (`/media/…` or a web URL) and its text alternative. */
export interface ExportImage {
  readonly src: string;
  readonly alt: string;
}

/** What every exported question has, whatever its type. */
interface ExportQuestionBase {
  readonly kind: 'question';
  readonly id: number;
  readonly title: string;
  /** The images of the rich-text title, then the question's image field. */
  readonly images: readonly ExportImage[];
  /** Absent: 1 point (ADR 196). */
  readonly points?: number;
  /** General feedback, plain text; absent or '' for none. */
  readonly feedback?: string;
  /** Hints a student may ask for (ADR 293); absent: none. */
  readonly hints?: readonly Hint[];
  /** How many versions the question has (ADR 309), when more than one: every format writes version 1. */
  readonly versions?: number;
}

/** SPEC's choice question (type 2): one or several right options. */
export interface ExportChoiceQuestion extends ExportQuestionBase {
  /** The question type (server/questionTypes); a question without one is a choice question. */
  readonly questionType?: 'choice';
  readonly isMultiple: boolean;
  readonly options: readonly ExportOption[];
  /** Ids of the right options, always among `options`. */
  readonly rightAnswer: readonly number[];
}

/** A question of a type that keeps its data in `definition` (ADR 195), read by the type's own reader. */
interface ExportTyped<T extends string, D> extends ExportQuestionBase {
  readonly questionType: T;
  readonly definition: D;
}

export type ExportTrueFalseQuestion = ExportTyped<'trueFalse', TrueFalseDefinition>;
export type ExportShortAnswerQuestion = ExportTyped<'shortAnswer', ShortAnswerDefinition>;
export type ExportNumericQuestion = ExportTyped<'numeric', NumericDefinition>;
export type ExportEssayQuestion = ExportTyped<'essay', EssayDefinition>;
/** A file upload question (ADR 294): answered by sending a file, scored by hand. */
export type ExportFileUploadQuestion = ExportTyped<'fileUpload', FileUploadDefinition>;
/** A matching question, with the address of the image its prompts' places are on (its image field; ADR 310). */
export type ExportMatchingQuestion = ExportTyped<'matching', MatchingDefinition> & {
  readonly image?: string | null;
};
/** An ordering question, with the address of the image its items' places are on (its image field; ADR 307). */
export type ExportOrderingQuestion = ExportTyped<'ordering', OrderingDefinition> & {
  readonly image?: string | null;
};
export type ExportFillInBlanksQuestion = ExportTyped<'fillInBlanks', FillInBlanksDefinition>;
/** A hotspot question, with the address of the image its regions are on (its image field). */
export type ExportHotspotQuestion = ExportTyped<'hotspot', HotspotDefinition> & {
  readonly image: string | null;
};
/** A text block (ADR 260): text between the questions, asking nothing. */
export type ExportTextBlockQuestion = ExportTyped<'textBlock', Record<string, never>>;
/** A calculated question (ADR 291): numbers drawn for each student. */
export type ExportCalculatedQuestion = ExportTyped<'calculated', CalculatedDefinition>;
/** A hot text question (ADR 295): words to pick in a passage. */
export type ExportHotTextQuestion = ExportTyped<'hotText', HotTextDefinition>;

/** Every question the export model holds, by its type. */
export type ExportQuestion =
  | ExportChoiceQuestion
  | ExportTrueFalseQuestion
  | ExportShortAnswerQuestion
  | ExportNumericQuestion
  | ExportEssayQuestion
  | ExportFileUploadQuestion
  | ExportMatchingQuestion
  | ExportOrderingQuestion
  | ExportFillInBlanksQuestion
  | ExportHotspotQuestion
  | ExportTextBlockQuestion
  | ExportCalculatedQuestion
  | ExportHotTextQuestion;

/** The definition of each type the export writes, as the type's own reader reads it. */
const DEFINITION_READERS = {
  trueFalse: trueFalseOf,
  shortAnswer: shortAnswerOf,
  numeric: numericOf,
  essay: essayOf,
  fileUpload: fileUploadOf,
  matching: matchingOf,
  ordering: orderingOf,
  fillInBlanks: fillInBlanksOf,
  hotspot: hotspotOf,
  textBlock: () => ({}),
  calculated: calculatedOf,
  hotText: hotTextOf,
} as const;

const isExported = (questionType: string): questionType is keyof typeof DEFINITION_READERS =>
  Object.hasOwn(DEFINITION_READERS, questionType);

/** The points of a question (1 when it says none). */
export const pointsOf = (question: ExportQuestion) => question.points ?? 1;

export type ExportItem =
  | { readonly kind: 'video'; readonly id: number; readonly title: string; readonly video: ExportVideo }
  | ExportQuestion;

/**
 * A random slot of an activity (ADR 232, 259): `count` questions drawn for each student from a bank category, with
 * every question of the category as the export writes them (a format that carries draws writes them all).
 */
export interface ExportDraw {
  readonly slotId: string;
  readonly bank: string;
  readonly category: string;
  readonly categoryId: number;
  readonly count: number;
  readonly questions: readonly ExportQuestion[];
}

export interface ExportActivity {
  readonly id: number;
  readonly title: string;
  readonly items: readonly ExportItem[];
  /** Its random slots, after its questions; absent when it has none. */
  readonly draws?: readonly ExportDraw[];
}

export interface ExportQuiz {
  readonly id: number;
  readonly kind: QuizKind;
  readonly title: string;
  /** Seconds; null means no time limit. */
  readonly durationSeconds: number | null;
  readonly isGraded: boolean;
  readonly ownerUserId: number | null;
  readonly activities: readonly ExportActivity[];
  /** Questions of a type no export writes yet, left out of every package (and listed in its notes). */
  readonly leftOut?: readonly {
    readonly id: number;
    readonly title: string;
    readonly questionType: string;
  }[];
  /** Video items whose article is no longer offered (ADR 314), left out of every package (and in its notes). */
  readonly unavailableVideos?: readonly { readonly id: number; readonly title: string }[];
}

export const questionsOf = (quiz: ExportQuiz) =>
  quiz.activities.flatMap((a) => a.items).filter((i) => i.kind === 'question');

/** The quiz's slots, activity by activity. */
export const drawsOf = (quiz: ExportQuiz) => quiz.activities.flatMap((a) => a.draws ?? []);

/** The questions of the categories the quiz draws from, each once. */
export function drawnQuestionsOf(quiz: ExportQuiz): ExportQuestion[] {
  const seen = new Set<number>();
  return drawsOf(quiz).flatMap((draw) =>
    seen.has(draw.categoryId) ? [] : (seen.add(draw.categoryId), [...draw.questions]),
  );
}

/**
 * The readable title of an item: a question's rich-text title as text, a video's label (plain text) or else its
 * article's title; empty when there is none.
 */
export const itemTitle = (item: ExportItem): string =>
  item.kind === 'question' ? plainText(item.title) : textField(item.title) || textField(item.video.title);

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
          'quiz_items.hints',
          'quiz_items.versions',
          'articles.title as article_title',
          'articles.status as article_status',
        ])
        .where('quiz_items.id', 'in', chunk)
        .execute()),
    );
    await yieldToLoop();
    options.push(...(await optionsInOrder(db, chunk).select(['id', 'item_id', 'text', 'picture']).execute()));
  }
  // The questions of the categories the slots draw from, as quiz items are read (their ids never meet a quiz item's).
  const slots = activities.flatMap((a) => a.random_slots);
  const drawn = await bankQuestionRows(db, [...new Set(slots.map((slot) => slot.categoryId))]);
  for (const row of drawn.questions)
    for (const option of row.options)
      options.push({ id: option.id, item_id: row.id, text: option.text, picture: option.picture ?? null });
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
    list.push({ id: option.id, text: option.text, ...pictureField(option.picture) });
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
      return [{ kind: 'video', id: item.id, title: item.title, video }];
    }
    const base = {
      kind: 'question' as const,
      id: item.id,
      title: item.title,
      images: questionImages(item.title, item.image),
      points: Number(item.points),
      feedback: item.feedback,
      ...hintsField(item.hints),
      ...(item.versions.length > 0 ? { versions: item.versions.length + 1 } : {}),
    };
    const questionType = item.question_type;
    if (questionType !== 'choice') {
      if (!isExported(questionType)) {
        leftOut.push({ id: item.id, title: item.title, questionType });
        return [];
      }
      const definition = DEFINITION_READERS[questionType](item.definition);
      const image =
        questionType === 'hotspot' || questionType === 'ordering' || questionType === 'matching'
          ? { image: item.image?.trim() || null }
          : {};
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
        images: base.images,
        points: base.points,
        feedback: base.feedback,
        ...hintsField(base.hints),
        ...(base.versions ? { versions: base.versions } : {}),
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
    hints: [...(row.content.hints ?? [])],
    // A bank's question holds no versions (ADR 309).
    versions: [] as QuestionVersion[],
    article_title: null,
    article_status: null,
    options: row.content.options,
  }));
  return {
    questions,
    categories: new Map(categories.map((c) => [c.id, { bank: c.bank, category: c.title }])),
  };
}
