/**
 * What a question type is (ADR 195): one folder under questionTypes/ per type, each exporting one
 * `QuestionTypeModule` that the registry (registry.ts) lists. The module owns the type's part of the item (its
 * `definition`, validated by its schema), its editor events and their rules, its save checks, what a student may see
 * of it, what a student sends for it, its scorer and its statistics. Everything here is pure and zod-only: the
 * console, the server and the tests read the same module.
 * @publicModule scoring and the take page read a question type through it.
 */
import type { OptionPicture } from './optionPicture';
import type { RegionShape } from '../../hotspot/domain/hotspotGeometry';
import type { MeasuredParts } from '../../numeric/domain/numericReview';
import type { Draft } from 'immer';
import type * as z from 'zod';
import type { EditorItem, LocalId } from '../../../domain/quiz/editor/quizEditorState';
import type { RejectReason } from '../../../domain/quiz/editor/rejectReasons';
import type { QuestionVersion } from '../../../domain/quiz/quiz';
import { DEFAULT_POINTS } from './questionFields';
import type { TypeGeneration } from './generation';

/** A question as a stored quiz version holds it (quiz_snapshots) and as scoring and results read it. */
export interface StoredQuestion {
  readonly id: number;
  readonly title: string;
  readonly isMultiple: boolean;
  readonly options: readonly {
    readonly id: number;
    readonly text: string;
    readonly feedback?: string;
    /** A picture in the option (ADR 311); absent: none. */
    readonly picture?: OptionPicture;
  }[];
  readonly rightAnswer: readonly number[];
  /** Absent: a choice question (stored before migration 029). */
  readonly questionType?: string;
  /** Absent: 1 point. */
  readonly points?: number;
  /** General feedback; absent or '' for none. */
  readonly feedback?: string;
  /** Feedback on a right, a partly right and a wrong answer (ADR 404); absent: none. */
  readonly outcomeFeedback?: {
    readonly right?: string;
    readonly partlyRight?: string;
    readonly wrong?: string;
  };
  /** The type's own data (the type's `definitionSchema`); absent for a choice question without any. */
  readonly definition?: unknown;
  /** Hints a student may ask for, each with its penalty (ADR 293); absent: none. */
  readonly hints?: readonly { readonly text: string; readonly penalty: number; readonly solution?: true }[];
  /** The versions after version 1 drawn from an imported item's random values (ADR 309); absent: none. */
  readonly versions?: readonly QuestionVersion[];
}

/** What a student saved for one question: option ids (choice) or the type's response. */
export interface StoredAnswer {
  readonly optionIds?: readonly number[];
  readonly response?: unknown;
  /** Points a teacher gave by hand (a question scored by hand, such as an essay); absent until graded. */
  readonly handScore?: number;
}

/** One question's score. */
export interface QuestionScore {
  /** Points earned, 0..max (rounded to hundredths). */
  readonly earned: number;
  /** The question's points. */
  readonly max: number;
  /** Full marks. */
  readonly correct: boolean;
  /** Scored by hand: until graded the attempt shows "Needs grading" instead of a score. */
  readonly needsGrading: boolean;
  /** Feedback of the answers given (per option, per accepted answer), in order; general feedback is not here. */
  readonly feedback: readonly string[];
}

/** What a question adds to the student's view besides title, image, options and isMultiple: never a solution. */
export type StudentView = Readonly<Record<string, string | number | boolean | null>>;

/** The parts of a new question a type decides; `optionIds` are fresh local ids the caller made (four of them). */
export interface NewQuestionParts {
  readonly isMultiple: boolean;
  readonly textOptions: readonly { readonly originId: LocalId; readonly id: null; readonly text: string }[];
  readonly rightAnswer: readonly LocalId[];
  readonly definition?: Readonly<Record<string, unknown>>;
  /** The new question's points when not the default (a text block has none). */
  readonly points?: number;
}

/** The change a type's editor event makes to its item, or why it is refused. */
export type ItemPlan = RejectReason | ((item: Draft<EditorItem>) => void);

/** A question's fields the save checks read: the editor item and the payload item both have them. */
export interface QuestionInput {
  readonly title: string;
  readonly textOptions: readonly { readonly text: string; readonly picture?: OptionPicture }[];
  readonly points?: number;
  readonly definition?: unknown;
}

