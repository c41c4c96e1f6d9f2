/**
 * Fill in the blanks written by a language model (ADR 207): a text with `[[1]]`, `[[2]]`… where the blanks are, and
 * each blank typed (its accepted answers) or a dropdown (its right option and the wrong ones).
 */
import * as z from 'zod';
import {
  answerKey,
  distinctAnswers,
  firstDefined,
  firstString,
  starsEscaped,
  texts,
  tidy,
  type Repair,
  type TypeGeneration,
} from '../../shared/domain/generation';
import { FILL_IN_BLANKS_LIMITS, type Gap } from './fillInBlanksDefinition';
import { blankParts, gapMarker, markersOf } from './fillInBlanksText';

/**
 * How many blanks a model is asked for and a generated question keeps, the accepted answers of a typed blank and
 * the options of a dropdown (its right one included).
 */
export const FILL_IN_BLANKS_GENERATED = {
  blanks: { min: 1, max: 5 },
  blankAnswers: { min: 1, max: 3 },
  blankOptions: { min: 2, max: 4 },
} as const;

/** A blank as read: a dropdown's right option is its first answer, its `options` the others. */
export interface ReadBlank {
  kind: 'typed' | 'dropdown';
  answers: string[];
  options: string[];
}

export interface FillInBlanksRead {
  title: string;
  text: string;
  blanks: ReadBlank[];
}

/** A blank as the model wrote it: an object, or just its answer. Without a kind, one with options is a dropdown. */
function readBlank(blank: unknown): ReadBlank {
  if (typeof blank !== 'object' || blank === null || Array.isArray(blank))
    return { kind: 'typed', answers: texts(blank) ?? [], options: [] };
  const entry = blank as Readonly<Record<string, unknown>>;
  const answers =
    texts(firstDefined(entry, ['answers', 'answer', 'acceptedAnswers', 'right', 'correct'])) ?? [];
  const options = texts(firstDefined(entry, ['options', 'choices', 'distractors'])) ?? [];
  const kind = (firstString(entry, ['kind', 'type']) ?? '').toLowerCase();
  const dropdown = /drop|select|choice|menu/.test(kind) || (kind === '' && options.length > 0);
  return { kind: dropdown ? 'dropdown' : 'typed', answers, options };
}

/**
 * One blank held to the rules, its entries' ids `<blank>.<n>`: a typed blank's accepted answers (blank and repeated
 * ones left out, at most three); a dropdown's right option first, then its other options (the same), two to four
 * in all. Undefined when it has no answer, or a dropdown fewer than two options.
 */
function repairBlank(blank: ReadBlank, id: string, repairs: Set<Repair>): Gap | undefined {
  const { blankAnswers, blankOptions } = FILL_IN_BLANKS_GENERATED;
  const entries = (kept: readonly string[]) => kept.map((text, at) => ({ id: `${id}.${at + 1}`, text }));
  if (blank.kind === 'typed') {
    const found = distinctAnswers(
      starsEscaped(blank.answers),
      FILL_IN_BLANKS_LIMITS.entry,
      blankAnswers.max,
      repairs,
    );
    if (found.removed || found.cut || blank.options.length > 0) repairs.add('blankAnswersRemoved');
    if (found.kept.length < blankAnswers.min) return undefined;
    return { id, kind: 'typed', answers: entries(found.kept), caseSensitive: false };
  }
  const right = tidy(blank.answers[0] ?? '', FILL_IN_BLANKS_LIMITS.entry);
  if (right === '') return undefined;
  // The right option among the others is no repeat: a model often lists every option.
  const others = blank.options.filter((option) => answerKey(option) !== answerKey(right));
  const found = distinctAnswers([right, ...others], FILL_IN_BLANKS_LIMITS.entry, blankOptions.max, repairs);
  if (found.removed || found.cut || blank.answers.length > 1) repairs.add('blankAnswersRemoved');
  if (found.kept.length < blankOptions.min) return undefined;
  const options = entries(found.kept);
  return { id, kind: 'dropdown', options, right: options[0]!.id };
}

export const fillInBlanksGeneration: TypeGeneration<FillInBlanksRead> = {
  schema: z.object({
    title: z.string(),
    /** The text with `[[1]]`, `[[2]]`… where the blanks are. */
    text: z.string(),
    /** In the markers' order: a typed blank's accepted answers, or a dropdown's right option and its wrong ones. */
    blanks: z.array(
      z.object({
        kind: z.enum(['typed', 'dropdown']),
        answers: z.array(z.string()),
        options: z.array(z.string()),
      }),
    ),
  }),
  leadKey: 'title',
  read: (q, title) => {
    const text = firstString(q, ['text', 'sentence', 'passage']);
    const blanks = firstDefined(q, ['blanks', 'gaps']);
    if (text === undefined || !Array.isArray(blanks)) return undefined;
    return { title, text, blanks: blanks.map(readBlank) };
  },
  repair: (q, repairs) => {
    const { blanks: parts } = FILL_IN_BLANKS_GENERATED;
    // Each blank in the text once, [[1]] to [[n]], whatever their order.
    const markers = markersOf(q.text);
    if (
      q.blanks.length < parts.min ||
      markers.length !== q.blanks.length ||
      q.blanks.some((_, index) => !markers.includes(index))
    )
      return { drop: 'blanksNotInText' };
    // Blanks beyond the most kept are filled in with their answer: the text still reads.
    const filled = blankParts(q.text)
      .map((part) =>
        typeof part === 'string'
          ? part
          : part.gap < parts.max
            ? gapMarker(part.gap)
            : tidy(q.blanks[part.gap]!.answers[0] ?? '', FILL_IN_BLANKS_LIMITS.entry),
      )
      .join('');
    if (q.blanks.length > parts.max) repairs.add('extraBlanksFilled');
    if (tidy(q.text, FILL_IN_BLANKS_LIMITS.text) !== q.text) repairs.add('trimmed');
    const text = tidy(filled, FILL_IN_BLANKS_LIMITS.text);
    const kept = q.blanks.slice(0, parts.max);
    // A blank filled in needs an answer; a marker cut off at the length limit leaves its blank out of the text.
    if (q.blanks.slice(parts.max).some((blank) => !blank.answers[0]?.trim()))
      return { drop: 'blankWithoutAnswer' };
    if (markersOf(text).length !== kept.length) return { drop: 'blanksNotInText' };
    const gaps: Gap[] = [];
    for (const [index, blank] of kept.entries()) {
      const gap = repairBlank(blank, `${index + 1}`, repairs);
      if (gap === undefined) return { drop: 'blankWithoutAnswer' };
      gaps.push(gap);
    }
    return { definition: { text, gaps } };
  },
};
