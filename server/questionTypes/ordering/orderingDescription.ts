/** An ordering question as the readers describe it: its items in the right order, and their places on a picture. */
import type { ImportedImage } from '../../imports/importedQuiz';
import type { PartScoredDescription } from '../description';
import type { HotspotRegion } from '../hotspot/hotspotDescription';

export interface OrderingDescription extends PartScoredDescription {
  readonly kind: 'ordering';
  /** The items, in the order that is right. */
  readonly items: readonly string[];
  /**
   * The picture the items are places on (ADR 307, QTI's graphicOrderInteraction): the image, the size in pixels
   * its places are counted in, and each item's place, in the order of `items`.
   */
  readonly picture?: {
    readonly image: ImportedImage;
    readonly size: { readonly width: number; readonly height: number };
    readonly places: readonly HotspotRegion[];
  };
}

export const ORDERING_REASONS = {
  noOrder: 'The question does not say which order is right.',
  tooFewItems: 'The question has fewer than two items to put in order.',
  noImage: 'The question has no picture to put its places on.',
  noSize: 'The picture’s size is not given, so its places in pixels cannot be put on it.',
  badPlace: 'A place on the picture has no valid shape or coordinates.',
} as const;
