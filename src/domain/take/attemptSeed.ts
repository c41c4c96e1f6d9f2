/**
 * The seed of what an attempt draws (ADR 291): an ordering question's shuffle and a calculated question's numbers.
 * The first attempt of an assignment keeps the draw it always had; each later one gets its own. Every place that
 * shows, scores or describes an attempt's questions reads the same seed from the same assignment.
 */
export const attemptSeed = (assignment: { readonly id: number; readonly attempt_number: number }): string =>
  assignment.attempt_number === 1 ? String(assignment.id) : `${assignment.id}.${assignment.attempt_number}`;
