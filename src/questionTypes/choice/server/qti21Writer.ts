/**
 * A choice question in QTI 2.1: a choiceInteraction with the right choices as its correct response (match_correct,
 * or its points when they are not 1). An option's picture is an `<img>` in its simpleChoice, its file in the package
 * (ADR 311). An option's feedback is a `feedbackInline` in its simpleChoice, shown when OPTION_FEEDBACK holds the choice (the
 * response processing sets it to the response); partial credit is the mapping Moodle writes as fractions, right
 * options sharing the points and wrong ones taking them back, never below 0 (ADR 376).
 */
import {
  type ExportChoiceQuestion,
  type ExportOption,
  pointsOf,
} from '../../../../server/exports/exportModel';
import { decimal, RESPONSE, scoreWhen } from '../../../../server/exports/qti21Rules';
import { textField, type XmlNode, type XmlValue } from '../../../../server/exports/xml';
import type { Qti21Image, Qti21Parts } from '../../shared/server/questionType';
import { entryText } from '../../shared/server/optionPictureExports';

const MATCH_CORRECT = 'http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct';

/** The outcome that holds the chosen options, for their feedback. */
export const OPTION_FEEDBACK = 'OPTION_FEEDBACK';

export const choiceIdentifier = (optionId: number) => `choice-${optionId}`;

/** A choice's content: its picture where the package has it (ADR 311), then its text. */
function choiceContent(option: ExportOption, image: (src: string) => Qti21Image | undefined): XmlNode {
  const text = textField(option.text);
  const shipped = option.picture && image(option.picture.src);
  if (!option.picture || !shipped) return { '#text': entryText(option.text, option.picture) || '-' };
  const img = { '@_src': shipped.href, '@_alt': textField(option.picture.alt) };
  return text === '' ? { img } : { img, '#text': text };
}

/** Each option's share of the points with partial credit: right ones share them, wrong ones take them back. */
function mapping(question: ExportChoiceQuestion): XmlNode {
  const right = new Set(question.rightAnswer);
  const wrongCount = question.options.length - right.size;
  const points = pointsOf(question);
  return {
    '@_lowerBound': '0',
    '@_upperBound': decimal(points),
    '@_defaultValue': '0',
    mapEntry: question.options.map((option) => ({
      '@_mapKey': choiceIdentifier(option.id),
      '@_mappedValue': decimal(
        right.has(option.id) ? points / right.size : -points / Math.max(1, wrongCount),
      ),
    })),
  };
}

/** The response processing: the score, and the chosen options in FEEDBACK when an option has feedback. */
function processing(question: ExportChoiceQuestion, optionFeedback: boolean): XmlNode {
  const points = pointsOf(question);
  const partial = question.isMultiple && question.partialCredit === true;
  if (!optionFeedback && !partial && points === 1) return { '@_template': MATCH_CORRECT };
  const chosen: XmlNode[] = optionFeedback ? [{ '@_identifier': OPTION_FEEDBACK, variable: RESPONSE }] : [];
  if (partial) return { setOutcomeValue: [{ '@_identifier': 'SCORE', mapResponse: RESPONSE }, ...chosen] };
  return {
    ...scoreWhen({ match: { variable: RESPONSE, correct: RESPONSE } }, points),
    ...(chosen.length > 0 ? { setOutcomeValue: chosen } : {}),
  };
}

function parts(
  question: ExportChoiceQuestion,
  prompt: XmlValue,
  image: (src: string) => Qti21Image | undefined,
): Qti21Parts {
  const optionFeedback = question.options.some((option) => textField(option.feedback ?? '') !== '');
  const partial = question.isMultiple && question.partialCredit === true;
  return {
    responseDeclaration: {
      '@_identifier': 'RESPONSE',
      '@_cardinality': question.isMultiple ? 'multiple' : 'single',
      '@_baseType': 'identifier',
      correctResponse: { value: question.rightAnswer.map(choiceIdentifier) },
      ...(partial ? { mapping: mapping(question) } : {}),
    },
    ...(optionFeedback
      ? {
          outcomeDeclaration: {
            '@_identifier': OPTION_FEEDBACK,
            '@_cardinality': question.isMultiple ? 'multiple' : 'single',
            '@_baseType': 'identifier',
          },
        }
      : {}),
    itemBody: {
      choiceInteraction: {
        '@_responseIdentifier': 'RESPONSE',
        '@_shuffle': 'false',
        '@_maxChoices': question.isMultiple ? '0' : '1',
        prompt,
        simpleChoice: question.options.map((option) => {
          const feedback = textField(option.feedback ?? '');
          return {
            '@_identifier': choiceIdentifier(option.id),
            '@_fixed': 'true',
            ...choiceContent(option, image),
            ...(feedback !== ''
              ? {
                  feedbackInline: {
                    '@_outcomeIdentifier': OPTION_FEEDBACK,
                    '@_identifier': choiceIdentifier(option.id),
                    '@_showHide': 'show',
                    '#text': feedback,
                  },
                }
              : {}),
          };
        }),
      },
    },
    responseProcessing: processing(question, optionFeedback),
  };
}

export const choiceQti21Writer = { interactionType: 'choiceInteraction', parts } as const;
