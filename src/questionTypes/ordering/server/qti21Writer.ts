/**
 * An ordering question in QTI 2.1: an orderInteraction (items written in reverse, shuffled by the player), the
 * right order its correct response. The response processing gives the share of the right order's neighbours the
 * answer keeps, as the console scores it (ADR 199): for each place but the last, the points over n − 1 when the item
 * there is directly followed by its right successor; nothing for an answer that does not place every item. All or
 * nothing (ADR 292) gives the points for the right order alone (match_correct). Items that are places on the
 * question's image (ADR 307) are a graphicOrderInteraction instead: the image as its object, each item a hotspotChoice
 * named by its hotspotLabel, in pixels of the image as a hotspot's regions are written (hotspotExport.ts).
 */
import { pointsOf } from '../../../../server/exports/exportModel';
import type { ExportOrderingQuestion } from './orderingExportQuestion';
import { floatValue, RESPONSE, setScore } from '../../../../server/exports/qti21Rules';
import type { XmlNode, XmlValue } from '../../../../server/exports/xml';
import type { Qti21Image, Qti21Parts } from '../../shared/server/questionType';
import { allOrNothingProcessing } from '../../shared/server/qti2Scoring';
import { pixelRegion } from '../../hotspot/server/hotspotExport';
import { pictureInteraction } from '../../shared/server/onPictureQti21';
import { hasPlaces } from '../domain/ordering';

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The items with identifiers, in the right order. */
export const orderedItems = (question: ExportOrderingQuestion) =>
  question.definition.items.map((item, index) => ({
    id: `I${index + 1}`,
    text: clean(item.text),
    place: item.place,
  }));

/** Whether the question is written on its picture: its items have places and it has an image. */
export const onPicture = (question: ExportOrderingQuestion) =>
  hasPlaces(question.definition) && typeof question.image === 'string' && question.image !== '';

/** The interaction of an ordering on its picture: the image, then each item's place. */
function graphicInteraction(
  question: ExportOrderingQuestion,
  prompt: XmlValue,
  image: Qti21Image | undefined,
): XmlNode {
  const { size, parts } = pictureInteraction(prompt, image, 'The picture with the places to put in order');
  return {
    graphicOrderInteraction: {
      '@_responseIdentifier': 'RESPONSE',
      ...parts,
      hotspotChoice: [...orderedItems(question)].reverse().map((item) => {
        const { shape, coords } = pixelRegion(item.place!, size);
        return { '@_identifier': item.id, '@_shape': shape, '@_coords': coords, '@_hotspotLabel': item.text };
      }),
    },
  };
}

const identifier = (id: string): XmlNode => ({ '@_baseType': 'identifier', '#text': id });
const at = (place: number): XmlNode => ({ '@_n': String(place), variable: RESPONSE });

function parts(
  question: ExportOrderingQuestion,
  prompt: XmlValue,
  imageOf: (src: string) => Qti21Image | undefined,
): Qti21Parts {
  const items = orderedItems(question);
  const neighbours = items.slice(1).map((item, index) => [items[index]!.id, item.id] as const);
  const share = pointsOf(question) / neighbours.length;
  const kept = (place: number): XmlNode => ({
    or: {
      and: neighbours.map(([first, next]) => ({
        match: [
          { index: at(place), baseValue: identifier(first) },
          { index: at(place + 1), baseValue: identifier(next) },
        ],
      })),
    },
  });
  return {
    responseDeclaration: {
      '@_identifier': 'RESPONSE',
      '@_cardinality': 'ordered',
      '@_baseType': 'identifier',
      correctResponse: { value: items.map((item) => item.id) },
    },
    itemBody: onPicture(question)
      ? graphicInteraction(question, prompt, imageOf(question.image!))
      : {
          orderInteraction: {
            '@_responseIdentifier': 'RESPONSE',
            '@_shuffle': 'true',
            prompt,
            simpleChoice: [...items]
              .reverse()
              .map((item) => ({ '@_identifier': item.id, '#text': item.text })),
          },
        },
    responseProcessing:
      question.definition.scoring === 'allOrNothing'
        ? allOrNothingProcessing(pointsOf(question))
        : {
            responseCondition: [
              ...neighbours.map((_, index) => ({
                responseIf: {
                  ...kept(index + 1),
                  ...setScore({
                    sum: { variable: { '@_identifier': 'SCORE' }, baseValue: floatValue(share) },
                  }),
                },
              })),
              {
                responseIf: {
                  not: {
                    equal: {
                      '@_toleranceMode': 'exact',
                      containerSize: { variable: RESPONSE },
                      baseValue: { '@_baseType': 'integer', '#text': String(items.length) },
                    },
                  },
                  ...setScore({ baseValue: floatValue(0) }),
                },
              },
            ],
          },
  };
}

export const orderingQti21Writer = {
  interactionType: (question: ExportOrderingQuestion) =>
    onPicture(question) ? 'graphicOrderInteraction' : 'orderInteraction',
  parts,
} as const;
