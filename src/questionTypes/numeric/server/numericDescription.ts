/**
 * A numeric question as the readers describe it: each accepted value (exact, within a tolerance, or a range) with
 * its share of the points and its feedback, the units the source accepts, and the slider it is answered on, if any.
 * @publicModule fillInBlanks uses it.
 */
import type { DescriptionBase, NumericAnswer } from '../../shared/server/description';

export interface NumericUnit {
  readonly unit: string;
  /** What a value in this unit is multiplied by to be in the first unit. */
  readonly multiplier: number;
}

export interface NumericDescription extends DescriptionBase {
  readonly kind: 'numeric';
  readonly answers: readonly NumericAnswer[];
  readonly units: readonly NumericUnit[];
  /** QTI's sliderInteraction (ADR 297): the student picks the number between the bounds, in steps. */
  readonly slider?: { readonly lowerBound: number; readonly upperBound: number; readonly step: number };
}

export const NUMERIC_REASONS = {
  noAnswer: 'The question has no accepted number.',
  notANumber: (written: string) => `The answer "${written}" is not a number.`,
} as const;
