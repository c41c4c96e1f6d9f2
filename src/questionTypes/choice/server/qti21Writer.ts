/**
 * A choice question in QTI 2.1: a choiceInteraction with the right choices as its correct response (match_correct,
 * or its points when they are not 1). An option's picture is an `<img>` in its simpleChoice, its file in the package
 * (ADR 311).
 */
import {
  type ExportChoiceQuestion,
  type ExportOption,
  pointsOf,
} from '../../../../server/exports/exportModel';
import { RESPONSE, scoreWhen } from '../../../../server/exports/qti21Rules';
import { textField, type XmlNode, type XmlValue } from '../../../../server/exports/xml';
import type { Qti21Image, Qti21Parts } from '../../shared/server/questionType';
import { entryText } from '../../shared/server/optionPictureExports';

const MATCH_CORRECT = 'http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct';

export const choiceIdentifier = (optionId: number) => `choice-${optionId}`;

/** A choice's content: its picture where the package has it (ADR 311), then its text. */
function choiceContent(option: ExportOption, image: (src: string) => Qti21Image | undefined): XmlNode {
  const text = textField(option.text);
  const shipped = option.picture && image(option.picture.src);
  if (!option.picture || !shipped) return { '#text': entryText(option.text, option.picture) || '-' };
  const img = { '@_src': shipped.href, '@_alt': textField(option.picture.alt) };
  return text === '' ? { img } : { img, '#text': text };
}

function parts(
  question: ExportChoiceQuestion,
  prompt: XmlValue,
  image: (src: string) => Qti21Image | undefined,
): Qti21Parts {
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
          ...choiceContent(option, image),
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
