/**
 * Places on the question's picture (ADR 307, ADR 310): the entries of a question (an ordering's items, a matching's
 * prompts) may each carry a place on the question's image, a region in shares of the image as a hotspot's
 * (hotspot.ts). Either every entry has one or none has, and places need the image. What the types share: whether
 * places are on, the place an entry gets when they are turned on, and the save checks of the places.
 */
import { HOTSPOT_MESSAGES, type RegionShapeSchema } from '../../hotspot/domain/hotspot';
import { hasSize, type RegionShape } from '../../hotspot/domain/hotspotGeometry';
import type { FieldIssue } from './questionType';
import type * as z from 'zod';

/** A place as the schemas type it (zod's arrays are not read-only). */
export type Place = z.infer<typeof RegionShapeSchema>;
export const asPlace = (region: RegionShape) => region as Place;

/** Whether the entries are places on the picture: any of them has a place. */
export const anyPlaced = (entries: readonly { readonly place?: unknown }[]) =>
  entries.some((entry) => entry.place !== undefined);

/** The place an entry gets when places are turned on: a small circle, the entries spread across the image. */
export const newPlace = (index: number, count: number): RegionShape => ({
  shape: 'ellipse',
  x: Math.round(((index + 1) / (count + 1)) * 10000) / 10000,
  y: 0.5,
  radiusX: 0.05,
  radiusY: 0.05,
});

/** Every entry with a place (a new one where it had none) when `on`, else every entry without one. */
export function switchPlaces<E extends { readonly place?: Place }>(entries: readonly E[], on: boolean): E[] {
  return entries.map(({ place, ...entry }, index, all) =>
    on ? ({ ...entry, place: place ?? asPlace(newPlace(index, all.length)) } as E) : (entry as E),
  );
}

/** The entry with its place set, or without one when `place` is null. */
export function withPlace<E extends { readonly place?: Place }>(entry: E, place: Place | null): E {
  const { place: _old, ...rest } = entry;
  return (place ? { ...rest, place } : rest) as E;
}

/**
 * The save checks of the places, field `places`: every entry has one or none has, the image is there (`image`
 * absent: the caller does not know it yet, as an import checking before its pictures are stored), and each place is
 * a hotspot region with its own checks, in the hotspot's words.
 */
export function placeIssues(
  entries: readonly { readonly place?: RegionShape }[],
  image: string | null | undefined,
  messages: { readonly incomplete: string; readonly needImage: string },
): FieldIssue[] {
  if (!anyPlaced(entries)) return [];
  const issues: FieldIssue[] = [];
  const issue = (message: string) => issues.push({ field: 'places', message });
  if (entries.some((entry) => entry.place === undefined)) issue(messages.incomplete);
  if (image === null || image === '') issue(messages.needImage);
  const places = entries.flatMap((entry) => (entry.place ? [entry.place] : []));
  if (places.some((place) => place.shape === 'polygon' && place.points.length < 3))
    issue(HOTSPOT_MESSAGES.polygonPoints);
  if (!places.every(hasSize)) issue(HOTSPOT_MESSAGES.emptyRegion);
  return issues;
}
