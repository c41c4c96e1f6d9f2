/**
 * A picture whose places a question's entries are (an ordering's items, ADR 307; a matching's prompts, ADR 310), as
 * the readers describe it and the stores keep it: read from a QTI 2 interaction's `object` and its hotspots (in pixels
 * of the object's width and height), stored as places in shares of the picture, which becomes the question's own
 * image, as a hotspot's does (hotspotStore.ts).
 */
import { HOTSPOT_LIMITS } from '../../hotspot/domain/hotspot';
import type { Place } from '../domain/picturePlaces';
import type { ImportedImage, ImportedQuestion } from '../../../../server/imports/importedQuiz';
import { descendants, textOf, type XmlElement } from '../../../../server/imports/xmlTree';
import type { DescriptionBase } from './description';
import { regionOf, sizeOf, type HotspotRegion } from '../../hotspot/server/hotspotDescription';
import { HOTSPOT_STORE_NOTES, shareRegion } from '../../hotspot/server/hotspotStore';

export interface PlacesPictureDescription {
  readonly image: ImportedImage;
  /** The size in pixels the places are counted in. */
  readonly size: { readonly width: number; readonly height: number };
  /** Each entry's place, in the order of the entries. */
  readonly places: readonly HotspotRegion[];
}

export const PLACES_REASONS = {
  noImage: 'The question has no picture to put its places on.',
  noSize: 'The picture’s size is not given, so its places in pixels cannot be put on it.',
  badPlace: 'A place on the picture has no valid shape or coordinates.',
} as const;

/**
 * The picture of a QTI 2 graphic interaction with the places of `hotspots` (in the entries' order), and the prompt
 * without it (the picture is the question's image, not a picture of its text); or why it cannot be read.
 */
export function qti2PlacesPicture(
  interaction: XmlElement,
  hotspots: readonly XmlElement[],
  prompt: DescriptionBase['prompt'],
): { picture: PlacesPictureDescription; prompt: DescriptionBase['prompt'] } | { reason: string } {
  const object = descendants(interaction, 'object')[0];
  const src = object?.attributes.data?.trim();
  if (!object || !src) return { reason: PLACES_REASONS.noImage };
  const size = sizeOf(object.attributes.width, object.attributes.height);
  if (!size) return { reason: PLACES_REASONS.noSize };
  const places: HotspotRegion[] = [];
  for (const hotspot of hotspots) {
    const place = regionOf(hotspot.attributes.shape ?? '', hotspot.attributes.coords ?? '', 'pixels');
    if (!place) return { reason: PLACES_REASONS.badPlace };
    places.push(place);
  }
  return {
    picture: { image: { src, alt: textOf(object) }, size, places },
    prompt: { ...prompt, images: prompt.images.filter((image) => image.src !== src) },
  };
}

/** Each entry's place in shares of the picture; a polygon keeps its first corners up to the limit (noted). */
export function storedPlaces(picture: PlacesPictureDescription, notes: string[]): (Place | undefined)[] {
  return picture.places.map((region) => {
    const shape = shareRegion(region, picture.size.width, picture.size.height) as Place | undefined;
    if (shape?.shape !== 'polygon' || shape.points.length <= HOTSPOT_LIMITS.polygonPoints) return shape;
    notes.push(HOTSPOT_STORE_NOTES.extraCorners);
    return { ...shape, points: shape.points.slice(0, HOTSPOT_LIMITS.polygonPoints) };
  });
}

/** The stored question with the picture as its own image. */
export const withPicture = (
  question: ImportedQuestion,
  picture: PlacesPictureDescription,
): ImportedQuestion => ({
  ...question,
  images: [...question.images, { ...picture.image, questionImage: true as const }],
  image: picture.image.src,
});
