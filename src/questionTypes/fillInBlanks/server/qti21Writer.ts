/**
 * A fill-in-the-blanks question in QTI 2.1 (ADR 236): the question, then its text in a paragraph in which each
 * blank is an inlineChoiceInteraction (a dropdown: its options, the right one its correct response) or a
 * textEntryInteraction (a typed blank: its accepted answers mapped, as a short answer's are). Each blank has its own
 * response; the score is the share of the question's points of the blanks answered right, as the console scores it,
 * or under all or nothing (ADR 292) the points when every blank is right (one condition, an `and` of the blanks').
 * A blank of patterns (ADR 305) is right when the response matches one of them, each written as QTI's
 * `patternMatch` (an XML Schema expression, patternSyntax.ts), without a mapping (its answers are no texts to type);
 * a close-enough blank is written as its accepted answers alone, which the download's notes say.
 */
import { pointsOf } from '../../../../server/exports/exportModel';
import type { ExportFillInBlanksQuestion } from './fillInBlanksExportQuestion';
import { floatValue, setScore } from '../../../../server/exports/qti21Rules';
import { escapeHtml, type XmlNode, type XmlValue } from '../../../../server/exports/xml';
import type { Qti21Parts } from '../../shared/server/questionType';
import { allOf } from '../../shared/server/qti2Scoring';
import { literalPattern, stringValue, wildcardPieces } from '../../shortAnswer/server/qti21Writer';
import { ownFeedbackLoss } from '../../shared/server/formatLosses';
import {
  BLANKS_TEXT_CLASS,
  exportBlanks,
  type ExportGap,
  gapsFeedback,
  RULE_LOSSES,
  ruledGaps,
} from './blanksExport';
import { xsdPattern } from './patternSyntax';

const FORMAT = 'QTI 2.1';

const isPatternGap = (gap: ExportGap) => gap.kind === 'typed' && gap.match?.kind === 'pattern';

/** Stands where the text with its interactions goes, which the builder cannot write as mixed content. */
const TEXT_MARK = 'BLANKS-TEXT-3b9e51';

const responseOf = (index: number) => `RESPONSE${index + 1}`;
const optionId = (gap: number, option: number) => `G${gap + 1}O${option + 1}`;

function declaration(gap: ExportGap, index: number): XmlNode {
  const identifier = responseOf(index);
  if (gap.kind === 'dropdown')
    return {
      '@_identifier': identifier,
      '@_cardinality': 'single',
      '@_baseType': 'identifier',
      correctResponse: { value: optionId(index, gap.right) },
    };
  if (isPatternGap(gap))
    return { '@_identifier': identifier, '@_cardinality': 'single', '@_baseType': 'string' };
  const literal = gap.answers.filter((answer) => wildcardPieces(answer).length === 1);
  return {
    '@_identifier': identifier,
    '@_cardinality': 'single',
    '@_baseType': 'string',
    ...(gap.caseSensitive && literal.length > 0 ? { correctResponse: { value: literal[0]! } } : {}),
    mapping: {
      '@_defaultValue': '0',
      mapEntry: gap.answers.map((answer) => ({
        '@_mapKey': answer,
        '@_mappedValue': '1',
        '@_caseSensitive': String(gap.caseSensitive),
      })),
    },
  };
}

