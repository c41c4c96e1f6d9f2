/**
 * What the text formats (Moodle XML, GIFT, Aiken) read before it is a question the editor would save: every
 * answer with its weight, the text as written. `fitQuestion` applies the editor's rules (a title of 3 characters
 * or more, non-blank distinct options, at most 2000 characters) and names in the question's notes each thing it
 * changed; what cannot be fixed skips the question with a reason.
 */
import { QUESTION_TITLE_MIN_LENGTH } from '../../src/domain/quiz';
import { imagesInHtml } from '../exports/questionImages';
import { plainText } from '../exports/xml';
import { IMPORT_MESSAGES, refuse } from './importErrors';
import type { ImportedImage, ImportedItem, ItemResult, ReadPackage, SkippedItem } from './importedQuiz';

/** The payload's limit on a question title and an option (src/domain/quizPayload.ts). */
const TEXT_MAX = 2000;
/** Room left in a title for the images the import appends to it. */
const HTML_MAX = 1500;
const OPTIONS_MAX = 100;

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
  nameAsTitle: (name: string) =>
    `The question text was too short; the question's name "${name}" is its title.`,
  titleCut: 'The question text was longer than 2000 characters and was cut.',
  htmlDropped: 'The question text was too long to keep its formatting; it is kept as plain text.',
  blankOption: 'An answer with no text was left out.',
  duplicateOption: (text: string) => `The answer "${text}" was written twice; it is kept once.`,
  optionCut: (text: string) => `The answer "${text}…" was longer than 2000 characters and was cut.`,
  partialCredit: (text: string, weight: number) =>
    `Partial credit (${weight}%) for "${text}" is not kept: the answer counts as wrong.`,
  bestAsRight: (weight: number) =>
    `No answer gives full marks; the best one (${weight}%) is kept as the right answer.`,
  unequalWeights: 'The right answers had different weights; each now counts the same.',
} as const;

export const DRAFT_REASONS = {
  noRight: 'No answer is marked right.',
  blankRight: 'A right answer has no text (an image alone cannot be an option).',
  tooFewOptions: 'The question has fewer than two answers to choose from.',
  tooManyOptions: `The question has more than ${OPTIONS_MAX} answers.`,
  shortTitle: `The question text is shorter than ${QUESTION_TITLE_MIN_LENGTH} characters.`,
} as const;

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max).trimEnd() : text);
const short = (text: string) => cut(text, 40);

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

function rightOf(draft: DraftQuestion, notes: string[]): boolean[] {
  const weights = draft.answers.map((answer) => answer.weight);
  if (draft.isMultiple) {
    const positive = weights.filter((weight) => weight > 0);
    if (new Set(positive.map((weight) => Math.round(weight * 100))).size > 1)
      notes.push(DRAFT_NOTES.unequalWeights);
    return weights.map((weight) => weight > 0);
  }
  const best = Math.max(...weights);
  if (best <= 0) return weights.map(() => false);
  if (best < 100) notes.push(DRAFT_NOTES.bestAsRight(best));
  draft.answers.forEach((answer) => {
    if (answer.weight > 0 && answer.weight < best)
      notes.push(DRAFT_NOTES.partialCredit(short(answer.text), answer.weight));
  });
  return weights.map((weight) => weight === best);
}

/** What the report calls a question: its name, else the start of its text. */
export const itemName = (draft: { readonly name: string; readonly text: string }) =>
  draft.name.trim() || short(draft.text.replace(/\s+/g, ' ').trim()) || 'Question';

/** The question the editor would save, with notes on each change, or why it cannot be one. */
export type FitResult = Extract<ItemResult, { kind: 'question' | 'skipped' }>;

export function fitQuestion(draft: DraftQuestion, type: string): FitResult {
  const skip = (reason: string): FitResult => ({ kind: 'skipped', item: itemName(draft), type, reason });
  const notes = [...(draft.notes ?? [])];
  const right = rightOf(draft, notes);
  if (!right.some(Boolean)) return skip(DRAFT_REASONS.noRight);

  const options: string[] = [];
  const rightIndexes = new Set<number>();
  const images = [...draft.images];
  draft.answers.forEach((answer, index) => {
    images.push(...(answer.images ?? []));
    let text = answer.text.replace(/\s+/g, ' ').trim();
    if (text === '') {
      if (right[index]) rightIndexes.add(-1);
      else notes.push(DRAFT_NOTES.blankOption);
      return;
    }
    if (text.length > TEXT_MAX) {
      notes.push(DRAFT_NOTES.optionCut(short(text)));
      text = cut(text, TEXT_MAX);
    }
    let at = options.indexOf(text);
    if (at >= 0) notes.push(DRAFT_NOTES.duplicateOption(short(text)));
    else at = options.push(text) - 1;
    if (right[index]) rightIndexes.add(at);
  });
  if (rightIndexes.has(-1)) return skip(DRAFT_REASONS.blankRight);
  if (options.length < 2) return skip(DRAFT_REASONS.tooFewOptions);
  if (options.length > OPTIONS_MAX) return skip(DRAFT_REASONS.tooManyOptions);

  let title = draft.text.replace(/\s+/g, ' ').trim();
  let html = draft.html;
  const hasImages = images.some((image) => !image.inOption);
  if (title.length < QUESTION_TITLE_MIN_LENGTH && !hasImages) {
    const name = draft.name.replace(/\s+/g, ' ').trim();
    if (name.length < QUESTION_TITLE_MIN_LENGTH) return skip(DRAFT_REASONS.shortTitle);
    notes.push(DRAFT_NOTES.nameAsTitle(short(name)));
    title = name;
    html = undefined;
  }
  if (title === '') title = draft.name.replace(/\s+/g, ' ').trim();
  const titleMax = hasImages ? HTML_MAX : TEXT_MAX;
  if (title.length > titleMax) {
    notes.push(DRAFT_NOTES.titleCut);
    title = cut(title, titleMax);
  }
  if (html !== undefined && html.length > HTML_MAX) {
    notes.push(DRAFT_NOTES.htmlDropped);
    html = undefined;
  }
  return {
    kind: 'question',
    question: {
      kind: 'question',
      title,
      ...(html !== undefined ? { html } : {}),
      isMultiple: draft.isMultiple,
      options,
      right: [...rightIndexes].sort((a, b) => a - b),
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
