/** A hotspot question as the readers describe it: an image and the regions of it that are right. */
import type { ImportedImage } from '../../imports/importedQuiz';
import type { DescriptionBase } from '../description';

export interface HotspotRegion {
  readonly shape: 'rectangle' | 'circle' | 'ellipse' | 'polygon';
  /**
   * Rectangle: left, top, right, bottom; circle: centre x, y and radius; ellipse: centre x, y and radii; polygon: x, y
   * of each corner.
   */
  readonly coords: readonly number[];
  /** Pixels of the image, or shares of its width and height (0 to 1, as Canvas writes them). */
  readonly units: 'pixels' | 'fraction';
}

export interface HotspotDescription extends DescriptionBase {
  readonly kind: 'hotspot';
  readonly image?: ImportedImage;
  readonly regions: readonly HotspotRegion[];
  /** How many places the student may mark. */
  readonly maxChoices: number;
}

export const HOTSPOT_REASONS = {
  noImage: 'The question has no image to mark.',
  noRegion: 'The question has no right region with valid coordinates.',
} as const;

const SHAPES: Readonly<Record<string, HotspotRegion['shape']>> = {
  rect: 'rectangle',
  rectangle: 'rectangle',
  circle: 'circle',
  ellipse: 'ellipse',
  poly: 'polygon',
  polygon: 'polygon',
  bounded: 'polygon',
};

/** The number of coordinates a shape takes (a polygon: an even number, at least six). */
const fits = (shape: HotspotRegion['shape'], coords: readonly number[]) =>
  shape === 'rectangle' || shape === 'ellipse'
    ? coords.length === 4
    : shape === 'circle'
      ? coords.length === 3
      : coords.length >= 6 && coords.length % 2 === 0;

/** A region from a shape's name and its coordinates as written (`77,115,8`), or undefined when they do not fit. */
export function regionOf(
  shapeName: string,
  written: string,
  units: HotspotRegion['units'],
): HotspotRegion | undefined {
  const shape = SHAPES[shapeName.trim().toLowerCase()];
  const coords = written
    .split(/[\s,]+/)
    .filter((c) => c !== '')
    .map(Number);
  if (!shape || coords.some((c) => !Number.isFinite(c) || c < 0) || !fits(shape, coords)) return undefined;
  if (units === 'fraction' && coords.some((c) => c > 1)) return undefined;
  return { shape, coords, units };
}
