/**
 * What the text formats (Moodle XML, GIFT, Aiken) read before it is a question: every answer with its weight, the
 * text as written, and the entries of a file in order. The choice type turns weighted answers into options and
 * right answers (src/questionTypes/choice/server/fitChoice.ts); the editor's other rules (title length, text and option
 * bounds) are applied to every format by server/imports/repairForEditor.ts, which runs after it.
 */
import { imagesInHtml } from '../exports/questionImages';
import { plainText } from '../exports/xml';
import { sanitizeQuestionHtml } from '../sanitize';
import { IMPORT_MESSAGES, refuse } from './importErrors';
import { withoutRubyReadings } from './questionText';
import {
  asksAnything,
  skippedItem,
  type ImportedImage,
  type ImportedItem,
  type ItemResult,
  type ReadOptions,
  type ReadPackage,
  type SkippedItem,
} from './importedQuiz';

export interface DraftAnswer {
  readonly text: string;
  /** The share of the marks, in percent: 100 is fully right, 0 wrong, negative a penalty. */
  readonly weight: number;
  /** Shown inside the answer (options are plain text, so it cannot be kept). */
  readonly images?: readonly ImportedImage[];
  /** What a student who chose it is shown, plain text (ADR 376). */
  readonly feedback?: string;
}

export const short = (text: string) => (text.length > 40 ? text.slice(0, 40).trimEnd() : text);
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

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
  html = withoutRubyReadings(html);
  const images = imagesInHtml(html).map((image): ImportedImage => {
    const path = locate(image.src);
    return path === undefined ? image : { ...image, path };
  });
  const rest = withoutImages(html).trim();
  const text = htmlText(rest);
  // Sanitised against the question allow-list, as every imported text is: a file's script never reaches a student.
  const rich = RICH.test(rest) && text !== '' ? sanitizeQuestionHtml(rest).trim() : '';
  return { text, ...(rich !== '' ? { html: rich } : {}), images };
}

/**
 * The plain text of an answer written as HTML, and its images: with `locate`, each with the upload file it names,
 * to be shown as the option's pictures (ADR 154); without, marked as inside an option, which cannot show them.
 */
export function htmlAnswer(
  written: string,
  locate?: (src: string) => string | undefined,
): { text: string; images: ImportedImage[] } {
  const html = withoutRubyReadings(written);
  return {
    text: htmlText(withoutImages(html)),
    images: imagesInHtml(html).map((image): ImportedImage => {
      if (!locate) return { ...image, inOption: true };
      const path = locate(image.src);
      return path === undefined ? image : { ...image, path };
    }),
  };
}

/** What the report calls a question: its name, else the start of its text. */
export const itemName = (draft: { readonly name: string; readonly text: string }) =>
  draft.name.trim() || short(oneLine(draft.text)) || 'Question';

/** A question read from a text format, or why it was skipped. */
export type FitResult = Extract<ItemResult, { kind: 'question' | 'skipped' }>;

/** The notes of weighted answers read as options (the choice type writes them). */
export { DRAFT_NOTES } from '../../src/questionTypes/choice/server/choiceNotes';

/** What a reader found, in file order: a category switch (naming the activity after it) or an item. */
export type ReadEntry = { readonly kind: 'category'; readonly name?: string } | FitResult;

/**
 * The entries of one file as one quiz: questions before any category go in "Activity 1", each category names the
 * activity its questions go in (a category met again adds to its activity); skipped items are reported.
 */
export function quizOfEntries(
  title: string,
  entries: readonly ReadEntry[],
  options: ReadOptions = {},
): ReadPackage {
  const activities = new Map<string, ImportedItem[]>();
  const skipped: SkippedItem[] = [];
  let activity: string | undefined;
  for (const entry of entries) {
    if (entry.kind === 'category') activity = entry.name?.slice(0, 500);
    else if (entry.kind === 'skipped') skipped.push(skippedItem(title, entry));
    else {
      activity ??= `Activity ${activities.size + 1}`;
      activities.set(activity, [...(activities.get(activity) ?? []), entry.question]);
    }
  }
  if (
    !options.measure &&
    !asksAnything([{ title, activities: [...activities].map(([t, items]) => ({ title: t, items })) }])
  )
    throw refuse(IMPORT_MESSAGES.nothingImportedFromFile);
  return {
    quizzes:
      activities.size === 0
        ? []
        : [{ title, activities: [...activities].map(([name, items]) => ({ title: name, items })) }],
    skipped,
  };
}
