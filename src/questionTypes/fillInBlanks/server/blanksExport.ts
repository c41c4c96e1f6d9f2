/**
 * A fill-in-the-blanks question as every writer reads it (ADR 236): its text cut into words and blanks, each blank
 * a dropdown (its options, the right one's index) or a typed answer (its accepted answers, case rule, and how they
 * match when not as a short answer's: close enough or patterns, ADR 305). The text is
 * written after the question in an element of the class `BLANKS_TEXT_CLASS`, so the console's import reads the
 * question and its text apart again; another system shows it as one text.
 */
import type { ExportFillInBlanksQuestion } from './fillInBlanksExportQuestion';
import { blankParts } from '../domain/fillInBlanksText';
import type { GapMatch } from '../domain/gapMatch';

export const BLANKS_TEXT_CLASS = 'question-blanks';

/** Each option's or accepted answer's feedback (ADR 406), by the same index; undefined: none. */
type EntryFeedback = readonly (string | undefined)[];

export type ExportGap =
  | {
      readonly kind: 'dropdown';
      readonly options: readonly string[];
      readonly right: number;
      readonly feedback: EntryFeedback;
    }
  | {
      readonly kind: 'typed';
      readonly answers: readonly string[];
      readonly caseSensitive: boolean;
      readonly match?: GapMatch;
      readonly feedback: EntryFeedback;
    };

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

const feedbackOf = (entry: { readonly feedback?: string }) => entry.feedback?.trim() || undefined;

/** A typed blank as the writers read it: its accepted answers that say something, each with its feedback. */
function typedGap(gap: Extract<ExportFillInBlanksQuestion['definition']['gaps'][number], { kind: 'typed' }>) {
  const answers = gap.answers.filter((answer) => clean(answer.text) !== '');
  return {
    kind: 'typed',
    answers: answers.map((answer) => clean(answer.text)),
    caseSensitive: gap.caseSensitive,
    ...(gap.match ? { match: gap.match } : {}),
    feedback: answers.map(feedbackOf),
  } as const;
}

/** Every option's and accepted answer's feedback, for a writer's loss notes. */
export const gapsFeedback = (gaps: readonly ExportGap[]): (string | undefined)[] =>
  gaps.flatMap((gap) => gap.feedback);

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
          feedback: gap.options.map(feedbackOf),
        }
      : typedGap(gap),
  );
  const parts = blankParts(text).filter(
    (part) => typeof part === 'string' || (part.gap >= 0 && part.gap < written.length),
  );
  return { parts, gaps: written };
}

/** The right answer of a blank as text: a dropdown's right option, a typed blank's first accepted answer. */
export const rightOf = (gap: ExportGap) =>
  gap.kind === 'dropdown' ? (gap.options[gap.right] ?? '') : (gap.answers[0] ?? '');

/** The 1-based numbers of the typed blanks that match close enough, and of those that match by patterns. */
export function ruledGaps(gaps: readonly ExportGap[]): {
  readonly closeEnough: readonly { readonly number: number; readonly distance: number }[];
  readonly pattern: readonly number[];
} {
  const closeEnough: { number: number; distance: number }[] = [];
  const pattern: number[] = [];
  gaps.forEach((gap, index) => {
    if (gap.kind !== 'typed' || !gap.match) return;
    if (gap.match.kind === 'closeEnough')
      closeEnough.push({ number: index + 1, distance: gap.match.distance });
    else pattern.push(index + 1);
  });
  return { closeEnough, pattern };
}

/** What the writers say a format loses of a blank's rule (ADR 305). */
export const RULE_LOSSES = {
  closeEnough: (format: string, number: number, distance: number) =>
    `blank ${number} accepts an answer within ${distance} typo${distance === 1 ? '' : 's'} of an accepted one, which ${format} cannot say: there only the accepted answers themselves are right.`,
  patternAsAnswers: (format: string, number: number) =>
    `blank ${number}'s answers are patterns (regular expressions), which ${format} cannot say: they are written as the few answers they accept.`,
  patternAsText: (format: string, number: number) =>
    `blank ${number}'s answers are patterns (regular expressions), which ${format} cannot say: each is written as its text, which only that text matches; change them there.`,
  patternNotWritten: (format: string, number: number) =>
    `blank ${number}'s answers are patterns (regular expressions) ${format} cannot say as the console means them (flags, word boundaries, Unicode classes): each is written as its text, which only that text matches.`,
  inSolution: (numbers: readonly number[]) =>
    `the solution says how blank${numbers.length === 1 ? '' : 's'} ${numbers.join(', ')} ${numbers.length === 1 ? 'accepts' : 'accept'} answers (close enough or as patterns): the person scoring the essay applies it.`,
} as const;

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
