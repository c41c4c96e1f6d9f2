/** A matching question as the readers describe it: prompts each paired with its answer, and extra wrong answers. */
import type { PartScoring } from '../../shared/domain/partScoring';
import type { DescriptionBase, PartScoredDescription } from '../../shared/server/description';
import type { TypeRead } from '../../shared/server/questionType';
import type { PlacesPictureDescription } from '../../shared/server/placesPicture';
import type { EntryPictures } from './matchingPictures';

export interface MatchingPair {
  readonly prompt: string;
  readonly answer: string;
  /** Shown to a student who did not give the prompt its answer (ADR 406). */
  readonly feedback?: string;
}

export interface MatchingDescription extends PartScoredDescription {
  readonly kind: 'matching';
  readonly pairs: readonly MatchingPair[];
  /** Answers no prompt is paired with. */
  readonly distractors: readonly string[];
  /**
   * The picture the prompts are places on (ADR 310, QTI's graphicGapMatchInteraction): the image, the size in pixels
   * its places are counted in, and each prompt's place, in the order of `pairs`.
   */
  readonly picture?: PlacesPictureDescription;
  /** The entries that are pictures (ADR 311), by the name they are read by; absent: none. */
  readonly entryPictures?: EntryPictures;
}

export const MATCHING_REASONS = {
  tooFewPairs: 'The question has fewer than two prompts paired with an answer.',
  unpaired: (prompt: string) => `The prompt "${prompt}" has no answer paired with it.`,
} as const;

/**
 * What a reader found, described: refused with fewer than two pairs; the answers no pair takes are the distractors.
 */
export function matchingRead(
  base: DescriptionBase,
  pairs: readonly MatchingPair[],
  answers: readonly string[],
  scoring: PartScoring = 'partial',
): TypeRead<MatchingDescription> {
  if (pairs.length < 2) return { kind: 'unreadable', reason: MATCHING_REASONS.tooFewPairs };
  return {
    kind: 'read',
    description: {
      kind: 'matching',
      ...base,
      pairs,
      distractors: distractorsOf(pairs, answers),
      ...(scoring === 'partial' ? {} : { scoring }),
    },
  };
}

/** The pairs and distractors, each answer text once among the distractors and none that is some pair's answer. */
export function distractorsOf(pairs: readonly MatchingPair[], answers: readonly string[]): string[] {
  const paired = new Set(pairs.map((pair) => pair.answer));
  return [...new Set(answers.filter((answer) => answer.trim() !== '' && !paired.has(answer)))];
}
