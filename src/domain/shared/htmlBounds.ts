/**
 * Bounds on untrusted HTML, checked before anything parses it (ADR 100): the raw length, and how deeply its
 * elements nest. One pass over the string, no regular expression, no recursion; the stack of open elements is never
 * longer than the depth allowed plus one, so the time is linear in the length.
 *
 * The depth is the one the server's parser (htmlparser2, under sanitize-html) builds, read the same way: tag names,
 * attributes, comments, declarations and the raw text of script, style, title, textarea and xmp are told apart as
 * it tells them apart, and an end tag closes the nearest open element of its name (or nothing). Where the two could
 * differ this count is the higher one (it knows neither implied end tags nor SVG's self-closing tags), so a string
 * within the bounds here is within them for the parser.
 */
import type * as z from 'zod';

export interface HtmlBounds {
  /** Most UTF-16 code units (`string.length`) of the raw HTML. */
  readonly maxLength: number;
  /** Most elements open inside one another. */
  readonly maxDepth: number;
}

export type HtmlBoundsExcess = 'length' | 'depth';

/** The field's own words for each excess, e.g. 'Message cannot exceed 5000 characters of HTML.' */
export interface HtmlBoundsMessages {
  readonly tooLong: string;
  readonly tooDeep: string;
}

/** Elements that never hold content, so never nest (HTML's void elements). */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Elements whose content the parser reads as text up to their own end tag. */
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea', 'xmp']);

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const EQUALS = 0x3d;
const BANG = 0x21;
const QUESTION = 0x3f;
const DASH = 0x2d;
const BRACKET = 0x5b;
const DQUOTE = 0x22;
const SQUOTE = 0x27;

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0c || c === 0x0d;
const isAlpha = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
/** Where a tag name or an attribute name ends. */
const endsName = (c: number) => isSpace(c) || c === SLASH || c === GT;

/** Index of the first `char` at or after `from`, or the length when there is none. */
function indexOfChar(html: string, char: number, from: number): number {
  for (let i = from; i < html.length; i++) if (html.charCodeAt(i) === char) return i;
  return html.length;
}

/** Index just past the first `pattern` at or after `from` (the pattern's own characters never repeat), or the length. */
function indexAfter(html: string, pattern: string, from: number): number {
  const at = html.indexOf(pattern, from);
  return at < 0 ? html.length : at + pattern.length;
}

/**
 * Reads the attributes of a start tag from `from` (just past its name) to its `>`, as the parser does: a quote
 * opens a value only after `=`. Returns the index past the `>` (or the length) and whether it ended with `/>`.
 */
function endOfStartTag(html: string, from: number): { readonly next: number; readonly selfClosing: boolean } {
  type State = 'beforeName' | 'selfClosing' | 'name' | 'afterName' | 'beforeValue';
  let state: State = 'beforeName';
  let i = from;
  while (i < html.length) {
    const c = html.charCodeAt(i);
    switch (state) {
      case 'beforeName':
        if (c === GT) return { next: i + 1, selfClosing: false };
        if (c === SLASH) state = 'selfClosing';
        else if (!isSpace(c)) state = 'name';
        i++;
        break;
      case 'selfClosing':
        if (c === GT) return { next: i + 1, selfClosing: true };
        if (isSpace(c)) i++;
        else state = 'beforeName'; // the same character again
        break;
      case 'name':
        if (c === EQUALS || endsName(c)) state = 'afterName';
        else i++;
        break;
      case 'afterName':
        if (c === EQUALS) {
          state = 'beforeValue';
          i++;
        } else if (c === SLASH || c === GT) state = 'beforeName';
        else {
          if (!isSpace(c)) state = 'name';
          i++;
        }
        break;
      case 'beforeValue':
        if (c === DQUOTE || c === SQUOTE) {
          i = indexOfChar(html, c, i + 1) + 1;
          state = 'beforeName';
        } else if (isSpace(c)) i++;
        else {
          while (i < html.length && !isSpace(html.charCodeAt(i)) && html.charCodeAt(i) !== GT) i++;
          state = 'beforeName';
        }
        break;
    }
  }
  return { next: html.length, selfClosing: false };
}

/**
 * The end of a raw-text element's content: the first `</name` (letters compared as the parser does) followed by
 * `>` or a space. Returns where that end tag's name ends, or the length when the element never ends.
 */
function endOfRawText(html: string, from: number, name: string): number {
  const sequence = `</${name}`;
  const scansEveryCharacter = name === 'title';
  let matched = 0;
  for (let i = from; i < html.length; i++) {
    const c = html.charCodeAt(i);
    if (matched === sequence.length) {
      if (c === GT || isSpace(c)) return i;
      matched = 0;
    }
    if ((c | 0x20) === sequence.charCodeAt(matched)) matched++;
    else if (matched === 0) {
      if (!scansEveryCharacter) {
        const lt = indexOfChar(html, LT, i + 1);
        if (lt >= html.length) return html.length;
        i = lt;
        matched = 1;
      }
    } else matched = c === LT ? 1 : 0;
  }
  return html.length;
}

