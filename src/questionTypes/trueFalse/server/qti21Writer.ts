/** A true/false question in QTI 2.1: a choiceInteraction of True and False, its points when the right one is chosen. */
import { pointsOf } from '../../../../server/exports/exportModel';
import type { ExportTrueFalseQuestion } from './trueFalseExportQuestion';
import { feedbackLoss } from '../../shared/server/formatLosses';
import { RESPONSE, scoreWhen } from '../../../../server/exports/qti21Rules';
import type { XmlValue } from '../../../../server/exports/xml';
import type { Qti21Parts } from '../../shared/server/questionType';

const identifier = (value: boolean) => (value ? 'true' : 'false');

function parts(question: ExportTrueFalseQuestion, prompt: XmlValue): Qti21Parts {
  return {
    responseDeclaration: {
      '@_identifier': 'RESPONSE',
      '@_cardinality': 'single',
      '@_baseType': 'identifier',
      correctResponse: { value: identifier(question.definition.answer) },
    },
    itemBody: {
      choiceInteraction: {
        '@_responseIdentifier': 'RESPONSE',
        '@_shuffle': 'false',
        '@_maxChoices': '1',
        prompt,
        simpleChoice: [
          { '@_identifier': 'true', '@_fixed': 'true', '#text': 'True' },
          { '@_identifier': 'false', '@_fixed': 'true', '#text': 'False' },
        ],
      },
    },
    responseProcessing: scoreWhen({ match: { variable: RESPONSE, correct: RESPONSE } }, pointsOf(question)),
  };
}

export const trueFalseQti21Writer = { interactionType: 'choiceInteraction', parts } as const;

export const trueFalseQti21Notes = (question: ExportTrueFalseQuestion) =>
  feedbackLoss(question, question.definition.feedbackTrue, question.definition.feedbackFalse);
