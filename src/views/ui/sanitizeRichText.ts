/**
 * Stored rich text (question titles) made safe to show, without the browser ever parsing an event-handler
 * attribute (ADR 189). Chromium reports a `script-src-attr` violation the moment its HTML parser reads an `on…`
 * attribute, in any document — a DOMParser's, a template's, a detached one's — even though the handler never runs.
 * A question someone wrote `<img onerror=…>` into would then raise a report on every page that shows it, and a
 * report would mean nothing. So before DOMPurify parses the text, every place where the HTML tokenizer could start
 * an attribute named `on…` gets a marker character in front of it: no attribute name then begins with `on`, the
 * marked attributes are dropped like any unknown one, and the marker is taken out of the text and attribute values
 * that remain, which then read exactly as written.
 */
import DOMPurify from 'dompurify';
import { MATHML_ATTRIBUTES, MATHML_TAGS } from '../../domain/shared/mathMl';

/** A noncharacter: text never holds it (one that does loses it), and the HTML parser keeps it where it stands. */
const MARK = '\uFDD0';

/**
 * Where the tokenizer starts an attribute name: after whitespace (CR is read as LF), after a `/` (`<a/b>`) and right
 * after a quoted value's closing quote. Only names are ASCII-lowercased, so `ON`, `On` and `oN` count. A `</on…`
 * is marked too, since its `<` may belong to a tag name (`<p</onclick=…>` is a `p<` with an attribute): the end tag
 * of an element named `on…`, which HTML does not have, then reads as a comment.
 */
const BEFORE_HANDLER_NAME = /[\t\n\f\r /"'](?=on)/gi;

/** The text with a marker in front of every `on` the tokenizer could read as the start of an attribute name. */
export function markHandlerNames(html: string): string {
  return html.replaceAll(MARK, '').replace(BEFORE_HANDLER_NAME, `$&${MARK}`);
}

export const unmark = (html: string) => html.replaceAll(MARK, '');

const MATHML_NAMESPACE = 'http://www.w3.org/1998/Math/MathML';
const MATHML_ATTRIBUTE_SET: ReadonlySet<string> = new Set(MATHML_ATTRIBUTES);
const MATHML_TAG_SET: ReadonlySet<string> = new Set(MATHML_TAGS);

/**
 * An attribute the marker made is never kept, whatever an allow-list says: no `on…` comes back with the text. Every
 * other attribute's value loses its markers before DOMPurify judges it (a URL's scheme, a name that would clobber
 * the document), so it is judged as written.
 */
function judgeAttribute(
  node: Element,
  data: { attrName: string; attrValue: string; keepAttr: boolean },
): void {
  if (data.attrName.includes(MARK)) data.keepAttr = false;
  else if (node.namespaceURI === MATHML_NAMESPACE && !MATHML_ATTRIBUTE_SET.has(data.attrName))
    data.keepAttr = false;
  else data.attrValue = unmark(data.attrValue);
}

/**
 * DOMPurify of its own, so the hook never reaches another caller's; made on first use, so that a module importing
 * this one loads where there is no document (the server's registry checks).
 */
let purifier: ReturnType<typeof DOMPurify> | undefined;
function purify(): ReturnType<typeof DOMPurify> {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('uponSanitizeAttribute', judgeAttribute);
  }
  return purifier;
}

/**
 * Equations keep MathML Core (ADR 387): the elements of src/domain/shared/mathMl.ts, which DOMPurify's own MathML
 * list differs from by a few. `semantics` and its `annotation` (the TeX an imported equation carries) are kept, so
 * the annotation stays hidden rather than shown as text; the elements outside MathML Core go (their content stays),
 * `annotation-xml` with its content. On a MathML element MathML Core's attributes stay (`form` and `stretchy` of an
 * operator too, which DOMPurify's list lacks) and no other: no `href`.
 */
const MATHML_CORE = {
  ADD_ATTR: (attribute: string, tag: string) =>
    MATHML_TAG_SET.has(tag) && MATHML_ATTRIBUTE_SET.has(attribute),
  ADD_TAGS: ['semantics', 'annotation', 'none'],
  FORBID_TAGS: ['menclose', 'mfenced', 'mglyph', 'mlabeledtr', 'maction'],
  ADD_FORBID_CONTENTS: ['annotation-xml'],
};

/**
 * Stored rich text sanitised with DOMPurify's allow-list, exactly as DOMPurify alone would give it, the text's own
 * noncharacter markers and MathML beyond MathML Core aside.
 */
export function sanitizeRichText(html: string): string {
  return unmark(purify().sanitize(markHandlerNames(html), MATHML_CORE));
}
