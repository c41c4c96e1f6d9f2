/**
 * The choice question's score (SPEC: right when the chosen options are exactly the right options) with the partial
 * credit of ADR 196: a multiple-answer question marked for partial credit earns the share of right options chosen
 * minus the share of wrong options chosen, never below 0.
 * @publicModule server/exports reads whether a question has partial credit.
 */
import { shareScore, type QuestionScore, type StoredQuestion } from '../../shared/domain/questionType';

/** Whether a chosen set of options is exactly the right set. */
export function isExactChoice(chosen: readonly number[], right: readonly number[]): boolean {
  const set = new Set(chosen);
  return set.size === right.length && right.every((id) => set.has(id));
}

export function partialCreditOf(definition: unknown): boolean {
  return (
    typeof definition === 'object' &&
    definition !== null &&
    (definition as { partialCredit?: unknown }).partialCredit === true
  );
}

/** The share (0..1) of the question's points a choice earns. */
export function choiceShare(question: StoredQuestion, chosen: readonly number[]): number {
  if (chosen.length === 0) return 0;
  if (isExactChoice(chosen, question.rightAnswer)) return 1;
  if (!question.isMultiple || !partialCreditOf(question.definition)) return 0;
  const right = new Set(question.rightAnswer);
  const options = question.options.map((option) => option.id);
  const wrongCount = options.filter((id) => !right.has(id)).length;
  const picked = new Set(chosen);
  const rightPicked = [...picked].filter((id) => right.has(id)).length;
  const wrongPicked = picked.size - rightPicked;
  const share = rightPicked / Math.max(1, right.size) - (wrongCount === 0 ? 0 : wrongPicked / wrongCount);
  return Math.max(0, share);
}

export function scoreChoice(question: StoredQuestion, chosen: readonly number[] | undefined): QuestionScore {
  const picked = chosen ?? [];
  const feedback = question.options
    .filter((option) => picked.includes(option.id) && option.feedback)
    .map((option) => option.feedback!);
  return shareScore(question, choiceShare(question, picked), feedback);
}
