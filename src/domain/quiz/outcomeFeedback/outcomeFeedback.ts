/**
 * Feedback on the outcome of an answer (ADR 404): what a student who answered a question right, partly right or
 * wrong is shown, beside the question's general feedback and each answer's own. Moodle calls it combined feedback,
 * Canvas a question's correct and incorrect comments, QTI feedback an outcome shows on the score. Any question type
 * may have it.
 *
 * @publicModule the editor, the payload, the take page, the server and the package readers and writers use it.
 */
import * as z from 'zod';
import { FEEDBACK_MAX } from '../../../questionTypes/shared/domain/questionFields';

export const OUTCOMES = ['right', 'partlyRight', 'wrong'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export const OutcomeSchema = z.enum(OUTCOMES);

/** Rich texts by outcome; an absent one: none. Never empty: a question without any has no field. */
export const OutcomeFeedbackSchema = z.object({
  right: z.string().max(FEEDBACK_MAX).optional(),
  partlyRight: z.string().max(FEEDBACK_MAX).optional(),
  wrong: z.string().max(FEEDBACK_MAX).optional(),
});
export type OutcomeFeedback = z.infer<typeof OutcomeFeedbackSchema>;

/** The outcome of an answer that earned `earned` of `max` points: all of them, some, or none. */
export function outcomeOf(earned: number, max: number): Outcome {
  if (max <= 0) return earned > 0 ? 'right' : 'wrong';
  if (earned >= max) return 'right';
  return earned > 0 ? 'partlyRight' : 'wrong';
}

/** The feedback kept of `feedback`: its non-empty texts, or undefined when none is left. */
export function keptOutcomeFeedback(feedback: Partial<Record<Outcome, string | undefined>> | undefined) {
  if (!feedback) return undefined;
  const kept: { -readonly [K in Outcome]?: string } = {};
  for (const outcome of OUTCOMES) {
    const text = feedback[outcome];
    if (text !== undefined && text !== '') kept[outcome] = text;
  }
  return Object.keys(kept).length > 0 ? (kept as OutcomeFeedback) : undefined;
}

/** `{ outcomeFeedback }` when a question has any, else nothing: spread into a question as its other fields are. */
export const outcomeFeedbackField = (feedback: OutcomeFeedback | null | undefined) => {
  const kept = keptOutcomeFeedback(feedback ?? undefined);
  return kept ? { outcomeFeedback: kept } : {};
};

/** The texts of a question's outcome feedback, in the order right, partly right, wrong. */
export const outcomeFeedbackTexts = (feedback: OutcomeFeedback | null | undefined): string[] =>
  OUTCOMES.map((outcome) => feedback?.[outcome]).filter((text): text is string => !!text);

/** The text a student whose answer earned `earned` of `max` points is shown, if the question has one. */
export const outcomeFeedbackFor = (
  feedback: OutcomeFeedback | null | undefined,
  earned: number,
  max: number,
): string | undefined => feedback?.[outcomeOf(earned, max)] || undefined;

/**
 * What a student's review shows of a question's outcome feedback for the score its answer earned: none while a
 * teacher has yet to grade it, else the text for its outcome if the question has one.
 */
export function outcomeFeedbackShown(
  question: { readonly outcomeFeedback?: OutcomeFeedback },
  score: { readonly earned: number; readonly max: number; readonly needsGrading: boolean },
): string[] {
  if (score.needsGrading) return [];
  const text = outcomeFeedbackFor(question.outcomeFeedback, score.earned, score.max);
  return text ? [text] : [];
}
