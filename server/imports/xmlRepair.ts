/**
 * A document that is almost XML, read as libxml2's recovering parser (what Canvas's importer reads with) and a
 * browser read it (ADR 285): an element left open is closed where its parent closes, an end tag that closes nothing
 * is left out, an attribute written without a value (`<video controls>`) has an empty one, and a bare `&` or `<`
 * in text is the character. Hand-edited QTI 1.2 files and HTML5 media in QTI 2.2 items are the real cases.
 *
 * The repair is text in, text out: the result is checked and parsed exactly as any other document, with the same
 * limits (depth, reserved names, the package's XML budget), and the DOCTYPE and entity checks have already run on the
 * original. Streaming (htmlparser2's tokenizer, no tree), so no input can run it out of stack.
 */
import { Parser } from 'htmlparser2';

const ENTITY_REFERENCE = /&(?!(?:#\d+|#x[\da-fA-F]+|[A-Za-z][\w.-]*);)/g;

/** Text as XML character data: entity references kept as written, a bare `&` or `<` escaped. */
const characterData = (raw: string) =>
  raw.replace(ENTITY_REFERENCE, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** CDATA content is literal: every markup character is escaped. */
const literal = (raw: string) => raw.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attributeValue = (raw: string) => characterData(raw).replace(/"/g, '&quot;');

/** The document with its elements balanced and its attributes and text escaped; comments and declarations dropped. */
export function repairedXml(text: string): string {
  const out: string[] = [];
  let inCdata = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const written = Object.entries(attributes).map(
          ([key, value]) => ` ${key}="${attributeValue(value)}"`,
        );
        out.push(`<${name}${written.join('')}>`);
      },
      onclosetag(name) {
        out.push(`</${name}>`);
      },
      ontext(data) {
        out.push(inCdata ? literal(data) : characterData(data));
      },
      oncdatastart() {
        inCdata = true;
      },
      oncdataend() {
        inCdata = false;
      },
    },
    { xmlMode: true, decodeEntities: false, recognizeCDATA: true, recognizeSelfClosing: true },
  );
  parser.end(text);
  return out.join('');
}
