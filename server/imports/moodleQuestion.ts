/**
 * What every Moodle XML `<question>` is read by, whatever its type: its name, its text as written and the files
 * its text embeds (`<file encoding="base64">`, shown as `@@PLUGINFILE@@/name`). The question types read the rest
 * (server/questionTypes/<type>/moodleReader.ts).
 */
import { htmlQuestion, itemName } from './questionDraft';
import { child, elements, textOf, type XmlElement } from './xmlTree';

/** One question as the question types' Moodle XML readers take it. */
export interface MoodleSource {
  readonly question: XmlElement;
  /** Moodle's question type (`multichoice`, `shortanswer`, …). */
  readonly type: string;
  readonly name: string;
  /** The question text as written (HTML stays HTML). */
  readonly written: string;
  /** Whether the question text is HTML. */
  readonly html: boolean;
  /** The upload path of a file the question text embeds, by its `@@PLUGINFILE@@/` address. */
  readonly locate: (src: string) => string | undefined;
}

/** The text of a `<text>` child as written (HTML stays HTML); markup written unescaped is read as its text. */
export function moodleText(node: XmlElement | undefined): string {
  const text = node ? child(node, 'text') : undefined;
  if (!text) return '';
  return text.children.every((c) => typeof c === 'string') ? text.children.join('').trim() : textOf(text);
}

/** The text of a field that may be written as HTML (its `format` attribute), as plain text. */
export function moodlePlain(node: XmlElement | undefined): string {
  const written = moodleText(node);
  return node?.attributes.format === 'html'
    ? htmlQuestion(written).text
    : written.replace(/\s+/g, ' ').trim();
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
  return {
    question,
    type: question.attributes.type ?? 'unknown',
    name: moodleText(child(question, 'name')),
    written: moodleText(field),
    html: field?.attributes.format === 'html',
    locate: (src) => {
      if (!src.startsWith('@@PLUGINFILE@@/')) return undefined;
      embedded ??= field ? embeddedFiles(field, index, files) : new Map<string, string>();
      return embedded.get(decodePath(src.slice(15)).replace(/^\/+/, ''));
    },
  };
}

/** The question's text: plain text, and HTML and images when it is written as HTML. */
export const moodleQuestionText = (source: MoodleSource) =>
  source.html ? htmlQuestion(source.written, source.locate) : { text: source.written, images: [] };

/** What the report calls the question. */
export const moodleItemName = (source: MoodleSource) =>
  itemName({ name: source.name, text: source.html ? htmlQuestion(source.written).text : source.written });
