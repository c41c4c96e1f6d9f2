/** An ordering question as the readers describe it: its items in the right order. */
import type { PartScoredDescription } from '../description';

export interface OrderingDescription extends PartScoredDescription {
  readonly kind: 'ordering';
  /** The items, in the order that is right. */
  readonly items: readonly string[];
}

export const ORDERING_REASONS = {
  noOrder: 'The question does not say which order is right.',
  tooFewItems: 'The question has fewer than two items to put in order.',
} as const;
