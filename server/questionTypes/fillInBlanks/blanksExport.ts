/**
 * A fill-in-the-blanks question as every writer reads it (ADR 236): its text cut into words and blanks, each blank
 * a dropdown (its options, the right one's index) or a typed answer (its accepted answers, case rule). The text is
 * written after the question in an element of the class `BLANKS_TEXT_CLASS`, so the console's import reads the
 * question and its text apart again; another system shows it as one text.
 */
import type { ExportFillInBlanksQuestion } from '../../exports/exportModel';
import { blankParts } from '../../../src/domain/quiz/questionTypes/fillInBlanks/fillInBlanksText';

export const BLANKS_TEXT_CLASS = 'question-blanks';

export type ExportGap =
  | { readonly kind: 'dropdown'; readonly options: readonly string[]; readonly right: number }
  | { readonly kind: 'typed'; readonly answers: readonly string[]; readonly caseSensitive: boolean };

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The blanks in the text's order, and the text as words and blank indexes into them. */
export function exportBlanks(question: ExportFillInBlanksQuestion): {
  readonly parts: readonly (string | { readonly gap: number })[];
  readonly gaps: readonly ExportGap[];
} {
  const { text, gaps } = question.definition;
  const written: ExportGap[] = gaps.map((gap) =>
    gap.kind === 'dropdown'
      ? {
          kind: 'dropdown',
          options: gap.options.map((option) => clean(option.text)),
          right: Math.max(
            0,
            gap.options.findIndex((option) => option.id === gap.right),
          ),
        }
      : {
          kind: 'typed',
          answers: gap.answers.map((answer) => clean(answer.text)).filter((answer) => answer !== ''),
          caseSensitive: gap.caseSensitive,
        },
  );
  const parts = blankParts(text).filter(
    (part) => typeof part === 'string' || (part.gap >= 0 && part.gap < written.length),
  );
  return { parts, gaps: written };
}

/** The right answer of a blank as text: a dropdown's right option, a typed blank's first accepted answer. */
export const rightOf = (gap: ExportGap) =>
  gap.kind === 'dropdown' ? (gap.options[gap.right] ?? '') : (gap.answers[0] ?? '');

/** The text with each blank written by `blank` and each run of words by `words`. */
export const writeText = (
  question: ExportFillInBlanksQuestion,
  words: (text: string) => string,
  blank: (gap: ExportGap, index: number) => string,
) => {
  const { parts, gaps } = exportBlanks(question);
  return parts
    .map((part) => (typeof part === 'string' ? words(part) : blank(gaps[part.gap]!, part.gap)))
    .join('');
};
