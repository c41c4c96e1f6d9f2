/**
 * Moodle XML (`<quiz>` of `<question type="…">`): the format Moodle's question bank imports and exports. Category
 * pseudo-questions name the activity the questions after them go in; each question is read by the question type
 * that claims its Moodle type (server/questionTypes); every other one is skipped and reported with its type and
 * why. Images embedded in the question text (`<file encoding="base64">`, shown as `@@PLUGINFILE@@/name`) come back
 * as files of the upload.
 */
import { imagesInHtml } from '../exports/questionImages';
import { readWithTypes } from '../questionTypes/readWithTypes';
import { notHeld } from './itemNotes';
import { withSourceKind, type ReadOptions, type ReadPackage } from './importedQuiz';
import { categoryName, moodleItemName, moodleSource, moodleText, type MoodleSource } from './moodleQuestion';
import { quizOfEntries, type ReadEntry } from './questionDraft';
import { child, elements, type XmlElement } from './xmlTree';

export interface MoodleXmlRead extends ReadPackage {
  /** The files embedded in question texts, by the path their questions' images name. */
  readonly files: ReadonlyMap<string, Uint8Array>;
}

export const MOODLE_REASONS = {
  description: 'A description is text shown between questions, not a question.',
  other: notHeld,
} as const;

export const MOODLE_NOTES = {
  feedbackPicture: (src: string) =>
    `The feedback's picture ${decodeURIComponentSafe(src.replace(/^@@PLUGINFILE@@\//, ''))} is not kept: feedback here is text.`,
} as const;

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const REASONS: Readonly<Record<string, string>> = { description: MOODLE_REASONS.description };

/** The pictures a question's feedback shows (general, right, wrong, per answer): feedback here is text. */
function feedbackPictures(question: XmlElement): string[] {
  const fields = elements(question).flatMap((field) =>
    /feedback$/.test(field.name) ? [field] : field.name === 'answer' ? elements(field, 'feedback') : [],
  );
  return [...new Set(fields.flatMap((field) => imagesInHtml(moodleText(field)).map((image) => image.src)))];
}

function readQuestion(question: XmlElement, index: number, files: Map<string, Uint8Array>): ReadEntry {
  const source = moodleSource(question, index, files);
  const item = moodleItemName(source);
  const { result, kind } = readWithTypes('moodleXml', source, { item, type: source.type }, () => ({
    kind: 'skipped',
    item,
    type: source.type,
    reason: REASONS[source.type] ?? MOODLE_REASONS.other(source.type),
  }));
  const lost = result.kind === 'question' ? feedbackPictures(question) : [];
  if (result.kind !== 'question' || lost.length === 0) return withSourceKind(result, kind);
  const notes = [...(result.question.notes ?? []), ...lost.map(MOODLE_NOTES.feedbackPicture)];
  return withSourceKind({ ...result, question: { ...result.question, notes } }, kind);
}

/** A Moodle XML document as one quiz named `fallbackTitle`, an activity per category. */
export function readMoodleXml(
  root: XmlElement,
  fallbackTitle: string,
  options: ReadOptions = {},
): MoodleXmlRead {
  const files = new Map<string, Uint8Array>();
  const entries = elements(root, 'question').map((question, index): ReadEntry => {
    if (question.attributes.type !== 'category') return readQuestion(question, index, files);
    const name = categoryName(moodleText(child(question, 'category')));
    return { kind: 'category', ...(name !== undefined ? { name } : {}) };
  });
  return { ...quizOfEntries(fallbackTitle, entries, options), files };
}

/** The questions of a Moodle XML document as the question types' readers take them (categories left out). */
export function moodleSources(root: XmlElement): MoodleSource[] {
  const files = new Map<string, Uint8Array>();
  return elements(root, 'question').flatMap((question, index) =>
    question.attributes.type === 'category' ? [] : [moodleSource(question, index, files)],
  );
}
