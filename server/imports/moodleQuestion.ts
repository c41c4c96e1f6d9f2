/**
 * What every Moodle XML `<question>` is read by, whatever its type: its name, its text as written and the files
 * its text embeds (`<file encoding="base64">`, shown as `@@PLUGINFILE@@/name`). The question types read the rest
 * (src/questionTypes/<type>/server/moodleReader.ts).
 */
import type { DescribedText } from '../../src/questionTypes/shared/server/description';
import type { ImportedImage } from './importedQuiz';
import { htmlQuestion, itemName } from './questionDraft';
import { richHtml } from './questionText';
import { child, descendants, textOf, type XmlElement } from './xmlTree';

/** One question as the question types' Moodle XML readers take it. */
export interface MoodleSource {
  readonly question: XmlElement;
  /** Moodle's question type (`multichoice`, `shortanswer`, …). */
  readonly type: string;
  readonly name: string;
  /** The question text as written (HTML stays HTML; Moodle's own format with its line breaks as `<br />`). */
  readonly written: string;
  /** Whether the question text is HTML as Moodle reads it: `html`, `moodle_auto_format` or no format (ADR 382). */
  readonly html: boolean;
  /** The upload path of a file the question embeds, by its `@@PLUGINFILE@@/` address. */
  readonly locate: (src: string) => string | undefined;
  /** Moodle 1.9's picture of the question. */
  readonly image?: ImportedImage;
}

/** The text of a `<text>` child as written (HTML stays HTML); markup written unescaped is read as its text. */
export function moodleText(node: XmlElement | undefined): string {
  const text = node ? child(node, 'text') : undefined;
  if (!text) return '';
  return text.children.every((c) => typeof c === 'string') ? text.children.join('').trim() : textOf(text);
}

/** Moodle's own text format (FORMAT_MOODLE): HTML whose line breaks are shown. */
const MOODLE_AUTO_FORMAT = 'moodle_auto_format';

/**
 * Whether Moodle reads a text field as HTML (ADR 382): `html`, its own `moodle_auto_format`, and a field with no
 * `format` at all — Moodle's default, which Moodle 1.9 and older exports rely on (their HTML escaped once more
 * inside `<text>`). `plain_text`, `markdown` and `wiki_like` are not.
 */
export function moodleHtmlFormat(node: XmlElement | undefined): boolean {
  const format = node?.attributes.format?.trim();
  return format === undefined || format === 'html' || format === MOODLE_AUTO_FORMAT;
}

/** The HTML of a field Moodle reads as HTML: in Moodle's own format each line break it holds is shown. */
export function moodleHtml(node: XmlElement | undefined): string {
  const written = moodleText(node);
  return node?.attributes.format?.trim() === MOODLE_AUTO_FORMAT
    ? written.replace(/\r?\n/g, '<br />\n')
    : written;
}

/** The text of a field, as plain text: HTML (as Moodle reads it, see moodleHtmlFormat) reduced to its text. */
export function moodlePlain(node: XmlElement | undefined): string {
  return moodleHtmlFormat(node)
    ? htmlQuestion(moodleHtml(node)).text
    : moodleText(node).replace(/\s+/g, ' ').trim();
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

/**
 * The question's embedded files (beside the text of the question, of each answer, of feedback: ADR 222), each
 * stored under a path of its own question; a name written twice is the first one's.
 */
function embeddedFiles(
  question: XmlElement,
  index: number,
  files: Map<string, Uint8Array>,
): Map<string, string> {
  const byName = new Map<string, string>();
  for (const file of descendants(question, 'file')) {
    const name = `${file.attributes.path ?? '/'}${file.attributes.name ?? ''}`.replace(/^\/+/, '');
    if (!file.attributes.name || (file.attributes.encoding ?? 'base64') !== 'base64' || byName.has(name))
      continue;
    const path = `moodle/question-${index + 1}/${name}`;
    files.set(path, new Uint8Array(Buffer.from(textOf(file), 'base64')));
    byName.set(name, path);
  }
  return byName;
}

/**
 * Moodle 1.9's picture of the question (`<image>` with its bytes in `<image_base64>`), as the question's own
 * picture; an `<image>` without its bytes named a course file the export does not hold.
 */
function moodle19Image(
  question: XmlElement,
  index: number,
  files: Map<string, Uint8Array>,
): ImportedImage | undefined {
  const name = textOf(child(question, 'image') ?? '').trim();
  const data = textOf(child(question, 'image_base64') ?? '').replace(/\s+/g, '');
  if (name === '' && data === '') return undefined;
  const src = name || 'image';
  if (data === '') return { src, alt: '', questionImage: true };
  const path = `moodle/question-${index + 1}/image/${src.split('/').pop()}`;
  files.set(path, new Uint8Array(Buffer.from(data, 'base64')));
  return { src, alt: '', path, questionImage: true };
}

/** The embedded files the HTML links to (`<a href="@@PLUGINFILE@@/…">`): a sound, a video, a document. */
function linkedFiles(html: string, locate: (src: string) => string | undefined): ImportedImage[] {
  return [...html.matchAll(/<a\b[^<>]*?\bhref\s*=\s*(["'])(@@PLUGINFILE@@\/[^"'<>]*)\1/gi)].map((m) => {
    const src = m[2]!;
    const path = locate(src.replace(/&amp;/g, '&'));
    return { src, alt: '', linked: true, ...(path !== undefined ? { path } : {}) };
  });
}

/**
 * The `index`th question of the document. Its embedded files are decoded into `files` the first time a reader
 * locates one, so a question no reader shows costs nothing.
 */
export function moodleSource(
  question: XmlElement,
  index: number,
  files: Map<string, Uint8Array>,
): MoodleSource {
  const field = child(question, 'questiontext');
  let embedded: Map<string, string> | undefined;
  const image = moodle19Image(question, index, files);
  return {
    question,
    type: question.attributes.type ?? 'unknown',
    name: moodleText(child(question, 'name')),
    written: moodleHtml(field),
    html: field !== undefined && moodleHtmlFormat(field),
    locate: (src) => {
      if (!src.startsWith('@@PLUGINFILE@@/')) return undefined;
      embedded ??= embeddedFiles(question, index, files);
      return embedded.get(decodePath(src.slice(15)).replace(/^\/+/, ''));
    },
    ...(image ? { image } : {}),
  };
}

/**
 * Question HTML as Moodle shows it: the line breaks and paragraphs of a text of several lines are kept, where the
 * shared reading keeps HTML only for markup beyond them.
 */
function moodleHtmlQuestion(source: MoodleSource): ReturnType<typeof htmlQuestion> {
  const read = htmlQuestion(source.written, source.locate);
  if (read.html !== undefined) return read;
  const lines = richHtml(source.written);
  return lines === undefined ? read : { ...read, html: lines };
}

/**
 * The question's text: plain text, and HTML and images when it is written as HTML, with the embedded files its
 * links name and its Moodle 1.9 picture.
 */
export function moodleQuestionText(source: MoodleSource): DescribedText {
  const read = source.html ? moodleHtmlQuestion(source) : { text: source.written, images: [] };
  const more = [
    ...(source.html ? linkedFiles(source.written, source.locate) : []),
    ...(source.image ? [source.image] : []),
  ];
  return more.length === 0 ? read : { ...read, images: [...read.images, ...more] };
}

/** What the report calls the question. */
export const moodleItemName = (source: MoodleSource) =>
  itemName({ name: source.name, text: source.html ? htmlQuestion(source.written).text : source.written });
