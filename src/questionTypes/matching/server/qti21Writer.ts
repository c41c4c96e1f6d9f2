/**
 * A matching question in QTI 2.1: a matchInteraction of the prompts (each matched once) and every answer text once
 * (extra answers among them, in code-point order as the console shows them), the right pairs its correct response
 * and a mapping worth the points shared among the pairs: the share of the prompts given their answer, as the
 * console scores it (map_response); all or nothing (ADR 292) keeps the correct response alone, scored by
 * match_correct; right minus wrong (ADR 310) maps every other pair to minus a share, never below 0. Prompts that are
 * places on the question's image are a graphicGapMatchInteraction instead (qti21Picture.ts), each right pair written
 * label first, place second.
 */
import { answerChoices } from '../domain/matching';
import { pointsOf } from '../../../../server/exports/exportModel';
import type { ExportMatchingQuestion } from './matchingExportQuestion';
import { MAP_RESPONSE } from '../../../../server/exports/qti21Rules';
import type { XmlValue } from '../../../../server/exports/xml';
import type { Qti21Image, Qti21Parts } from '../../shared/server/questionType';
import { allOrNothingProcessing } from '../../shared/server/qti2Scoring';
import { graphicGapMatch, onPicture } from './qti21Picture';
import { namedMatching } from '../domain/matchingPictures';
import { answerPictures, entryContent, pictureOf } from './matchingPictureExports';

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The prompts and the answers to choose from, with identifiers, and each prompt's right pair of identifiers. */
export function matchingSets(question: ExportMatchingQuestion) {
  // An entry that is only its picture goes by its alternative text (ADR 311); its picture travels beside it.
  const { pairs } = namedMatching(question.definition);
  const choices = answerChoices(namedMatching(question.definition));
  const pictures = answerPictures(question.definition);
  const prompts = pairs.map((pair, index) => ({
    id: `P${index + 1}`,
    text: clean(pair.prompt),
    ...pictureOf(question.definition.pairs[index]!.prompt, question.definition.pairs[index]!.promptPicture),
  }));
  const answers = choices.map((text, index) => ({ id: `A${index + 1}`, text, ...pictures.get(text) }));
  const right = pairs.map((pair, index) => ({
    prompt: prompts[index]!,
    answer: answers.find((answer) => answer.text === clean(pair.answer))!,
  }));
  return { prompts, answers, right };
}

function parts(
  question: ExportMatchingQuestion,
  prompt: XmlValue,
  imageOf: (src: string) => Qti21Image | undefined,
): Qti21Parts {
  const { prompts, answers, right } = matchingSets(question);
  const graphic = onPicture(question);
  const pair = (r: (typeof right)[number]) =>
    graphic ? `${r.answer.id} ${r.prompt.id}` : `${r.prompt.id} ${r.answer.id}`;
  const allOrNothing = question.definition.scoring === 'allOrNothing';
  const share = pointsOf(question) / right.length;
  const places = question.definition.pairs.map((p, index) => ({ ...prompts[index]!, place: p.place! }));
  return {
    responseDeclaration: {
      '@_identifier': 'RESPONSE',
      '@_cardinality': 'multiple',
      '@_baseType': 'directedPair',
      correctResponse: { value: right.map(pair) },
      ...(allOrNothing
        ? {}
        : {
            mapping: {
              '@_defaultValue': question.definition.scoring === 'rightMinusWrong' ? String(-share) : '0',
              '@_lowerBound': '0',
              mapEntry: right.map((r) => ({ '@_mapKey': pair(r), '@_mappedValue': String(share) })),
            },
          }),
    },
    itemBody: graphic
      ? graphicGapMatch(prompt, imageOf, question.image!, answers, places)
      : {
          matchInteraction: {
            '@_responseIdentifier': 'RESPONSE',
            '@_shuffle': 'false',
            '@_maxAssociations': String(prompts.length),
            prompt,
            simpleMatchSet: [
              {
                simpleAssociableChoice: prompts.map((p) => ({
                  '@_identifier': p.id,
                  '@_matchMax': '1',
                  ...entryContent(p, imageOf),
                })),
              },
              {
                simpleAssociableChoice: answers.map((a) => ({
                  '@_identifier': a.id,
                  '@_matchMax': String(prompts.length),
                  ...entryContent(a, imageOf),
                })),
              },
            ],
          },
        },
    responseProcessing: allOrNothing
      ? allOrNothingProcessing(pointsOf(question))
      : { '@_template': MAP_RESPONSE },
  };
}

export const matchingQti21Writer = {
  interactionType: (question: ExportMatchingQuestion) =>
    onPicture(question) ? 'graphicGapMatchInteraction' : 'matchInteraction',
  parts,
} as const;
