/**
 * An ordering question in QTI 2.1: an orderInteraction (items written in reverse, shuffled by the player), the
 * right order its correct response. The response processing gives the share of the right order's neighbours the
 * answer keeps, as the console scores it (ADR 199): for each place but the last, the points over n − 1 when the item
 * there is directly followed by its right successor; nothing for an answer that does not place every item. All or
 * nothing (ADR 292) gives the points for the right order alone (match_correct).
 */
import { type ExportOrderingQuestion, pointsOf } from '../../exports/exportModel';
import { feedbackLoss } from '../../exports/exportNotes';
import { floatValue, RESPONSE, setScore } from '../../exports/qti21Rules';
import type { XmlNode, XmlValue } from '../../exports/xml';
import type { Qti21Parts } from '../questionType';
import { allOrNothingProcessing } from '../qti2Scoring';

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The items with identifiers, in the right order. */
export const orderedItems = (question: ExportOrderingQuestion) =>
  question.definition.items.map((item, index) => ({ id: `I${index + 1}`, text: clean(item.text) }));

const identifier = (id: string): XmlNode => ({ '@_baseType': 'identifier', '#text': id });
const at = (place: number): XmlNode => ({ '@_n': String(place), variable: RESPONSE });

function parts(question: ExportOrderingQuestion, prompt: XmlValue): Qti21Parts {
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
    itemBody: {
      orderInteraction: {
        '@_responseIdentifier': 'RESPONSE',
        '@_shuffle': 'true',
        prompt,
        simpleChoice: [...items].reverse().map((item) => ({ '@_identifier': item.id, '#text': item.text })),
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

export const orderingQti21Writer = { interactionType: 'orderInteraction', parts } as const;

export const orderingQti21Notes = (question: ExportOrderingQuestion) => feedbackLoss(question);
