/**
 * A choice question in QTI 2.1: a choiceInteraction with the right choices as its correct response (match_correct,
 * or its points when they are not 1).
 */
import { type ExportChoiceQuestion, pointsOf } from '../../exports/exportModel';
import { RESPONSE, scoreWhen } from '../../exports/qti21Rules';
import { textField, type XmlValue } from '../../exports/xml';
import type { Qti21Parts } from '../questionType';

const MATCH_CORRECT = 'http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct';

export const choiceIdentifier = (optionId: number) => `choice-${optionId}`;

function parts(question: ExportChoiceQuestion, prompt: XmlValue): Qti21Parts {
  return {
    responseDeclaration: {
      '@_identifier': 'RESPONSE',
      '@_cardinality': question.isMultiple ? 'multiple' : 'single',
      '@_baseType': 'identifier',
      correctResponse: { value: question.rightAnswer.map(choiceIdentifier) },
    },
    itemBody: {
      choiceInteraction: {
        '@_responseIdentifier': 'RESPONSE',
        '@_shuffle': 'false',
        '@_maxChoices': question.isMultiple ? '0' : '1',
        prompt,
        simpleChoice: question.options.map((option) => ({
          '@_identifier': choiceIdentifier(option.id),
          '@_fixed': 'true',
          '#text': textField(option.text) || '-',
        })),
      },
    },
    responseProcessing:
      pointsOf(question) === 1
        ? { '@_template': MATCH_CORRECT }
        : scoreWhen({ match: { variable: RESPONSE, correct: RESPONSE } }, pointsOf(question)),
  };
}

export const choiceQti21Writer = { interactionType: 'choiceInteraction', parts } as const;
