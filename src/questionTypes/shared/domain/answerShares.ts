/**
 * The shares of the points an accepted answer may give, as Moodle offers them (so an imported question's shares are
 * among them), in the editors of the types whose answers carry one (numeric, short answer); a share stored outside
 * the list is offered too, as it is.
 */
export const ANSWER_SHARES: readonly number[] = [
  1,
  0.9,
  5 / 6,
  0.8,
  0.75,
  0.7,
  2 / 3,
  0.6,
  0.5,
  0.4,
  1 / 3,
  0.3,
  0.25,
  0.2,
  1 / 6,
  1 / 7,
  0.125,
  1 / 9,
  0.1,
  0.05,
  0,
];

export const shareChoices = (current: number): readonly number[] =>
  ANSWER_SHARES.includes(current) ? ANSWER_SHARES : [...ANSWER_SHARES, current].sort((a, b) => b - a);