/** A question of a save payload: options carry their reference (a server id or a local id). */
export interface PayloadQuestion extends QuestionInput {
  readonly isMultiple: boolean;
  readonly rightAnswer: readonly unknown[];
  readonly textOptions: readonly { readonly id: unknown; readonly text: string }[];
}

export interface FieldIssue {
  /** The item's field: 'textOptions', 'answers', 'points'... (the editor shows the message beside it). */
  readonly field: string;
  readonly message: string;
}

/** An answer given to a question, and whether it earned full marks on the version it was given to. */
export interface GivenAnswer<Answer> {
  readonly answer: Answer;
  readonly correct: boolean;
}

/** One type's part of the question statistics. */
export interface TypeStatistics {
  /** Short answer and blanks: the most common wrong answers, most frequent first. */
  readonly wrongAnswers?: readonly { readonly text: string; readonly count: number }[];
  /** Numeric: the answers given (as values) and how many gave each, most frequent first. */
  readonly answerDistribution?: readonly { readonly text: string; readonly count: number }[];
  /** Matching: each pair's facility over the answers given. */
  readonly pairs?: readonly PairStatistics[];
  /** Hotspot: how many answers found each right region, in the question's order. */
  readonly regions?: readonly { readonly attempts: number; readonly found: number; readonly shape: string }[];
  /** Numeric with a measure (ADR 391): each part asked, the answers given and how many earned it. */
  readonly measuredParts?: readonly MeasuredPartStatistics[];
}

export interface MeasuredPartStatistics {
  readonly part: 'value' | 'unit' | 'sigFigs';
  readonly attempts: number;
  readonly right: number;
}

export interface PairStatistics {
  readonly prompt: string;
  readonly answer: string;
  readonly attempts: number;
  readonly correct: number;
  /** correct / attempts, 0..1; null without attempts. */
  readonly facility: number | null;
}

export interface QuestionTypeModule<
  Name extends string = string,
  Event extends { readonly type: string; readonly itemId: string } = {
    readonly type: string;
    readonly itemId: string;
  },
  Answer = unknown,
