/** An ordering question as the readers describe it: its items in the right order. */
import type { PartScoring } from '../../../src/domain/quiz/questionTypes/partScoring';
import type { DescriptionBase } from '../description';

export interface OrderingDescription extends DescriptionBase {
  readonly kind: 'ordering';
  /** The items, in the order that is right. */
  readonly items: readonly string[];
  /** All or nothing when the source gives the points only for every part right (ADR 292); else partial credit. */
  readonly scoring?: PartScoring;
}

export const ORDERING_REASONS = {
  noOrder: 'The question does not say which order is right.',
  tooFewItems: 'The question has fewer than two items to put in order.',
} as const;
