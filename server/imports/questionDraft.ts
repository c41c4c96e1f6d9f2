/**
 * What the text formats (Moodle XML, GIFT, Aiken) read before it is a question: every answer with its weight, the
 * text as written. `fitQuestion` turns the weighted answers into options and right answers, naming in the
 * question's notes what the weights said that a choice question cannot; the editor's other rules (title length,
 * text and option bounds) are applied to every format by server/imports/repairForEditor.ts, which runs after it.
 */
import { imagesInHtml } from '../exports/questionImages';
import { plainText } from '../exports/xml';
import { IMPORT_MESSAGES, refuse } from './importErrors';
import type { ImportedImage, ImportedItem, ItemResult, ReadPackage, SkippedItem } from './importedQuiz';
import { partialCreditNote } from './itemNotes';

export interface DraftAnswer {
  readonly text: string;
  /** The share of the marks, in percent: 100 is fully right, 0 wrong, negative a penalty. */
  readonly weight: number;
  /** Shown inside the answer (options are plain text, so it cannot be kept). */
  readonly images?: readonly ImportedImage[];
}

export interface DraftQuestion {
  /** The question's name in the file, used when its text is too short. */
  readonly name: string;
  readonly text: string;
  /** The text as HTML, when the file wrote HTML. */
  readonly html?: string;
  readonly isMultiple: boolean;
  readonly answers: readonly DraftAnswer[];
  readonly images: readonly ImportedImage[];
  readonly notes?: readonly string[];
}

export const DRAFT_NOTES = {
  blankOption: 'An answer with no text was left out.',
  duplicateOption: (text: string) => `The answer "${text}" was written twice; it is kept once.`,
  /** The weights in percent of the answers (by option index) that give marks, when several do. */
  partialCredit: (scored: readonly (readonly [number, number])[]) =>
    partialCreditNote(scored, (weight) => `${weight}%`),
  bestAsRight: (weight: number) =>
    `No answer gives full marks; the best one (${weight}%) is kept as the right answer.`,
  unequalWeights: 'The right answers had different weights; each now counts the same.',
} as const;

export const DRAFT_REASONS = {
  noRight: 'No answer is marked right.',
  blankRight: 'A right answer has no text (an image alone cannot be an option).',
  tooFewOptions: 'The question has fewer than two answers to choose from.',
} as const;

const short = (text: string) => (text.length > 40 ? text.slice(0, 40).trimEnd() : text);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** `html` without its `<img>` tags (linear: each tag runs to the next `>`, as imagesInHtml reads them). */
function withoutImages(html: string): string {
  let out = '';
  let from = 0;
  for (const start of html.matchAll(/<img\b/gi)) {
    if (start.index < from) continue;
    const end = html.indexOf('>', start.index);
    if (end < 0) break;
    out += html.slice(from, start.index);
    from = end + 1;
  }
  return out + html.slice(from);
}

const BLOCK_TAG = /<\/?(?:p|div|br|li|ul|ol|tr|td|th|table|h[1-6]|blockquote|pre|hr)\b[^<>]*>/gi;

/**
 * The readable text of HTML: block elements separate words, inline ones (`<em>`, `<span>`) do not. Linear in the
 * length: a tag never spans another `<`, and a `<` left over is text.
 */
export const htmlText = (html: string) =>
  plainText(
    html
      .replace(BLOCK_TAG, ' ')
      .replace(/<[^<>]*>/g, '')
      .replace(/</g, '&lt;'),
  );

/** Markup that says more than paragraphs of text: worth keeping as rich text. */
const RICH = /<(?!\/?(?:p|br|span|div)\b)[a-z]/i;

/**
 * Question HTML as the model keeps it: the images listed apart (each with the package file `locate` finds for its
 * address), the plain text, and the HTML only when it has more to show than plain text.
 */
export function htmlQuestion(
  html: string,
  locate: (src: string) => string | undefined = () => undefined,
): { text: string; html?: string; images: ImportedImage[] } {
  const images = imagesInHtml(html).map((image): ImportedImage => {
    const path = locate(image.src);
    return path === undefined ? image : { ...image, path };
  });
  const rest = withoutImages(html).trim();
  const text = htmlText(rest);
  return { text, ...(RICH.test(rest) && text !== '' ? { html: rest } : {}), images };
}

/** The plain text of an answer written as HTML, and its images, which an option cannot show. */
export function htmlAnswer(html: string): { text: string; images: ImportedImage[] } {
  return {
    text: htmlText(withoutImages(html)),
    images: imagesInHtml(html).map((image) => ({ ...image, inOption: true })),
  };
}

