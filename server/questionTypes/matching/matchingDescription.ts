/** A matching question as the readers describe it: prompts each paired with its answer, and extra wrong answers. */
import type { DescriptionBase } from '../description';

export interface MatchingPair {
  readonly prompt: string;
  readonly answer: string;
}

export interface MatchingDescription extends DescriptionBase {
  readonly kind: 'matching';
  readonly pairs: readonly MatchingPair[];
  /** Answers no prompt is paired with. */
  readonly distractors: readonly string[];
}

export const MATCHING_REASONS = {
  tooFewPairs: 'The question has fewer than two prompts paired with an answer.',
  unpaired: (prompt: string) => `The prompt "${prompt}" has no answer paired with it.`,
} as const;

/** The pairs and distractors, each answer text once among the distractors and none that is some pair's answer. */
export function distractorsOf(pairs: readonly MatchingPair[], answers: readonly string[]): string[] {
  const paired = new Set(pairs.map((pair) => pair.answer));
  return [...new Set(answers.filter((answer) => answer.trim() !== '' && !paired.has(answer)))];
}
