/**
 * The ordering question the console stores for a description (ADR 199), whatever the format: the items in the right
 * order within the type's bounds. A question whose items repeat is skipped by the import's repair with the type's
 * own message. Items that are places on a picture (ADR 307) keep them as shares of the picture, which becomes the
 * question's own image, as a hotspot's does (hotspotStore.ts).
 */
import { HOTSPOT_LIMITS } from '../../../src/domain/quiz/questionTypes/hotspot/hotspot';
import {
  ORDERING_LIMITS,
  type OrderingDefinition,
} from '../../../src/domain/quiz/questionTypes/ordering/ordering';
import type { ImportedQuestion } from '../../imports/importedQuiz';
import { typedQuestion } from '../storeTyped';
import { HOTSPOT_STORE_NOTES, shareRegion } from '../hotspot/hotspotStore';
import type { OrderingDescription } from './orderingDescription';

export const ORDERING_STORE_NOTES = {
  textCut: `An item longer than ${ORDERING_LIMITS.text} characters was cut.`,
} as const;

type Place = NonNullable<OrderingDefinition['items'][number]['place']>;

/** Each item's place in shares of the picture; a polygon keeps its first corners up to the limit. */
function placesOf(
  picture: NonNullable<OrderingDescription['picture']>,
  notes: string[],
): (Place | undefined)[] {
  return picture.places.map((region) => {
    const shape = shareRegion(region, picture.size.width, picture.size.height) as Place | undefined;
    if (shape?.shape !== 'polygon' || shape.points.length <= HOTSPOT_LIMITS.polygonPoints) return shape;
    notes.push(HOTSPOT_STORE_NOTES.extraCorners);
    return { ...shape, points: shape.points.slice(0, HOTSPOT_LIMITS.polygonPoints) };
  });
}

export function storeOrdering(description: OrderingDescription): ImportedQuestion {
  const notes = [...description.notes];
  const texts = description.items.map((item) => item.replace(/\s+/g, ' ').trim());
  if (texts.some((text) => text.length > ORDERING_LIMITS.text)) notes.push(ORDERING_STORE_NOTES.textCut);
  const { picture } = description;
  const places = picture ? placesOf(picture, notes) : [];
  const definition: OrderingDefinition = {
    items: texts.map((text, index) => ({
      id: `item-${index + 1}`,
      text: text.slice(0, ORDERING_LIMITS.text).trimEnd(),
      ...(places[index] ? { place: places[index] } : {}),
    })),
    ...(description.scoring === 'allOrNothing' ? { scoring: 'allOrNothing' } : {}),
  };
  const question = typedQuestion(description, 'ordering', definition, notes);
  if (!picture) return question;
  return {
    ...question,
    images: [...question.images, { ...picture.image, questionImage: true as const }],
    image: picture.image.src,
  };
}
