/**
 * Moodle XML (`<quiz>` of `<question type="…">`): the format Moodle's question bank imports and exports. Category
 * pseudo-questions name the activity the questions after them go in; multichoice and truefalse questions become
 * questions; every other type is skipped and reported with its type and why. Images embedded in the question text
 * (`<file encoding="base64">`, shown as `@@PLUGINFILE@@/name`) come back as files of the upload.
 */
import type { ReadPackage } from './importedQuiz';
import {
  fitQuestion,
  htmlAnswer,
  htmlQuestion,
  itemName,
  quizOfEntries,
  type DraftAnswer,
  type FitResult,
  type ReadEntry,
} from './questionDraft';
import { child, elements, textOf, type XmlElement } from './xmlTree';

export interface MoodleXmlRead extends ReadPackage {
  /** The files embedded in question texts, by the path their questions' images name. */
  readonly files: ReadonlyMap<string, Uint8Array>;
}

export const MOODLE_REASONS = {
  description: 'A description is text shown between questions, not a question.',
  noAnswers: 'The question has no answers to choose from.',
  other: (type: string) =>
    `Moodle's ${type} questions have no counterpart here: quizzes hold single- and multiple-answer questions.`,
} as const;

const REASONS: Readonly<Record<string, string>> = {
  description: MOODLE_REASONS.description,
  shortanswer: 'A short-answer question is answered by typing, not by choosing an option.',
  numerical: 'A numerical question is answered by typing a number, not by choosing an option.',
  essay: 'An essay question is answered in writing and marked by hand.',
  matching: 'A matching question pairs items; it has no single list of options.',
  cloze: 'An embedded-answers (cloze) question holds several gaps in one text.',
  multianswer: 'An embedded-answers (cloze) question holds several gaps in one text.',
};

/** The text of a `<text>` child as written (HTML stays HTML); markup written unescaped is read as its text. */
function textField(node: XmlElement | undefined): string {
  const text = node ? child(node, 'text') : undefined;
  if (!text) return '';
  return text.children.every((c) => typeof c === 'string') ? text.children.join('').trim() : textOf(text);
}

/** The last segment of a category path (`$course$/top/Cells` → Cells); Moodle writes a `/` in a name as `//`. */
export function categoryName(path: string): string | undefined {
  const segments = path
    .split(/(?<!\/)\/(?!\/)/)
    .map((s) => s.replace(/\/\//g, '/').trim())
    .filter((s) => s !== '' && !/^\$\w+\$$/.test(s));
  const last = segments.at(-1);
  return last === undefined || (last === 'top' && segments.length === 1) ? undefined : last;
}

function decodePath(src: string): string {
  try {
    return decodeURIComponent(src);
  } catch {
    return src;
  }
}

/** The question text's embedded files, each stored under a path of its own question. */
function embeddedFiles(
  field: XmlElement,
  index: number,
  files: Map<string, Uint8Array>,
): Map<string, string> {
  const byName = new Map<string, string>();
  for (const file of elements(field, 'file')) {
    const name = `${file.attributes.path ?? '/'}${file.attributes.name ?? ''}`.replace(/^\/+/, '');
    if (!file.attributes.name || (file.attributes.encoding ?? 'base64') !== 'base64') continue;
    const path = `moodle/question-${index + 1}/${name}`;
    files.set(path, new Uint8Array(Buffer.from(textOf(file), 'base64')));
    byName.set(name, path);
  }
  return byName;
}

function readQuestion(question: XmlElement, index: number, files: Map<string, Uint8Array>): FitResult {
  const type = question.attributes.type ?? 'unknown';
  const name = textField(child(question, 'name'));
  const field = child(question, 'questiontext');
  const written = textField(field);
  const html = field?.attributes.format === 'html';
  const skipped = (reason: string): FitResult => ({
    kind: 'skipped',
    item: itemName({ name, text: html ? htmlQuestion(written).text : written }),
    type,
    reason,
  });
  if (type !== 'multichoice' && type !== 'truefalse')
    return skipped(REASONS[type] ?? MOODLE_REASONS.other(type));

  const embedded = field ? embeddedFiles(field, index, files) : new Map<string, string>();
  const locate = (src: string) =>
    src.startsWith('@@PLUGINFILE@@/')
      ? embedded.get(decodePath(src.slice(15)).replace(/^\/+/, ''))
      : undefined;
  const text = html ? htmlQuestion(written, locate) : { text: written, images: [] };

  const answers = elements(question, 'answer').map((answer): DraftAnswer & { written: string } => {
    const value = textField(answer);
    const weight = Number(answer.attributes.fraction ?? '0');
    const read = answer.attributes.format === 'html' ? htmlAnswer(value) : { text: value, images: [] };
    return { ...read, weight: Number.isFinite(weight) ? weight : 0, written: value.toLowerCase() };
  });
  if (answers.length === 0) return skipped(MOODLE_REASONS.noAnswers);

  const single =
    (child(question, 'single') ? textOf(child(question, 'single')!) : question.attributes.single) ?? 'true';
  const isTrueFalse = type === 'truefalse';
  const weightOf = (word: string, at: number) =>
    (answers.find((a) => a.written === word) ?? answers[at])?.weight ?? 0;
  return fitQuestion(
    {
      name,
      ...text,
      isMultiple: !isTrueFalse && /^(false|0)$/i.test(single.trim()),
      answers: isTrueFalse
        ? [
            { text: 'True', weight: weightOf('true', 0) },
            { text: 'False', weight: weightOf('false', 1) },
          ]
        : answers,
    },
    type,
  );
}

/** A Moodle XML document as one quiz named `fallbackTitle`, an activity per category. */
export function readMoodleXml(root: XmlElement, fallbackTitle: string): MoodleXmlRead {
  const files = new Map<string, Uint8Array>();
  const entries = elements(root, 'question').map((question, index): ReadEntry => {
    if (question.attributes.type !== 'category') return readQuestion(question, index, files);
    const name = categoryName(textField(child(question, 'category')));
    return { kind: 'category', ...(name !== undefined ? { name } : {}) };
  });
  return { ...quizOfEntries(fallbackTitle, entries), files };
}
