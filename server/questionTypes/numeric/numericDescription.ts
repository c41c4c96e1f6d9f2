/**
 * A numeric question as the readers describe it: each accepted value (exact, within a tolerance, or a range) with
 * its share of the points and its feedback, and the units the source accepts.
 */
import type { DescriptionBase, NumericAnswer } from '../description';

export interface NumericUnit {
  readonly unit: string;
  /** What a value in this unit is multiplied by to be in the first unit. */
  readonly multiplier: number;
}

export interface NumericDescription extends DescriptionBase {
  readonly kind: 'numeric';
  readonly answers: readonly NumericAnswer[];
  readonly units: readonly NumericUnit[];
}

export const NUMERIC_REASONS = {
  noAnswer: 'The question has no accepted number.',
  notANumber: (written: string) => `The answer "${written}" is not a number.`,
} as const;
