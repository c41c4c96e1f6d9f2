/**
 * QTI 1.2 blanks: Canvas's fill_in_multiple_blanks_question (every label of a blank is an accepted typed answer)
 * and multiple_dropdowns_question (the labels are the options; the one a condition giving points selects is right),
 * and New Quizzes' blanks that say per label whether they are a dropdown, a word bank or typed (`answer_type`).
 */
import { comparisons, conditionsOf, conditionVar, qti12Base } from '../../imports/qti12Description';
import { conditionPoints, declaredAs, type Qti12Source } from '../../imports/qti12Item';
import { partsText, textParts } from '../../imports/qti12Material';
import { descendants, textOf, type XmlElement } from '../../imports/xmlTree';
import { fractionOf, type TextAnswer } from '../description';
import type { FormatReader, TypeRead } from '../questionType';
import { canvasGaps } from './canvasGaps';
import {
  BLANKS_REASONS,
  blanksRead,
  type FillInBlanksDescription,
  type Gap,
  inTextOrder,
  partsOf,
} from './fillInBlanksDescription';

const TYPED = 'fill_in_multiple_blanks_question';
const DROPDOWNS = 'multiple_dropdowns_question';

export const BLANKS_NOTES = {
  pattern: (gap: number) =>
    `Gap ${gap} accepted answers matching a pattern; the pattern is kept as an answer.`,
  closeEnough: (gap: number) =>
    `Gap ${gap} accepted answers with small misspellings; only the exact ones are kept.`,
} as const;

function claims(source: Qti12Source): boolean {
  const declared = declaredAs(source);
  if (declared !== undefined) return declared === TYPED || declared === DROPDOWNS;
  // Undeclared, one blank is one choice: the choice type reads it.
  return source.responses.length > 1 && canvasGaps(source) !== undefined;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function gapOf(
  response: XmlElement,
  typed: boolean,
  points: ReadonlyMap<string, number>,
  number: number,
  notes: string[],
): Gap {
  const labels = descendants(response, 'response_label').map((label) => ({
    ident: label.attributes.ident ?? '',
    text: partsText(textParts(label)),
    answerType: label.attributes.answer_type ?? '',
    scoring: label.attributes.scoring_algorithm ?? '',
  }));
  const best = Math.max(0, ...labels.map((l) => points.get(l.ident) ?? 0));
  const openEntry = labels.every((l) => l.answerType === '' || l.answerType === 'openEntry');
  if (!typed || !openEntry)
    return {
      kind: 'dropdown',
      options: labels.map((l) => ({ text: l.text, fraction: fractionOf(points.get(l.ident) ?? 0, best) })),
    };
  const answers: TextAnswer[] = labels
    .filter((l) => l.text !== '')
    .map((l) => ({
      text: l.scoring === 'TextContainsAnswer' ? `*${l.text}*` : l.text,
      fraction: 1,
      caseSensitive: false,
    }));
  if (labels.some((l) => l.scoring === 'TextRegex')) notes.push(BLANKS_NOTES.pattern(number));
  if (labels.some((l) => l.scoring === 'TextCloseEnough')) notes.push(BLANKS_NOTES.closeEnough(number));
  return { kind: 'typed', answers };
}

function read(source: Qti12Source): TypeRead<FillInBlanksDescription> {
  const blanks = canvasGaps(source);
  if (!blanks) {
    const missing = source.responses
      .map((r) => /^response_(.+)$/.exec(r.attributes.ident ?? '')?.[1] ?? r.attributes.ident ?? '')
      .find((name) => !qtiText(source).includes(`[${name}]`));
    return {
      kind: 'unreadable',
      reason: missing ? BLANKS_REASONS.gapNotInText(missing) : BLANKS_REASONS.noGaps,
    };
  }
  const typed = declaredAs(source) !== DROPDOWNS;
  const conditions = conditionsOf(source.item);
  const notes: string[] = [];
  const listedGaps = blanks.gaps.map(({ response }, index) => {
    const points = new Map<string, number>();
    for (const condition of conditions) {
      const given = conditionPoints(condition);
      if (given <= 0) continue;
      for (const compared of comparisons(conditionVar(condition), response.attributes.ident))
        if (compared.name === 'varequal')
          points.set(textOf(compared), Math.max(points.get(textOf(compared)) ?? 0, given));
    }
    return gapOf(response, typed, points, index + 1, notes);
  });
  const names = blanks.gaps.map((gap) => gap.name);
  const listed = partsOf(blanks.text, new RegExp(`\\[(${names.map(escaped).join('|')})\\]`), (match) =>
    names.indexOf(match[1]!),
  );
  const { parts, gaps } = inTextOrder(listed, listedGaps);
  return blanksRead(qti12Base(source), { parts, gaps, notes });
}

const qtiText = (source: Qti12Source) => qti12Base(source).prompt.text;

export const fillInBlanksQti12Reader: FormatReader<Qti12Source, FillInBlanksDescription> = { claims, read };
