/**
 * Packages' markup with its equations as MathML (ADR 390). In a QTI 2.1 item, each `\( … \)` or `\[ … \]` in the text of an element QTI
 * lets hold MathML (the prompt, a choice, feedback, the rich text's paragraphs) is written as `<math>` with its TeX
 * annotation, so an LMS shows it and the console's import reads the author's text back. Attributes, response values
 * and the other elements whose content is text only (an inline choice, a gap's text) keep the text as written. In
 * HTML (Common Cartridge's `text/html` material) every text but code's is read.
 */
import { mayHoldMath } from '../../src/domain/shared/mayHoldMath';
import { htmlWithMath } from './mathMarkup';

/** QTI 2.1's elements of flow and inline content, whose text may stand beside MathML. */
const HOLDS_MATH: ReadonlySet<string> = new Set([
  'prompt',
  'simpleChoice',
  'simpleAssociableChoice',
  'hottext',
  'feedbackInline',
  'feedbackBlock',
  'modalFeedback',
  'rubricBlock',
  'p',
  'div',
  'span',
  'li',
  'dd',
  'dt',
  'td',
  'th',
  'caption',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'em',
  'strong',
  'b',
  'i',
  'sub',
  'sup',
  'small',
  'big',
  'q',
  'cite',
  'a',
  'label',
]);

const XML_ENTITIES: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** XML text as its characters. */
const unescaped = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos|nbsp);/gi, (whole, name: string) => {
    if (/^#x/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return XML_ENTITIES[name.toLowerCase()] ?? whole;
  });

/** The element a start tag opens, without its namespace prefix. */
const nameOf = (tag: string) => /^<([^\s/>]+)/.exec(tag)?.[1]?.replace(/^[\w.-]+:/, '') ?? '';

/** A written QTI 2.1 document with the equations in its texts as MathML. */
export function withMathElements(xml: string): string {
  if (!mayHoldMath(xml)) return xml;
  const open: string[] = [];
  return xml.replace(
    /(<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<[^>]*>)|([^<]+)/g,
    (_whole, tag: string | undefined, text: string | undefined) => {
      if (tag !== undefined) {
        if (/^<[?!]/.test(tag)) return tag;
        if (tag.startsWith('</')) open.pop();
        else if (!tag.endsWith('/>')) open.push(nameOf(tag));
        return tag;
      }
      const written = text ?? '';
      if (!HOLDS_MATH.has(open.at(-1) ?? '') || !mayHoldMath(written)) return written;
      return htmlWithMath(unescaped(written));
    },
  );
}

/** HTML with the equations in its text as MathML; text in `code` and `pre` is never read (ADR 387). */
export function htmlTextsWithMath(html: string): string {
  if (!mayHoldMath(html)) return html;
  let inCode = 0;
  return html.replace(
    /(<!--[\s\S]*?-->|<[^>]*>)|([^<]+)/g,
    (_whole, tag: string | undefined, text: string | undefined) => {
      if (tag !== undefined) {
        if (/^<(?:code|pre)\b/i.test(tag)) inCode += 1;
        else if (/^<\/(?:code|pre)\b/i.test(tag)) inCode = Math.max(0, inCode - 1);
        return tag;
      }
      const written = text ?? '';
      return inCode > 0 || !mayHoldMath(written) ? written : htmlWithMath(unescaped(written));
    },
  );
}
