/**
 * A true/false question in QTI 2.1: a choiceInteraction of True and False, its points when the right one is chosen,
 * the feedback on each answer a `feedbackInline` in its choice (ADR 376).
 */
import { pointsOf } from '../../../../server/exports/exportModel';
import type { ExportTrueFalseQuestion } from './trueFalseExportQuestion';
import { RESPONSE, scoreWhen } from '../../../../server/exports/qti21Rules';
import { textField, type XmlNode, type XmlValue } from '../../../../server/exports/xml';
import type { Qti21Parts } from '../../shared/server/questionType';

const identifier = (value: boolean) => (value ? 'true' : 'false');

/** The outcome that holds the chosen answer, for its feedback (as a choice question's, ADR 376). */
const ANSWER_FEEDBACK = 'OPTION_FEEDBACK';

/** A choice of True or False, with the feedback on choosing it as a `feedbackInline` shown when it was chosen. */
function choice(value: boolean, feedback: string | undefined): XmlNode {
  const text = textField(feedback ?? '');
  return {
    '@_identifier': identifier(value),
    '@_fixed': 'true',
    '#text': value ? 'True' : 'False',
    ...(text !== ''
      ? {
          feedbackInline: {
            '@_outcomeIdentifier': ANSWER_FEEDBACK,
            '@_identifier': identifier(value),
            '@_showHide': 'show',
            '#text': text,
          },
        }
      : {}),
  };
}

function parts(question: ExportTrueFalseQuestion, prompt: XmlValue): Qti21Parts {
  const { feedbackTrue, feedbackFalse } = question.definition;
  const answerFeedback = textField(feedbackTrue ?? '') !== '' || textField(feedbackFalse ?? '') !== '';
  return {
    responseDeclaration: {
      '@_identifier': 'RESPONSE',
      '@_cardinality': 'single',
      '@_baseType': 'identifier',
      correctResponse: { value: identifier(question.definition.answer) },
    },
    ...(answerFeedback
      ? {
          outcomeDeclaration: {
            '@_identifier': ANSWER_FEEDBACK,
            '@_cardinality': 'single',
            '@_baseType': 'identifier',
          },
        }
      : {}),
    itemBody: {
      choiceInteraction: {
        '@_responseIdentifier': 'RESPONSE',
        '@_shuffle': 'false',
        '@_maxChoices': '1',
        prompt,
        simpleChoice: [choice(true, feedbackTrue), choice(false, feedbackFalse)],
      },
    },
    responseProcessing: {
      ...scoreWhen({ match: { variable: RESPONSE, correct: RESPONSE } }, pointsOf(question)),
      ...(answerFeedback ? { setOutcomeValue: { '@_identifier': ANSWER_FEEDBACK, variable: RESPONSE } } : {}),
    },
  };
}

export const trueFalseQti21Writer = { interactionType: 'choiceInteraction', parts } as const;

/** QTI 2.1 carries its general feedback and the feedback on each answer (ADR 376): nothing is lost. */
export const trueFalseQti21Notes = (_question: ExportTrueFalseQuestion): string[] => [];
