/**
 * A short-answer question in QTI 2.1: a textEntryInteraction of a string, the accepted answers its mapping (and its
 * correct response when case matters), its points when the typed text matches one of them: `stringMatch` for a
 * text, `patternMatch` for an answer with Moodle's `*` wildcard. When an answer gives less than all the points, the
 * answers are asked in order and the first that matches sets its share, as the console scores it.
 * @publicModule fillInBlanks uses it.
 */
import { shareOf } from '../domain/shortAnswer';
import type { ExportShortAnswerQuestion } from './shortAnswerExportQuestion';
import { pointsOf } from '../../../../server/exports/exportModel';
import { ownFeedbackLoss } from '../../shared/server/formatLosses';
import {
  decimal,
  floatValue,
  inlineBody,
  RESPONSE,
  scoreWhen,
  setScore,
} from '../../../../server/exports/qti21Rules';
import type { XmlNode, XmlValue } from '../../../../server/exports/xml';
import type { Qti21Parts } from '../../shared/server/questionType';

/** An accepted answer cut at its unescaped stars (`\*` is a star itself). */
export function wildcardPieces(text: string): string[] {
  const pieces = [''];
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (char === '\\' && text.charAt(i + 1) === '*') {
      pieces[pieces.length - 1] += '*';
      i++;
    } else if (char === '*') pieces.push('');
    else pieces[pieces.length - 1] += char;
  }
  return pieces;
}

/** An XML Schema regular expression (anchored by the language) for a piece of literal text. */
export function literalPattern(text: string, caseSensitive: boolean): string {
  return [...text]
    .map((c) => {
      if (/[\\|.?*+(){}[\]^-]/.test(c)) return `\\${c}`;
      const lower = c.toLowerCase();
      const upper = c.toUpperCase();
      return !caseSensitive && lower !== upper && lower.length === 1 && upper.length === 1
        ? `[${lower}${upper}]`
        : c;
    })
    .join('');
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The comparison of the typed text with one accepted answer: `stringMatch`, or `patternMatch` for a wildcard. */
function matchOf(text: string, caseSensitive: boolean): XmlNode {
  const pieces = wildcardPieces(text);
  return pieces.length === 1
    ? {
        stringMatch: {
          '@_caseSensitive': String(caseSensitive),
          variable: RESPONSE,
          baseValue: stringValue(pieces[0]!),
        },
      }
    : {
        patternMatch: {
          '@_pattern': pieces.map((p) => literalPattern(p, caseSensitive)).join('.*'),
          variable: RESPONSE,
        },
      };
}

function parts(question: ExportShortAnswerQuestion, prompt: XmlValue): Qti21Parts {
  const { caseSensitive } = question.definition;
  const points = pointsOf(question);
  const answers = question.definition.answers
    .map((answer) => ({ text: clean(answer.text), share: shareOf(answer) }))
    .filter(({ text }) => text !== '');
  const texts = answers.map(({ text }) => text);
  const literal = answers.filter(({ text, share }) => share === 1 && wildcardPieces(text).length === 1);
  const matches = answers.map(({ text }) => matchOf(text, caseSensitive));
  const anyOf: XmlNode = {};
  for (const match of matches)
    for (const [name, node] of Object.entries(match))
      anyOf[name] = [...((anyOf[name] as XmlNode[] | undefined) ?? []), node as XmlNode];
  const branches = answers.map(({ share }, index) => ({
    ...matches[index]!,
    ...setScore({ baseValue: floatValue(share * points) }),
  }));
  return {
    responseDeclaration: {
      '@_identifier': 'RESPONSE',
      '@_cardinality': 'single',
      '@_baseType': 'string',
      ...(caseSensitive && literal.length > 0 ? { correctResponse: { value: literal[0]!.text } } : {}),
      mapping: {
        '@_defaultValue': '0',
        mapEntry: answers.map(({ text, share }) => ({
          '@_mapKey': text,
          '@_mappedValue': decimal(share * points),
          '@_caseSensitive': String(caseSensitive),
        })),
      },
    },
    itemBody: inlineBody(prompt as XmlNode | string, {
      textEntryInteraction: {
        '@_responseIdentifier': 'RESPONSE',
        '@_expectedLength': String(Math.max(10, ...texts.map((text) => text.length))),
      },
    }),
    responseProcessing: answers.every(({ share }) => share === 1)
      ? scoreWhen({ or: anyOf }, points)
      : {
          responseCondition: {
            responseIf: branches[0]!,
            ...(branches.length > 1 ? { responseElseIf: branches.slice(1) } : {}),
          },
        },
  };
}

export const stringValue = (text: string): XmlNode => ({ '@_baseType': 'string', '#text': text });

export const shortAnswerQti21Writer = { interactionType: 'textEntryInteraction', parts } as const;

export const shortAnswerQti21Notes = (question: ExportShortAnswerQuestion) =>
  ownFeedbackLoss(...question.definition.answers.map((answer) => answer.feedback));
