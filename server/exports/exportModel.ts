/**
 * The quiz as every export format reads it: activities in order, questions with their options and right answers,
 * video items with the stored video file (or none when the video lives elsewhere). Read-only; loaded by
 * exportQuizLoader.ts. Each question type names its own question of this model beside its server part
 * (`ExportTyped<'numeric', NumericDefinition>`) and adds it to `ExportQuestionTypes` (ADR 323).
 */
import type { QuizKind } from '../db/contentTables';
import type { Hint } from '../../src/domain/quiz/hints/hints';
import type { OutcomeFeedback } from '../../src/domain/quiz/outcomeFeedback/outcomeFeedback';
import type { OptionPicture } from '../../src/questionTypes/shared/domain/optionPicture';
import type { VideoMoment, VideoSettings } from '../../src/domain/quiz/videoMoments/videoMoments';
import { plainText, textField } from './xml';

export interface ExportOption {
  readonly id: number;
  readonly text: string;
  /** What a student who chose it is shown, plain text (ADR 376); absent: none. */
  readonly feedback?: string;
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
export interface ExportQuestionBase {
  readonly kind: 'question';
  readonly id: number;
  readonly title: string;
  /** The images of the rich-text title, then the question's image field. */
  readonly images: readonly ExportImage[];
  /** Absent: 1 point (ADR 196). */
  readonly points?: number;
  /** General feedback, plain text; absent or '' for none. */
  readonly feedback?: string;
  /** Feedback on a right, a partly right and a wrong answer, rich text (ADR 404); absent: none. */
  readonly outcomeFeedback?: OutcomeFeedback;
  /** Hints a student may ask for (ADR 293); absent: none. */
  readonly hints?: readonly Hint[];
  /** How many versions the question has (ADR 309), when more than one: every format writes version 1. */
  readonly versions?: number;
  /** Its moment in the video item above it (ADR 337); absent: asked beside the video. */
  readonly moment?: VideoMoment;
}

/** SPEC's choice question (type 2): one or several right options. */
export interface ExportChoiceQuestion extends ExportQuestionBase {
  /** The question type; a question without one is a choice question. */
  readonly questionType?: 'choice';
  readonly isMultiple: boolean;
  readonly options: readonly ExportOption[];
  /** Ids of the right options, always among `options`. */
  readonly rightAnswer: readonly number[];
  /** A multiple-answer question earns a share for a partly right choice (ADR 196); absent: all or nothing. */
  readonly partialCredit?: true;
}

/** A question of a type that keeps its data in `definition` (ADR 195), read by the type's own reader. */
export interface ExportTyped<T extends string, D> extends ExportQuestionBase {
  readonly questionType: T;
  readonly definition: D;
}

/**
 * The question of each type the export model holds, by its name: choice here, every other type beside its server
 * part (`declare module` in its `<type>Type.ts`), so this file names no type but SPEC's (ADR 323).
 */
export interface ExportQuestionTypes {
  choice: ExportChoiceQuestion;
}

/** Every question the export model holds, by its type. */
export type ExportQuestion = ExportQuestionTypes[keyof ExportQuestionTypes];

/** The points of a question (1 when it says none). */
export const pointsOf = (question: ExportQuestion) => question.points ?? 1;

/** A picture stored on this site (`/media/…`), not one a question shows from another site's address. */
export const isStoredHere = (image: ExportImage): boolean => !/^https?:\/\//i.test(image.src);

export interface ExportVideoItem {
  readonly kind: 'video';
  readonly id: number;
  readonly title: string;
  readonly video: ExportVideo;
  /** How the video plays (ADR 337); absent: a plain video. */
  readonly settings?: VideoSettings;
}

export type ExportItem = ExportVideoItem | ExportQuestion;

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
