/**
 * What every type's neutral description of an item holds (ADR 197): plain TypeScript data a reader makes from any
 * format, so that storing an item of a type is one function from its description, whatever the format was.
 */
import type { ImportedImage } from '../../../../server/imports/importedQuiz';
import type { PartScoring } from '../domain/partScoring';

/** A text as the source shows it: plain text, the HTML when it has more to show, and its images. */
export interface DescribedText {
  readonly text: string;
  readonly html?: string;
  readonly images: readonly ImportedImage[];
}

/** The feedback a question gives whatever the answer, and on a right, a partly right or a wrong answer; plain text. */
export interface DescribedFeedback {
  readonly general?: string;
  readonly correct?: string;
  readonly partlyCorrect?: string;
  readonly incorrect?: string;
}

export interface DescriptionBase {
  /** The question's name in the file, where the format gives one. */
  readonly name?: string;
  readonly prompt: DescribedText;
  /** The points the source gives the question, where it says. */
  readonly points?: number;
  readonly feedback: DescribedFeedback;
  /** What the source said that the description does not carry, in the import report's words. */
  readonly notes: readonly string[];
}

/** How a question of parts scores (matching, ordering, fill-in-the-blanks): the source's rule, where it says one. */
export interface PartScored {
  /** All or nothing when the source gives the points only for every part right (ADR 292); else partial credit. */
  readonly scoring?: PartScoring;
}

/** A question of parts as the readers describe it. */
export interface PartScoredDescription extends DescriptionBase, PartScored {}

/** A typed answer: its text, the share of the points it gives (0 to 1), whether case matters, its feedback. */
export interface TextAnswer {
  readonly text: string;
  readonly fraction: number;
  readonly caseSensitive: boolean;
  readonly feedback?: string;
}

/** What a numeric answer accepts. */
export type NumericMatch =
  | { readonly kind: 'exact'; readonly value: number }
  | {
      readonly kind: 'tolerance';
      readonly value: number;
      readonly tolerance: number;
      /** The tolerance is a share of the value (0.05 is 5 %), not an amount. */
      readonly relative: boolean;
    }
  | { readonly kind: 'range'; readonly min: number; readonly max: number }
  /** Moodle's `*`: any other answer (it carries the feedback for wrong ones). */
  | { readonly kind: 'any' };

export interface NumericAnswer {
  readonly match: NumericMatch;
  readonly fraction: number;
  readonly feedback?: string;
}

/** An option the student picks from (a dropdown): its text, the share of the points it gives, its feedback. */
export interface DescribedOption {
  readonly text: string;
  readonly fraction: number;
  readonly feedback?: string;
}

/** Feedback without the entries a source left empty. */
export function feedbackOf(feedback: {
  [K in keyof DescribedFeedback]?: string | undefined;
}): DescribedFeedback {
  return Object.fromEntries(
    Object.entries(feedback).filter((entry): entry is [string, string] => (entry[1] ?? '').trim() !== ''),
  );
}

/** `text` with `feedback` when it says something. */
export const withFeedback = <T extends object>(value: T, feedback: string | undefined): T =>
  feedback !== undefined && feedback.trim() !== '' ? { ...value, feedback: feedback.trim() } : value;

/** A share of points as a fraction of the best (0 to 1, rounded to 7 digits), or 0 without a best. */
export const fractionOf = (points: number, best: number) =>
  best > 0 && Number.isFinite(points) ? Number((points / best).toFixed(7)) : 0;

/** A number as a source writes it (`1,5` read as 1.5), or undefined. */
export function numberOf(written: string | undefined): number | undefined {
  const text = (written ?? '').trim().replace(/^\+/, '');
  if (!/^-?(\d+([.,]\d*)?|[.,]\d+)([eE][-+]?\d+)?$/.test(text)) return undefined;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}