/** Which weights make an answer right: every positive one for multiple answer, else the best positive one. */
function rightWeight(draft: DraftQuestion): (weight: number) => boolean {
  if (draft.isMultiple) return (weight) => weight > 0;
  const best = Math.max(...draft.answers.map((answer) => answer.weight));
  return (weight) => weight > 0 && weight === best;
}

/** The notes on what the weights of the options said that right and wrong cannot. */
function weightNotes(draft: DraftQuestion, weights: readonly number[]): string[] {
  const scored = weights.flatMap((weight, index): [number, number][] =>
    weight > 0 ? [[index, weight]] : [],
  );
  if (draft.isMultiple)
    return new Set(scored.map(([, weight]) => Math.round(weight * 100))).size > 1
      ? [DRAFT_NOTES.unequalWeights]
      : [];
  const best = Math.max(...weights);
  return [
    ...(best > 0 && best < 100 ? [DRAFT_NOTES.bestAsRight(best)] : []),
    ...(scored.some(([, weight]) => weight < best) ? [DRAFT_NOTES.partialCredit(scored)] : []),
  ];
}

/** What the report calls a question: its name, else the start of its text. */
export const itemName = (draft: { readonly name: string; readonly text: string }) =>
  draft.name.trim() || short(oneLine(draft.text)) || 'Question';

/** The question with its options and right answers, with notes on each change, or why it cannot be one. */
export type FitResult = Extract<ItemResult, { kind: 'question' | 'skipped' }>;

/**
 * The answers as options, each text once (a copy adds its weight's worth to the first: the best of the two counts)
 * and blank wrong answers left out; the right ones by their weights.
 */
export function fitQuestion(draft: DraftQuestion, type: string): FitResult {
  const skip = (reason: string): FitResult => ({ kind: 'skipped', item: itemName(draft), type, reason });
  const isRight = rightWeight(draft);
  if (!draft.answers.some((answer) => isRight(answer.weight))) return skip(DRAFT_REASONS.noRight);

  const optionNotes: string[] = [];
  const options: string[] = [];
  const weights: number[] = [];
  const images = [...draft.images];
  for (const answer of draft.answers) {
    images.push(...(answer.images ?? []));
    const text = oneLine(answer.text);
    if (text === '') {
      if (isRight(answer.weight)) return skip(DRAFT_REASONS.blankRight);
      optionNotes.push(DRAFT_NOTES.blankOption);
      continue;
    }
    const at = options.indexOf(text);
    if (at < 0) {
      options.push(text);
      weights.push(answer.weight);
    } else {
      optionNotes.push(DRAFT_NOTES.duplicateOption(short(text)));
      weights[at] = Math.max(weights[at]!, answer.weight);
    }
  }
  if (options.length < 2) return skip(DRAFT_REASONS.tooFewOptions);

  const notes = [...(draft.notes ?? []), ...weightNotes(draft, weights), ...optionNotes];
  const name = oneLine(draft.name);
  return {
    kind: 'question',
    question: {
      kind: 'question',
      title: oneLine(draft.text),
      ...(name !== '' ? { name } : {}),
      ...(draft.html !== undefined ? { html: draft.html } : {}),
      isMultiple: draft.isMultiple,
      options,
      right: weights.flatMap((weight, index) => (isRight(weight) ? [index] : [])),
      images,
      ...(notes.length > 0 ? { notes: [...new Set(notes)] } : {}),
    },
  };
}

/** What a reader found, in file order: a category switch (naming the activity after it) or an item. */
export type ReadEntry = { readonly kind: 'category'; readonly name?: string } | FitResult;

/**
 * The entries of one file as one quiz: questions before any category go in "Activity 1", each category names the
 * activity its questions go in (a category met again adds to its activity); skipped items are reported.
 */
export function quizOfEntries(title: string, entries: readonly ReadEntry[]): ReadPackage {
  const activities = new Map<string, ImportedItem[]>();
  const skipped: SkippedItem[] = [];
  let activity: string | undefined;
  for (const entry of entries) {
    if (entry.kind === 'category') activity = entry.name?.slice(0, 500);
    else if (entry.kind === 'skipped')
      skipped.push({
        quiz: title,
        item: entry.item,
        type: entry.type,
        ...(entry.reason ? { reason: entry.reason } : {}),
      });
    else {
      activity ??= `Activity ${activities.size + 1}`;
      activities.set(activity, [...(activities.get(activity) ?? []), entry.question]);
    }
  }
  if (activities.size === 0) throw refuse(IMPORT_MESSAGES.nothingImported);
  return {
    quizzes: [{ title, activities: [...activities].map(([name, items]) => ({ title: name, items })) }],
    skipped,
  };
}