/**
 * How deeply the elements of `html` nest (void elements count for nothing). Counting stops as soon as it passes
 * `stopAbove`, which keeps the scan linear: the answer is then `stopAbove + 1`.
 */
export function htmlDepth(html: string, stopAbove: number = Number.POSITIVE_INFINITY): number {
  const open: string[] = [];
  let deepest = 0;
  /** Closes the nearest open element named `name`, with everything opened inside it; none open, nothing. */
  const close = (name: string) => {
    const at = open.lastIndexOf(name);
    if (at >= 0) open.length = at;
  };
  let i = 0;
  while (i < html.length) {
    const lt = indexOfChar(html, LT, i);
    if (lt >= html.length) break;
    i = lt + 1;
    if (i >= html.length) break;
    const c = html.charCodeAt(i);
    if (isAlpha(c)) {
      let end = i;
      while (end < html.length && !endsName(html.charCodeAt(end))) end++;
      const name = html.slice(i, end).toLowerCase();
      if (!VOID.has(name)) {
        open.push(name);
        if (open.length > deepest) deepest = open.length;
        if (deepest > stopAbove) return deepest;
      }
      const tag = endOfStartTag(html, end);
      i = tag.next;
      if (RAW_TEXT.has(name) && !tag.selfClosing && i < html.length) {
        const nameEnd = endOfRawText(html, i, name);
        if (nameEnd >= html.length) break;
        close(name);
        i = indexOfChar(html, GT, nameEnd) + 1;
      }
    } else if (c === SLASH) {
      let start = i + 1;
      while (start < html.length && isSpace(html.charCodeAt(start))) start++;
      if (start >= html.length) break;
      const first = html.charCodeAt(start);
      if (first === GT) {
        i = start + 1;
        continue;
      }
      if (isAlpha(first)) {
        let end = start;
        while (end < html.length && html.charCodeAt(end) !== GT && !isSpace(html.charCodeAt(end))) end++;
        if (end < html.length) close(html.slice(start, end).toLowerCase());
        i = end;
      }
      // The rest of an end tag, or a bogus comment (`</3…>`), runs to the next `>`.
      i = indexOfChar(html, GT, i) + 1;
    } else if (c === BANG) {
      i = endOfDeclaration(html, i + 1);
    } else if (c === QUESTION) {
      i = indexOfChar(html, GT, i + 1) + 1;
    }
    // Anything else after `<` is text, that character included (`<<b>` opens a `b`).
  }
  return deepest;
}

/** Past a comment (`<!--…-->`), CDATA (`<![CDATA[…]]>`) or declaration (`<!…>`); `from` is just past the `!`. */
function endOfDeclaration(html: string, from: number): number {
  const c = html.charCodeAt(from);
  if (c === DASH) {
    // `<!-` then a dash opens a comment, whose end may reuse its opening dashes (`<!-->`); anything else after
    // `<!-` is eaten and the declaration runs to the next `>`.
    if (html.charCodeAt(from + 1) === DASH) return indexAfter(html, '-->', from);
    return indexOfChar(html, GT, from + 2) + 1;
  }
  if (c === BRACKET) {
    if (html.startsWith('CDATA[', from + 1)) return indexAfter(html, ']]>', from + 7);
    // The first character that breaks `CDATA[` is read again: it may be the `>` that ends the declaration.
    let i = from + 1;
    while (i - from - 1 < 6 && html.charCodeAt(i) === 'CDATA['.charCodeAt(i - from - 1)) i++;
    return indexOfChar(html, GT, i) + 1;
  }
  // `<!` and any other character (even `>`): the declaration runs to the next `>` after it.
  return indexOfChar(html, GT, from + 1) + 1;
}

/** Which bound `html` exceeds, if any: the length first, without reading the string. */
export function htmlBoundsExcess(html: string, bounds: HtmlBounds): HtmlBoundsExcess | undefined {
  if (html.length > bounds.maxLength) return 'length';
  if (htmlDepth(html, bounds.maxDepth) > bounds.maxDepth) return 'depth';
  return undefined;
}

/**
 * A string of HTML refused with the field's messages when it is too long (checked first, and nothing after it
 * runs) or nested too deeply, before any other check of `schema` reads it.
 */
export function boundedHtml(
  schema: z.ZodString,
  bounds: HtmlBounds,
  messages: HtmlBoundsMessages,
): z.ZodString {
  return schema
    .max(bounds.maxLength, { error: messages.tooLong, abort: true })
    .refine((html) => htmlBoundsExcess(html, bounds) === undefined, { error: messages.tooDeep, abort: true });
}
