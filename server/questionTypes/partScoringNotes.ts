/**
 * What a download says of a question scored all or nothing (ADR 292) in a format that cannot carry the rule: Moodle's
 * matching and embedded answers and GIFT's matching score each part on its own, and Common Cartridge writes these
 * questions as essays a person scores.
 */
import type { PartScoring } from '../../src/domain/quiz/questionTypes/partScoring';

export const PART_SCORING_NOTES = {
  eachPart: (format: string, parts: string) =>
    `its points are given only when every ${parts.replace(/s$/, '')} is right (all or nothing), which ${format} cannot say: there each of its ${parts} right earns its share of them.`,
  byHand:
    'its points are given only when every part is right (all or nothing): the person scoring the essay it is written as gives them so.',
} as const;

/** The note, when the question is scored all or nothing; none under partial credit. */
export const allOrNothingLoss = (definition: { readonly scoring?: PartScoring }, note: string): string[] =>
  definition.scoring === 'allOrNothing' ? [note] : [];
