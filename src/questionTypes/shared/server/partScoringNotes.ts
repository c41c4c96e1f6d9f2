/**
 * What a download says of a question scored all or nothing (ADR 292) in a format that cannot carry the rule: Moodle's
 * matching and embedded answers and GIFT's matching score each part on its own, and Common Cartridge writes these
 * questions as essays a person scores. The same for a matching scored right minus wrong (ADR 310).
 */
import type { PartScoring } from '../domain/partScoring';

export const PART_SCORING_NOTES = {
  eachPart: (format: string, parts: string) =>
    `its points are given only when every ${parts.replace(/s$/, '')} is right (all or nothing), which ${format} cannot say: there each of its ${parts} right earns its share of them.`,
  byHand:
    'its points are given only when every part is right (all or nothing): the person scoring the essay it is written as gives them so.',
  minusEachPart: (format: string) =>
    `each pair answered wrong takes a pair's share of its points off, never below 0 (right minus wrong), which ${format} cannot say: there each pair right earns its share and a wrong one takes nothing off.`,
  minusByHand:
    "each pair answered wrong takes a pair's share of its points off, never below 0 (right minus wrong): the person scoring the essay it is written as gives them so.",
} as const;

/** The note, when the question is scored all or nothing; none under partial credit. */
export const allOrNothingLoss = (definition: { readonly scoring?: PartScoring }, note: string): string[] =>
  definition.scoring === 'allOrNothing' ? [note] : [];

/** The note, when the question is scored right minus wrong (ADR 310); none under the other rules. */
export const rightMinusWrongLoss = (
  definition: { readonly scoring?: PartScoring },
  note: string,
): string[] => (definition.scoring === 'rightMinusWrong' ? [note] : []);
