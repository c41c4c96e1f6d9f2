/**
 * The hotspot question the console stores for a description (ADR 203), whatever the format: the image becomes the
 * question's own image (stored by the import like every question image, server/imports/importImages.ts) and the
 * regions shares of it: Canvas writes shares already, QTI pixels of the image at the size its object gives. A
 * circle becomes an ellipse whose radii are shares of the width and the height. (A reader refuses pixels without
 * the size they are counted in: hotspotDescription.ts.)
 * @publicModule the types' shared code use it.
 */
import { HOTSPOT_LIMITS, type HotspotDefinition, type HotspotRegion } from '../domain/hotspot';
import { clampShare, type RegionShape } from '../domain/hotspotGeometry';
import type { ImportedQuestion } from '../../../../server/imports/importedQuiz';
import { typedQuestion } from '../../shared/server/storeTyped';
import type { HotspotDescription, HotspotRegion as DescribedRegion } from './hotspotDescription';

export const HOTSPOT_STORE_NOTES = {
  extraRegions: (count: number) =>
    `Only the first ${HOTSPOT_LIMITS.regions} of ${count} right regions were kept.`,
  extraCorners: `A polygon with more than ${HOTSPOT_LIMITS.polygonPoints} corners kept its first ${HOTSPOT_LIMITS.polygonPoints}.`,
  fewerMarks: (marks: number) => `The student may place ${marks} marks, one per right region at most.`,
} as const;

/** A described region in shares of the image: its coordinates divided by `across` and `down`. */
export function shareRegion(region: DescribedRegion, across: number, down: number): RegionShape | undefined {
  const c = region.coords;
  const x = (value: number) => clampShare(value / across);
  const y = (value: number) => clampShare(value / down);
  switch (region.shape) {
    case 'rectangle': {
      const [left, top] = [Math.min(c[0]!, c[2]!), Math.min(c[1]!, c[3]!)];
      return {
        shape: 'rectangle',
        x: x(left),
        y: y(top),
        width: x(Math.abs(c[2]! - c[0]!)),
        height: y(Math.abs(c[3]! - c[1]!)),
      };
    }
    case 'circle':
      return { shape: 'ellipse', x: x(c[0]!), y: y(c[1]!), radiusX: x(c[2]!), radiusY: y(c[2]!) };
    case 'ellipse':
      return { shape: 'ellipse', x: x(c[0]!), y: y(c[1]!), radiusX: x(c[2]!), radiusY: y(c[3]!) };
    case 'polygon': {
      const points = [];
      for (let i = 0; i + 1 < c.length; i += 2) points.push({ x: x(c[i]!), y: y(c[i + 1]!) });
      return { shape: 'polygon', points };
    }
  }
}

export function storeHotspot(description: HotspotDescription): ImportedQuestion {
  const notes = [...description.notes];
  const regions: HotspotRegion[] = [];
  for (const region of description.regions) {
    const scale = region.units === 'fraction' ? { width: 1, height: 1 } : description.size;
    const shape = scale && shareRegion(region, scale.width, scale.height);
    if (!shape) continue;
    if (shape.shape === 'polygon' && shape.points.length > HOTSPOT_LIMITS.polygonPoints) {
      notes.push(HOTSPOT_STORE_NOTES.extraCorners);
      regions.push({
        id: `region-${regions.length + 1}`,
        ...shape,
        points: shape.points.slice(0, HOTSPOT_LIMITS.polygonPoints),
      });
    } else regions.push({ id: `region-${regions.length + 1}`, ...shape });
  }
  if (regions.length > HOTSPOT_LIMITS.regions) notes.push(HOTSPOT_STORE_NOTES.extraRegions(regions.length));
  const kept = regions.slice(0, HOTSPOT_LIMITS.regions);
  const maxMarks = Math.max(1, Math.min(description.maxChoices, kept.length, HOTSPOT_LIMITS.marks));
  if (maxMarks < description.maxChoices) notes.push(HOTSPOT_STORE_NOTES.fewerMarks(maxMarks));
  const definition: HotspotDefinition = { regions: kept, maxMarks };
  const question = typedQuestion(description, 'hotspot', definition, notes);
  const image = description.image ? [{ ...description.image, questionImage: true as const }] : [];
  return {
    ...question,
    images: [...question.images, ...image],
    ...(description.image ? { image: description.image.src } : {}),
  };
}
