/** An ordering question as the readers describe it: its items in the right order, and their places on a picture. */
import type { PartScoredDescription } from '../../shared/server/description';
import { PLACES_REASONS, type PlacesPictureDescription } from '../../shared/server/placesPicture';

export interface OrderingDescription extends PartScoredDescription {
  readonly kind: 'ordering';
  /** The items, in the order that is right. */
  readonly items: readonly string[];
  /**
   * The picture the items are places on (ADR 307, QTI's graphicOrderInteraction): the image, the size in pixels
   * its places are counted in, and each item's place, in the order of `items`.
   */
  readonly picture?: PlacesPictureDescription;
}

export const ORDERING_REASONS = {
  noOrder: 'The question does not say which order is right.',
  tooFewItems: 'The question has fewer than two items to put in order.',
  ...PLACES_REASONS,
} as const;
