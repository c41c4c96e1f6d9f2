/**
 * The ordering question the console stores for a description (ADR 199), whatever the format: the items in the right
 * order within the type's bounds. A question whose items repeat is skipped by the import's repair with the type's
 * own message. Items that are places on a picture (ADR 307) keep them as shares of the picture, which becomes the
 * question's own image, as a hotspot's does (hotspotStore.ts).
 */
import { ORDERING_LIMITS, type OrderingDefinition } from '../domain/ordering';
import type { ImportedQuestion } from '../../../../server/imports/importedQuiz';
import { typedQuestion } from '../../shared/server/storeTyped';
import { storedPlaces, withPicture } from '../../shared/server/placesPicture';
import type { OrderingDescription } from './orderingDescription';

export const ORDERING_STORE_NOTES = {
  textCut: `An item longer than ${ORDERING_LIMITS.text} characters was cut.`,
} as const;

export function storeOrdering(description: OrderingDescription): ImportedQuestion {
  const notes = [...description.notes];
  const texts = description.items.map((item) => item.replace(/\s+/g, ' ').trim());
  if (texts.some((text) => text.length > ORDERING_LIMITS.text)) notes.push(ORDERING_STORE_NOTES.textCut);
  const { picture } = description;
  const places = picture ? storedPlaces(picture, notes) : [];
  const definition: OrderingDefinition = {
    items: texts.map((text, index) => ({
      id: `item-${index + 1}`,
      text: text.slice(0, ORDERING_LIMITS.text).trimEnd(),
      ...(places[index] ? { place: places[index] } : {}),
    })),
    ...(description.scoring === 'allOrNothing' ? { scoring: 'allOrNothing' } : {}),
  };
  const question = typedQuestion(description, 'ordering', definition, notes);
  return picture ? withPicture(question, picture) : question;
}