/** The condition under which the blank is answered right. */
function rightWhen(gap: ExportGap, index: number): XmlNode {
  const variable = { '@_identifier': responseOf(index) };
  if (gap.kind === 'dropdown') return { match: { variable, correct: variable } };
  if (isPatternGap(gap)) {
    const written = gap.answers.map((answer) => ({ answer, pattern: xsdPattern(answer, gap.caseSensitive) }));
    const patternMatch = written.flatMap(({ pattern }) =>
      pattern === undefined ? [] : [{ '@_pattern': pattern, variable }],
    );
    // A pattern XML Schema cannot say is written as its text (the download's notes say so).
    const stringMatch = written.flatMap(({ answer, pattern }) =>
      pattern === undefined
        ? [{ '@_caseSensitive': String(gap.caseSensitive), variable, baseValue: stringValue(answer) }]
        : [],
    );
    return {
      or: {
        ...(stringMatch.length > 0 ? { stringMatch } : {}),
        ...(patternMatch.length > 0 ? { patternMatch } : {}),
      },
    };
  }
  const pieces = gap.answers.map(wildcardPieces);
  const stringMatch = pieces.flatMap((piece) =>
    piece.length === 1
      ? [{ '@_caseSensitive': String(gap.caseSensitive), variable, baseValue: stringValue(piece[0]!) }]
      : [],
  );
  const patternMatch = pieces.flatMap((piece) =>
    piece.length > 1
      ? [{ '@_pattern': piece.map((p) => literalPattern(p, gap.caseSensitive)).join('.*'), variable }]
      : [],
  );
  return {
    or: {
      ...(stringMatch.length > 0 ? { stringMatch } : {}),
      ...(patternMatch.length > 0 ? { patternMatch } : {}),
    },
  };
}

/** A blank's interaction as XML (written into the text by hand: the builder cannot mix it with words). */
function interactionXml(gap: ExportGap, index: number): string {
  if (gap.kind === 'typed') {
    const length = Math.max(10, ...gap.answers.map((answer) => answer.length));
    return `<textEntryInteraction responseIdentifier="${responseOf(index)}" expectedLength="${length}"/>`;
  }
  const choices = gap.options
    .map(
      (text, option) =>
        `<inlineChoice identifier="${optionId(index, option)}">${escapeHtml(text)}</inlineChoice>`,
    )
    .join('');
  return `<inlineChoiceInteraction responseIdentifier="${responseOf(index)}" shuffle="true">${choices}</inlineChoiceInteraction>`;
}

function parts(question: ExportFillInBlanksQuestion, prompt: XmlValue): Qti21Parts {
  const { parts: text, gaps } = exportBlanks(question);
  const share = gaps.length === 0 ? 0 : pointsOf(question) / gaps.length;
  const xml = text
    .map((part) => (typeof part === 'string' ? escapeHtml(part) : interactionXml(gaps[part.gap]!, part.gap)))
    .join('');
  const shownPrompt = prompt === '' || prompt === undefined ? [] : [prompt as XmlNode];
  return {
    responseDeclaration: gaps.map(declaration),
    itemBody: {
      p: [
        ...shownPrompt.map((p) => (typeof p === 'string' ? { '#text': p } : p)),
        { '@_class': BLANKS_TEXT_CLASS, '#text': TEXT_MARK },
      ],
    },
    responseProcessing:
      question.definition.scoring === 'allOrNothing' && gaps.length > 0
        ? {
            responseCondition: {
              responseIf: {
                ...allOf(gaps.map(rightWhen)),
                ...setScore({ baseValue: floatValue(pointsOf(question)) }),
              },
            },
          }
        : {
            responseCondition: gaps.map((gap, index) => ({
              responseIf: {
                ...rightWhen(gap, index),
                ...setScore({ sum: { variable: { '@_identifier': 'SCORE' }, baseValue: floatValue(share) } }),
              },
            })),
          },
    raw: [[TEXT_MARK, xml]],
  };
}

export const fillInBlanksQti21Writer = { interactionType: 'inlineChoiceInteraction', parts } as const;

export function fillInBlanksQti21Notes(question: ExportFillInBlanksQuestion): string[] {
  const { gaps } = exportBlanks(question);
  const { closeEnough } = ruledGaps(gaps);
  const unwritten = gaps.flatMap((gap, index) =>
    gap.kind === 'typed' &&
    isPatternGap(gap) &&
    gap.answers.some((answer) => xsdPattern(answer, gap.caseSensitive) === undefined)
      ? [RULE_LOSSES.patternNotWritten(FORMAT, index + 1)]
      : [],
  );
  return [
    ...closeEnough.map(({ number, distance }) => RULE_LOSSES.closeEnough(FORMAT, number, distance)),
    ...unwritten,
    ...ownFeedbackLoss(...gapsFeedback(gaps)),
  ];
}
