/**
 * A hotspot question's regions as the writers write them (ADR 236): in pixels of the image for QTI (rectangle as
 * left, top, right, bottom; a circle where an ellipse's radii are equal in pixels; polygon corners), and in words for
 * the formats that can only show them to a person.
 * @publicModule matching, ordering and the types' shared code use it.
 */
import type { RegionShape } from '../domain/hotspotGeometry';

export interface PixelRegion {
  readonly shape: 'rect' | 'circle' | 'ellipse' | 'poly';
  readonly coords: string;
}

/** The size regions are written in when the image's is unknown (a linked image): the image is shown at it. */
export const NOMINAL_SIZE = { width: 1000, height: 1000 } as const;

const px = (share: number, across: number) => Math.round(share * across);

export function pixelRegion(region: RegionShape, size: { width: number; height: number }): PixelRegion {
  const { width: w, height: h } = size;
  switch (region.shape) {
    case 'rectangle':
      return {
        shape: 'rect',
        coords: [
          px(region.x, w),
          px(region.y, h),
          px(region.x + region.width, w),
          px(region.y + region.height, h),
        ].join(','),
      };
    case 'ellipse': {
      const [rx, ry] = [px(region.radiusX, w), px(region.radiusY, h)];
      const centre = [px(region.x, w), px(region.y, h)];
      return rx === ry
        ? { shape: 'circle', coords: [...centre, rx].join(',') }
        : { shape: 'ellipse', coords: [...centre, rx, ry].join(',') };
    }
    case 'polygon':
      return { shape: 'poly', coords: region.points.flatMap((p) => [px(p.x, w), px(p.y, h)]).join(',') };
  }
}

const percent = (share: number) => `${Math.round(share * 1000) / 10} %`;
const place = (x: number, y: number) => `(${percent(x)}, ${percent(y)})`;

/** A region in words, in per cent of the image's width and height from its top left corner. */
export function regionInWords(region: RegionShape): string {
  switch (region.shape) {
    case 'rectangle':
      return `rectangle from ${place(region.x, region.y)} to ${place(region.x + region.width, region.y + region.height)}`;
    case 'ellipse':
      return `ellipse centred at ${place(region.x, region.y)}, ${percent(region.radiusX)} wide and ${percent(region.radiusY)} high from its centre`;
    case 'polygon':
      return `polygon with corners ${region.points.map((p) => place(p.x, p.y)).join(', ')}`;
  }
}

/** What a person scoring the answer reads: where the right regions are. */
export const regionsInWords = (regions: readonly RegionShape[], maxMarks: number) =>
  `Right regions, in per cent of the image's width and height from its top left corner: ${regions
    .map(regionInWords)
    .join('; ')}. The student may place ${maxMarks} mark${maxMarks === 1 ? '' : 's'}.`;
