/**
 * A hotspot question as the readers describe it: an image and the regions of it that are right.
 * @publicModule the types' shared code use it.
 */
import type { ImportedImage } from '../../../../server/imports/importedQuiz';
import type { DescriptionBase } from '../../shared/server/description';
import type { TypeRead } from '../../shared/server/questionType';

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
  /** The size in pixels the image is shown at, where the source gives it: what pixel coordinates are counted in. */
  readonly size?: { readonly width: number; readonly height: number };
  readonly regions: readonly HotspotRegion[];
  /** How many places the student may mark. */
  readonly maxChoices: number;
}

export const HOTSPOT_REASONS = {
  noImage: 'The question has no image to mark.',
  noRegion: 'The question has no right region with valid coordinates.',
  noSize: 'The image’s size is not given, so its regions in pixels cannot be placed on it.',
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

/**
 * What a reader found, described: refused without a right region, or when its regions cannot be placed on the image
 * (shares always can, pixels only with the size they are counted in).
 */
export function hotspotRead(
  base: DescriptionBase,
  found: {
    readonly image: ImportedImage;
    readonly size: HotspotDescription['size'] | undefined;
    readonly regions: readonly HotspotRegion[];
    readonly maxChoices: number;
  },
): TypeRead<HotspotDescription> {
  const { image, size, regions, maxChoices } = found;
  if (regions.length === 0) return { kind: 'unreadable', reason: HOTSPOT_REASONS.noRegion };
  if (regions.some((region) => region.units === 'pixels') && !size)
    return { kind: 'unreadable', reason: HOTSPOT_REASONS.noSize };
  return {
    kind: 'read',
    description: { kind: 'hotspot', ...base, image, ...(size ? { size } : {}), regions, maxChoices },
  };
}

/** A size from a width and a height as written (`206`, `280px`), or undefined when either is missing or not positive. */
export function sizeOf(
  width: string | undefined,
  height: string | undefined,
): HotspotDescription['size'] | undefined {
  const [w, h] = [width, height].map((value) => Number.parseFloat(value ?? ''));
  return w! > 0 && h! > 0 ? { width: w!, height: h! } : undefined;
}

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
