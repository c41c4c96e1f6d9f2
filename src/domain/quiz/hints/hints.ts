/**
 * Hints of a question (ADR 293): texts a student may ask for while answering, one after another, each taking a
 * share of the question's points once used. A solution is the last hint a question may have: its text is the
 * worked solution, its button reads "Show solution", and it usually costs the whole question (QTI's adaptive
 * items set the score to 0 once the solution was seen). Any question type may have them, beside its points and
 * general feedback.
 *
 * @publicModule scoring, the take page and the server read and apply a question's hints through it.
 */
import * as z from 'zod';
import type { QuestionScore } from '../../../questionTypes/shared/domain/questionType';
import { earnedPoints } from '../../../questionTypes/shared/domain/questionType';
import { hasImage, plainText } from '../../shared/richText';

export const HINT_TEXT_MAX = 5000;
export const HINTS_MAX = 10;

export const HintSchema = z.object({
  /** Rich text the student is shown once asked for. */
  text: z.string().max(HINT_TEXT_MAX),
  /** The share of the question's points taken once this hint is used, 0..1. */
  penalty: z.number().min(0).max(1),
  /** The worked solution ("Show solution"); absent: a hint. */
  solution: z.literal(true).optional(),
});
export type Hint = z.infer<typeof HintSchema>;

export const HintsSchema = z.array(HintSchema).max(HINTS_MAX);

export const HINT_MESSAGES = {
  textEmpty: 'A hint needs its text',
  penaltyInvalid: 'The penalty should be a percentage from 0 to 100',
  solutionNotLast: 'The solution comes after the hints',
  noSuchHint: 'This question has no such hint',
} as const;

/** Save checks of a question's hints, each beside its field (`hints.1.text`). */
export function hintIssues(hints: readonly Hint[] | undefined): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  (hints ?? []).forEach((hint, index) => {
    if (plainText(hint.text) === '' && !hasImage(hint.text))
      issues.push({ field: `hints.${index}.text`, message: HINT_MESSAGES.textEmpty });
    if (!(Number.isFinite(hint.penalty) && hint.penalty >= 0 && hint.penalty <= 1))
      issues.push({ field: `hints.${index}.penalty`, message: HINT_MESSAGES.penaltyInvalid });
    if (hint.solution && index !== (hints ?? []).length - 1)
      issues.push({ field: `hints.${index}.solution`, message: HINT_MESSAGES.solutionNotLast });
  });
  return issues;
}

/** The share of the points the first `used` hints take together (never more than the whole). */
export function hintPenalty(hints: readonly Hint[] | undefined, used: number): number {
  const taken = (hints ?? []).slice(0, Math.max(0, used)).reduce((sum, hint) => sum + hint.penalty, 0);
  return Math.min(1, taken);
}

/**
 * A question's score once the student used `used` of its hints: the hints' share of the question's points is
 * taken from what the answer earned (never below 0), so an answer is right with full marks only if no hint took
 * anything. Points a teacher gives instead (an override, ADR 209) replace the whole score.
 */
export function withHintsUsed(
  score: QuestionScore,
  hints: readonly Hint[] | undefined,
  used: number | undefined,
): QuestionScore {
  const penalty = hintPenalty(hints, used ?? 0);
  if (penalty === 0) return score;
  const earned = earnedPoints(score.max, score.max === 0 ? 0 : score.earned / score.max - penalty);
  return { ...score, earned, correct: score.correct && earned >= score.max };
}

/** What the student's page knows of a question's hints before any is asked: how many, and which is a solution. */
export interface HintButtons {
  readonly count: number;
  /** The last one is the worked solution. */
  readonly solution: boolean;
  /** Each hint's penalty as a share of the question's points, in order (the student sees what a hint costs). */
  readonly penalties: readonly number[];
}

export function hintButtonsOf(hints: readonly Hint[] | undefined): HintButtons | undefined {
  if (!hints || hints.length === 0) return undefined;
  return {
    count: hints.length,
    solution: hints[hints.length - 1]!.solution === true,
    penalties: hints.map((hint) => hint.penalty),
  };
}

/** A question's hints as a payload or a stored version carries them: absent when it has none. */
export const hintsField = (hints: readonly Hint[] | undefined): { hints?: Hint[] } =>
  hints && hints.length > 0 ? { hints: hints.map((hint) => ({ ...hint })) } : {};
