/**
 * A fill-in-the-blanks question as the readers describe it (Canvas's fill-in-multiple-blanks and multiple dropdowns,
 * QTI inline choice, text entry and gap match, Moodle's cloze, drag-and-drop into text and select missing words): a
 * text in parts, each gap a dropdown, a typed answer or a typed number.
 * @publicModule the H5P import describes Blanks and DragText interactions with it.
 */
import type {
  DescribedOption,
  DescriptionBase,
  NumericAnswer,
  PartScored,
  PartScoredDescription,
  TextAnswer,
} from '../../shared/server/description';
import type { GapMatch } from '../domain/gapMatch';
import type { TypeRead } from '../../shared/server/questionType';

export type Gap =
  | { readonly kind: 'dropdown'; readonly options: readonly DescribedOption[] }
  /** `match`: close enough or patterns (ADR 305); left out, as a short answer's. */
  | { readonly kind: 'typed'; readonly answers: readonly TextAnswer[]; readonly match?: GapMatch }
  | { readonly kind: 'numeric'; readonly answers: readonly NumericAnswer[] };

/** The text as plain text with its gaps in place: `{ gap: 0 }` is the first gap. */
export type TextPart = string | { readonly gap: number };

export interface FillInBlanksDescription extends PartScoredDescription {
  readonly kind: 'fillInBlanks';
  readonly parts: readonly TextPart[];
  readonly gaps: readonly Gap[];
}

export const BLANKS_REASONS = {
  noGaps: 'The text has no gaps.',
  gapWithoutAnswer: (gap: number) => `Gap ${gap} has no right answer.`,
  gapNotInText: (name: string) => `The gap "${name}" is not in the text.`,
} as const;

/** Whether every gap has a right answer; the 1-based number of the first that has none. */
export function gapWithoutAnswer(gaps: readonly Gap[]): number | undefined {
  const index = gaps.findIndex((gap) =>
    gap.kind === 'dropdown'
      ? !gap.options.some((option) => option.fraction > 0)
      : !gap.answers.some((answer) => answer.fraction > 0),
  );
  return index < 0 ? undefined : index + 1;
}

/**
 * What a reader found, described: refused when a gap has no right answer. The prompt shows the gaps as blanks, but
 * for a question the console wrote with its text apart (`titled`: the base's prompt is the question's own).
 */
export function blanksRead(
  base: DescriptionBase,
  found: PartScored & {
    readonly parts: readonly TextPart[];
    readonly gaps: readonly Gap[];
    readonly notes?: readonly string[];
  },
  titled = false,
): TypeRead<FillInBlanksDescription> {
  const without = gapWithoutAnswer(found.gaps);
  if (without !== undefined) return { kind: 'unreadable', reason: BLANKS_REASONS.gapWithoutAnswer(without) };
  return {
    kind: 'read',
    description: {
      kind: 'fillInBlanks',
      ...base,
      prompt: titled ? base.prompt : { text: blankText(found.parts), images: base.prompt.images },
      ...(found.notes === undefined ? {} : { notes: found.notes }),
      parts: found.parts,
      gaps: found.gaps,
      ...(found.scoring === undefined || found.scoring === 'partial' ? {} : { scoring: found.scoring }),
    },
  };
}

/** Text parts written as plain text with the gaps where `marker` matches; `gapOf` names the gap of a match. */
export function partsOf(text: string, marker: RegExp, gapOf: (match: RegExpExecArray) => number): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  const pattern = new RegExp(marker.source, marker.flags.includes('g') ? marker.flags : `${marker.flags}g`);
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > from) parts.push(text.slice(from, match.index));
    parts.push({ gap: gapOf(match) });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

/** The text with `_____` for each gap: how the prompt reads as plain text. */
export const blankText = (parts: readonly TextPart[]) =>
  parts
    .map((part) => (typeof part === 'string' ? part : '_____'))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/** The gaps numbered in the order the text shows them (a source may list them otherwise), unused ones left out. */
export function inTextOrder(
  parts: readonly TextPart[],
  gaps: readonly Gap[],
): { parts: TextPart[]; gaps: Gap[] } {
  const order: number[] = [];
  for (const part of parts) if (typeof part !== 'string' && !order.includes(part.gap)) order.push(part.gap);
  return {
    parts: parts.map((part) => (typeof part === 'string' ? part : { gap: order.indexOf(part.gap) })),
    gaps: order.flatMap((index) => gaps[index] ?? []),
  };
}
