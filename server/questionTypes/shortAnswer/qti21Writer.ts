/**
 * A short-answer question in QTI 2.1: a textEntryInteraction of a string, the accepted answers its mapping (and its
 * correct response when case matters), its points when the typed text matches one of them: `stringMatch` for a
 * text, `patternMatch` for an answer with Moodle's `*` wildcard.
 */
import type { ExportShortAnswerQuestion } from '../../exports/exportModel';
import { pointsOf } from '../../exports/exportModel';
import { feedbackLoss } from '../../exports/exportNotes';
import { inlineBody, RESPONSE, scoreWhen } from '../../exports/qti21Rules';
import type { XmlNode, XmlValue } from '../../exports/xml';
import type { Qti21Parts } from '../questionType';

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

function parts(question: ExportShortAnswerQuestion, prompt: XmlValue): Qti21Parts {
  const { answers, caseSensitive } = question.definition;
  const texts = answers.map((answer) => clean(answer.text)).filter((text) => text !== '');
  const pieces = texts.map(wildcardPieces);
  const literal = texts.filter((_, index) => pieces[index]!.length === 1);
  const stringMatch = pieces.flatMap((piece) =>
    piece.length === 1
      ? [{ '@_caseSensitive': String(caseSensitive), variable: RESPONSE, baseValue: stringValue(piece[0]!) }]
      : [],
  );
  const patternMatch = pieces.flatMap((piece) =>
    piece.length > 1
      ? [
          {
            '@_pattern': piece.map((p) => literalPattern(p, caseSensitive)).join('.*'),
            variable: RESPONSE,
          },
        ]
      : [],
  );
  const anyOf: XmlNode = {
    ...(stringMatch.length > 0 ? { stringMatch } : {}),
    ...(patternMatch.length > 0 ? { patternMatch } : {}),
  };
  return {
    responseDeclaration: {
      '@_identifier': 'RESPONSE',
      '@_cardinality': 'single',
      '@_baseType': 'string',
      ...(caseSensitive && literal.length > 0 ? { correctResponse: { value: literal[0]! } } : {}),
      mapping: {
        '@_defaultValue': '0',
        mapEntry: texts.map((text) => ({
          '@_mapKey': text,
          '@_mappedValue': String(pointsOf(question)),
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
    responseProcessing: scoreWhen({ or: anyOf }, pointsOf(question)),
  };
}

export const stringValue = (text: string): XmlNode => ({ '@_baseType': 'string', '#text': text });

export const shortAnswerQti21Writer = { interactionType: 'textEntryInteraction', parts } as const;

export const shortAnswerQti21Notes = (question: ExportShortAnswerQuestion) =>
  feedbackLoss(question, ...question.definition.answers.map((answer) => answer.feedback));
