/**
 * How a question made of parts (fill-in-the-blanks' blanks, matching's pairs, ordering's neighbours) turns the share
 * of its parts answered right into points (ADR 292): partial credit, the type's own rule and what a definition
 * without the field means, or all or nothing, the question's points only when every part is right.
 */
import * as z from 'zod';

export const PartScoringSchema = z.enum(['partial', 'allOrNothing']);
export type PartScoring = z.infer<typeof PartScoringSchema>;

/** The rule of a definition: partial credit unless it says all or nothing. */
export const scoringOf = (definition: { readonly scoring?: PartScoring }): PartScoring =>
  definition.scoring ?? 'partial';

/** The share of the points earned under the rule, from the share of the parts right (0..1). */
export const scoredShare = (share: number, scoring: PartScoring): number =>
  scoring === 'allOrNothing' ? (share === 1 ? 1 : 0) : share;

/** The definition under the rule; partial credit leaves the field out, as definitions stored before it. */
export function withScoring<D extends { readonly scoring?: PartScoring }>(
  definition: D,
  scoring: PartScoring,
): D {
  const { scoring: _previous, ...rest } = definition;
  return (scoring === 'partial' ? rest : { ...rest, scoring }) as D;
}