> {
  readonly name: Name;
  /** The type's `definition` as stored and sent in the payload; bounded (ADR 106). */
  readonly definitionSchema: z.ZodType;
  /** What the student sends as `response`; null for a type answered with option ids (choice). */
  readonly responseSchema: z.ZodType<Answer> | null;
  /** The type's editor events (zod objects with a literal `type` and the `itemId`), each a step of undo/redo. */
  readonly events: readonly z.ZodType<Event>[];
  /** Fields of a new question of this type. */
  newQuestion(optionIds: readonly LocalId[]): NewQuestionParts;
  /** The rule of one of its events on an item of this type. */
  plan(item: EditorItem, event: Event): ItemPlan;
  /** Typing in one of its text fields coalesces into one undo step under this key. */
  coalesceKey(event: Event): string | undefined;
  /** Save checks with messages beside fields (editor and server alike); a type without any has none. */
  validate?(item: QuestionInput): FieldIssue[];
  /** What the server cannot take on trust beyond the schema (a right answer among the options...). */
  integrity(item: PayloadQuestion): FieldIssue[];
  /** Why the server refuses this response to this question beyond the schema (an essay over its word limit). */
  checkResponse?(question: StoredQuestion, response: Answer): string | undefined;
  /** Its response is the files the student sent: written by the answer-file routes only, never by a save (ADR 294). */
  readonly answeredByUpload?: true;
  /**
   * The type's part of the student's view of a question: never the right answer. `attempt` identifies the
   * student's attempt, for a type that shows its parts in an order of its own per attempt (ordering).
   */
  studentView(question: StoredQuestion, attempt?: string): StudentView;
  /**
   * The question's text as the student of `attempt` reads it, for a type whose text differs per attempt (the drawn
   * numbers of a calculated question, ADR 291); absent: the stored title.
   */
  studentTitle?(question: StoredQuestion, attempt?: string): string;
  /**
   * A hint's text (ADR 293) as the student of `attempt` reads it, for a type whose hints show the attempt's numbers
   * (a calculated question's wildcards and `{=formula}`s, ADR 291); absent: the hint's text.
   */
  studentHint?(question: StoredQuestion, text: string, attempt?: string): string;
  /** The student's answer of this type, or undefined when none was given (or it does not parse). */
  answerOf(saved: StoredAnswer | undefined): Answer | undefined;
  /**
   * Points earned out of the question's points, feedback of the answer, whether it needs grading; `handScore` is
   * what a teacher gave by hand, for a type scored by hand. `attempt` is the attempt's seed (attemptSeed), for a
   * type whose right answer is drawn per attempt (calculated, ADR 291); every caller that has one passes it.
   */
  score(
    question: StoredQuestion,
    answer: Answer | undefined,
    handScore?: number,
    attempt?: string,
  ): QuestionScore;
  /** The answer given and the right answer as text (results, the student's detail), of the attempt when given. */
  describeAnswer(question: StoredQuestion, answer: Answer | undefined, attempt?: string): string;
  describeRight(question: StoredQuestion, attempt?: string): string;
  /**
   * The right answer as places on the question's image (a hotspot's regions), for a page that words them in its own
   * language rather than `describeRight`'s (ADR 359); a type whose right answer is text has none.
   */
  rightRegions?(question: StoredQuestion): readonly RegionShape[];
  /**
   * How the parts of a measured answer fared (a numeric answer's value, unit and significant figures, ADR 384), for
   * the review to say which part lost credit; none for a type or a question without parts.
   */
  measuredParts?(
    question: StoredQuestion,
    answer: Answer | undefined,
    attempt?: string,
  ): MeasuredParts | undefined;
  /**
   * Statistics this type adds over the answers given, each judged against the version its student answered
   * (facility and discrimination are counted for every type); a type that adds none has none.
   */
  statistics?(question: StoredQuestion, answers: readonly GivenAnswer<Answer>[]): TypeStatistics;
  /**
   * What a language model is asked to write for the type and how its answer is read and repaired (ADR 207): a type
   * without one is not offered by Generate questions (a hotspot needs an image, a file upload a file).
   */
  readonly generation?: TypeGeneration<{ readonly title: string }>;
  /** Why a model is not asked for the type, when it has no `generation` piece (the registry's test asks one of them). */
  readonly notGenerated?: string;
}

/** The question's points: 1 when absent (a payload or version from before points). */
export const pointsOf = (question: { readonly points?: number }): number => question.points ?? DEFAULT_POINTS;

/** Points earned for a share (0..1) of a question's points, in hundredths. */
export function earnedPoints(points: number, share: number): number {
  return Math.round(points * Math.min(1, Math.max(0, share)) * 100) / 100;
}

/**
 * The score of an answer a type scores by itself: the share (0..1) of the question's points it earns, full marks
 * only for the whole share, and the feedback of what was answered.
 */
export function shareScore(
  question: { readonly points?: number },
  share: number,
  feedback: readonly string[] = [],
): QuestionScore {
  const max = pointsOf(question);
  return { earned: earnedPoints(max, share), max, correct: share === 1, needsGrading: false, feedback };
}

/** A response written as text (essay, numeric): the text saved, or undefined when it is blank or not text. */
export const textResponseOf = (saved: StoredAnswer | undefined): string | undefined =>
  typeof saved?.response === 'string' && saved.response.trim() !== '' ? saved.response : undefined;

/**
 * How a type reads a stored definition: as its schema parses it, or as `unreadable()` when it does not parse. A
 * definition object is read once: stored and edited definitions are never changed in place (immer freezes the
 * editor's), so scoring a class's attempts parses each question once, not once per student.
 */
export function definitionReader<T>(schema: z.ZodType<T>, unreadable: () => T) {
  const read = new WeakMap<object, T>();
  return (definition: unknown): T => {
    const known = typeof definition === 'object' && definition !== null ? read.get(definition) : undefined;
    if (known !== undefined) return known;
    const parsed = schema.safeParse(definition);
    const value = parsed.success ? parsed.data : unreadable();
    if (typeof definition === 'object' && definition !== null) read.set(definition, value);
    return value;
  };
}
