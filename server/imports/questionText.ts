/**
 * The text of an imported question, shared by the QTI readers: the question's own HTML (a reading passage, a table,
 * emphasis) sanitised against the question allow-list, kept only when it shows more than one plain line; and
 * answer options that are pictures (ADR 154).
 */
import {
  OPTION_PICTURE_LIMITS,
  type OptionPicture,
} from '../../src/questionTypes/shared/domain/optionPicture';
import { escapeHtml, plainText } from '../exports/xml';
import { sanitizeQuestionHtml } from '../sanitize';
import type { ImportedImage } from './importedQuiz';
import { mathInText } from './mathText';
import type { XmlChild } from './xmlTree';

/** `A`, `B`, … `Z`, `AA`, … : how the console letters options. */
export function optionLetter(index: number): string {
  let n = index;
  let letter = '';
  do {
    letter = String.fromCharCode(65 + (n % 26)) + letter;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return letter;
}

const VOID = new Set(['br', 'hr', 'img', 'input', 'col', 'area', 'wbr']);

/** A ruby annotation's reading and the parentheses around it, left out so it is never glued to its base (ADR 221). */
const RUBY_READING = new Set(['rt', 'rp']);
/** The elements of a ruby annotation written as their base text. */
const RUBY = new Set(['ruby', 'rb']);

/** HTML with each ruby annotation written as its base text: `<ruby>北海道<rt>ほっかいどう</rt></ruby>` is 北海道. */
export const withoutRubyReadings = (html: string) =>
  html.replace(/<(rt|rp)\b[^<>]*>[^<]*<\/\1\s*>/gi, '').replace(/<\/?(?:ruby|rb)\b[^<>]*>/gi, '');

/**
 * An XML fragment written back as HTML: elements named in `skip` left out with their content, MathML as the
 * equation authors write (ADR 390), images left out (they travel beside the text). The result is sanitised by the caller.
 */
export function htmlOfXml(nodes: readonly XmlChild[], skip: ReadonlySet<string>): string {
  const write = (n: XmlChild): string => {
    if (typeof n === 'string') return escapeHtml(n.replace(/\s+/g, ' '));
    if (skip.has(n.name) || n.name === 'img' || n.name === 'object') return ' ';
    if (n.name === 'math') return escapeHtml(mathInText(n));
    if (RUBY_READING.has(n.name)) return '';
    if (RUBY.has(n.name)) return n.children.map(write).join('');
    const attributes = Object.entries(n.attributes)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join('');
    if (VOID.has(n.name)) return `<${n.name}${attributes}>`;
    return `<${n.name}${attributes}>${n.children.map(write).join('')}</${n.name}>`;
  };
  return nodes.map(write).join('');
}

const BLOCK_TAG = /<\/?(?:p|div|br|li|tr|td|th|h[1-6]|blockquote|pre|table|ul|ol|dt|dd|caption)\b[^>]*>/gi;
const AROUND_BLOCK =
  /\s*(<\/?(?:p|div|br|li|ul|ol|dl|dt|dd|table|caption|thead|tbody|tfoot|tr|td|th|h[1-6]|blockquote|pre)\b[^>]*>)\s*/gi;
const WRAPPER_ONLY = /^(?:p|div|span|br)$/i;

/**
 * The sanitised HTML when it shows more than one plain line of text (formatting, a table, a list, several
 * paragraphs); undefined when its plain text says it all.
 */
export function richHtml(html: string): string | undefined {
  let clean = sanitizeQuestionHtml(html).replace(AROUND_BLOCK, '$1');
  // Paragraphs left empty (by a picture taken out of them) are left out.
  for (let before = ''; before !== clean;) {
    before = clean;
    clean = clean.replace(/<(p|div|span)>(?:\s|&nbsp;|<br>)*<\/\1>/g, '');
  }
  const tags = [...clean.matchAll(/<([a-z0-9]+)\b/gi)].map((m) => m[1]!);
  const lines = clean
    .replace(BLOCK_TAG, '\n')
    .split('\n')
    .map((line) => plainText(line).trim())
    .filter((line) => line !== '');
  if (lines.length === 0) return undefined;
  return tags.every((tag) => WRAPPER_ONLY.test(tag)) && lines.length <= 1 ? undefined : clean;
}

/** HTML of plain text (escaped, in a paragraph), to join with rich parts. */
export const paragraph = (text: string) => (text.trim() === '' ? '' : `<p>${escapeHtml(text.trim())}</p>`);

/**
 * An answer option that shows pictures. One picture (ADR 311) is the option's own: the option keeps its text (none
 * when it is only the picture) and the picture its description, else `Image B` when the option has no text. Several
 * pictures (ADR 154) are shown in the question, labelled by option, and the option reads as its own text, else its
 * first picture's description, else `Image B`.
 */
export function pictureOption(
  text: string,
  images: readonly ImportedImage[],
  index: number,
): { text: string; images: ImportedImage[]; note?: string; picture?: OptionPicture } {
  if (images.length === 0) return { text, images: [] };
  const letter = optionLetter(index);
  const alt = plainText(images.find((image) => plainText(image.alt) !== '')?.alt ?? '');
  if (images.length === 1) {
    const own = text.trim();
    const picture = { src: images[0]!.src, alt: cutAlt(alt || (own === '' ? `Image ${letter}` : '')) };
    return { text: own, images: [{ ...images[0]!, entryPicture: true }], picture };
  }
  const optionText = text.trim() || alt || `Image ${letter}`;
  return {
    text: optionText,
    images: images.map((image) => ({ ...image, label: `Option ${letter}` })),
    note: `Option ${letter} shows a picture: it reads "${optionText}" and its picture is shown in the question, labelled "Option ${letter}".`,
  };
}

/** A picture's description within its bound (ADR 311). */
export const cutAlt = (alt: string) =>
  alt.length <= OPTION_PICTURE_LIMITS.alt ? alt : `${alt.slice(0, OPTION_PICTURE_LIMITS.alt - 1).trimEnd()}…`;
