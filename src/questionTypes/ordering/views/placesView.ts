/**
 * Reading the places on the picture of an ordering's items (ADR 307) or a matching's prompts (ADR 310) where the
 * screens get them: the student's view gives each shown entry's place as JSON (`place.<index>`), a definition its
 * items' or pairs' places. No zod here (ADR 140).
 * @publicModule matching and the types' shared code use it.
 */
import type { RegionShape } from '../../hotspot/domain/hotspotGeometry';

const SHAPES = new Set(['rectangle', 'ellipse', 'polygon']);

/** A place as the student's view carries it (its JSON), or undefined when it is not one. */
export function placeFrom(value: unknown): RegionShape | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const place = JSON.parse(value) as { shape?: unknown } | null;
    return place && SHAPES.has(String(place.shape)) ? (place as RegionShape) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a student view or definition puts its entries (`items` or `pairs`) on the picture. */
export function showsPlaces(content: unknown, entries: 'items' | 'pairs' = 'items'): boolean {
  if (typeof content !== 'object' || content === null) return false;
  if ('place.0' in content) return placeFrom((content as Record<string, unknown>)['place.0']) !== undefined;
  const items = (content as Record<string, unknown>)[entries];
  return (
    Array.isArray(items) &&
    items.some((item) => typeof item === 'object' && item !== null && 'place' in item && item.place)
  );
}
