/**
 * How a question made of parts (fill-in-the-blanks' blanks, matching's pairs, ordering's neighbours) turns the share
 * of its parts answered right into points (ADR 292): partial credit, the type's own rule and what a definition
 * without the field means, or all or nothing, the question's points only when every part is right. A matching may
 * also be scored right minus wrong (ADR 310, Canvas's rule): each part answered wrong takes off one part's share,
 * never below nothing; a part left blank neither adds nor takes off.
 */
import * as z from 'zod';

export const PartScoringSchema = z.enum(['partial', 'allOrNothing', 'rightMinusWrong']);
export type PartScoring = z.infer<typeof PartScoringSchema>;

/**
 * The two rules of the types whose parts cannot be told wrong from blank one by one (ADR 310): an ordering's
 * neighbours come from one whole order, a blank's answer may earn a share of its points, and hot text's partial
 * credit already takes the wrong picks off.
 */
export const PartialOrAllSchema = PartScoringSchema.exclude(['rightMinusWrong']);

/** The rule of a definition: partial credit unless it says another. */
export const scoringOf = <S extends PartScoring>(definition: { readonly scoring?: S }): S | 'partial' =>
  definition.scoring ?? 'partial';

/**
 * The share of the points earned under the rule, from the share of the parts right and the share of the parts
 * answered wrong (0..1 each; blank parts are in neither).
 */
export function scoredShare(right: number, scoring: PartScoring, wrong = 0): number {
  if (scoring === 'allOrNothing') return right === 1 ? 1 : 0;
  if (scoring === 'rightMinusWrong') return Math.max(0, right - wrong);
  return right;
}

/** The definition under the rule; partial credit leaves the field out, as definitions stored before it. */
export function withScoring<D extends { readonly scoring?: PartScoring }>(
  definition: D,
  scoring: NonNullable<D['scoring']>,
): D {
  const { scoring: _previous, ...rest } = definition;
  return (scoring === 'partial' ? rest : { ...rest, scoring }) as D;
}
