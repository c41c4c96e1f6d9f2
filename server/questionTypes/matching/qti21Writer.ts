/**
 * A matching question in QTI 2.1: a matchInteraction of the prompts (each matched once) and every answer text once
 * (extra answers among them, in code-point order as the console shows them), the right pairs its correct response
 * and a mapping worth the points shared among the pairs: the share of the prompts given their answer, as the
 * console scores it (map_response); all or nothing (ADR 292) keeps the correct response alone, scored by
 * match_correct.
 */
import { answerChoices } from '../../../src/domain/quiz/questionTypes/matching/matching';
import { type ExportMatchingQuestion, pointsOf } from '../../exports/exportModel';
import { feedbackLoss } from '../../exports/exportNotes';
import { MAP_RESPONSE } from '../../exports/qti21Rules';
import type { XmlValue } from '../../exports/xml';
import type { Qti21Parts } from '../questionType';
import { allOrNothingProcessing } from '../qti2Scoring';

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The prompts and the answers to choose from, with identifiers, and each prompt's right pair of identifiers. */
export function matchingSets(question: ExportMatchingQuestion) {
  const { pairs } = question.definition;
  const choices = answerChoices(question.definition);
  const prompts = pairs.map((pair, index) => ({ id: `P${index + 1}`, text: clean(pair.prompt) }));
  const answers = choices.map((text, index) => ({ id: `A${index + 1}`, text }));
  const right = pairs.map((pair, index) => ({
    prompt: prompts[index]!,
    answer: answers.find((answer) => answer.text === clean(pair.answer))!,
  }));
  return { prompts, answers, right };
}

function parts(question: ExportMatchingQuestion, prompt: XmlValue): Qti21Parts {
  const { prompts, answers, right } = matchingSets(question);
  const pair = (r: (typeof right)[number]) => `${r.prompt.id} ${r.answer.id}`;
  const allOrNothing = question.definition.scoring === 'allOrNothing';
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
              '@_defaultValue': '0',
              '@_lowerBound': '0',
              mapEntry: right.map((r) => ({
                '@_mapKey': pair(r),
                '@_mappedValue': String(pointsOf(question) / right.length),
              })),
            },
          }),
    },
    itemBody: {
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
              '#text': p.text,
            })),
          },
          {
            simpleAssociableChoice: answers.map((a) => ({
              '@_identifier': a.id,
              '@_matchMax': String(prompts.length),
              '#text': a.text,
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

export const matchingQti21Writer = { interactionType: 'matchInteraction', parts } as const;

export const matchingQti21Notes = (question: ExportMatchingQuestion) => feedbackLoss(question);
