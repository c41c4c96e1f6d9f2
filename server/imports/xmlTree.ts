/**
 * Untrusted XML, read safely: a plain DOCTYPE line naming an external DTD (`<!DOCTYPE questestinterop SYSTEM
 * "ims_qtiasiv1p2p1.dtd">`, as ILIAS and Chamilo write), with at most an internal subset of element and attribute
 * descriptions (ADR 213), is dropped unread, and any other DOCTYPE (an entity, a parameter-entity reference)
 * or entity declaration is refused before parsing: no DTD is ever fetched, no entity declared or expanded, the declared encoding is honoured (UTF-8, UTF-16 with BOM, ISO-8859-1/Windows-1252), and the result
 * is an ordered tree with namespace prefixes removed, so mixed content (HTML in prompts) keeps its order.
 * Elements nest at most XML_MAX_DEPTH deep and no element or attribute takes a name of JavaScript's object
 * machinery (`__proto__`, `constructor`, `prototype`): a document that breaks either is refused with its name and
 * the reason, like any other hostile file, and every reader of the tree may recurse without running out of stack.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { IMPORT_MESSAGES, refuse } from './importErrors';
import { mathInText } from './mathText';
import { repairedXml } from './xmlRepair';

export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly XmlChild[];
}
export type XmlChild = XmlElement | string;

/** How many levels elements may nest in one document, the root's included: real packages use about twenty. */
export const XML_MAX_DEPTH = 100;

/** Names the parser will not build objects with (they would reach the prototype): refused, with the name. */
const RESERVED_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

class ReservedXmlName extends Error {
  constructor(readonly xmlName: string) {
    super(`reserved XML name ${xmlName}`);
  }
}

const checkedName = (name: string): string => {
  if (RESERVED_NAMES.has(name)) throw new ReservedXmlName(name);
  return name;
};

const parser = new XMLParser({
  preserveOrder: true,
  // The parser counts the levels above an element: the root's own level makes XML_MAX_DEPTH.
  maxNestedTags: XML_MAX_DEPTH - 1,
  transformTagName: checkedName,
  transformAttributeName: checkedName,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  processEntities: true,
  // Character references (`&#160;`, `&#x2061;`) are read as their characters, as are HTML's named ones.
  htmlEntities: true,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  commentPropName: false,
  cdataPropName: false,
});

function decode(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1]?.toLowerCase();
  const label =
    declared && /^(iso-8859-1|latin1|windows-1252|us-ascii|utf-8)$/.test(declared) ? declared : 'utf-8';
  return new TextDecoder(label).decode(bytes);
}

type Raw = Record<string, unknown>;

/**
 * Characters XML 1.0 does not allow (NUL and the other C0 controls, lone surrogates, U+FFFE/U+FFFF) are left out
 * of every text and attribute value, whether a package wrote them raw or as character references: nothing a quiz
 * stores can then carry a character the database refuses.
 */
const NOT_XML_CHAR = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const xmlText = (value: unknown) => String(value).replace(NOT_XML_CHAR, '');

function toElement(raw: Raw): XmlElement | string | undefined {
  if ('#text' in raw) return xmlText(raw['#text']);
  const name = Object.keys(raw).find((key) => key !== ':@');
  if (!name) return undefined;
  const attributes = (raw[':@'] as Record<string, unknown> | undefined) ?? {};
  const children = ((raw[name] as Raw[] | undefined) ?? []).flatMap((child) => toElement(child) ?? []);
  return {
    name,
    attributes: Object.fromEntries(
      Object.entries(attributes).map(([k, v]) => [k.replace(/^.*:/, ''), xmlText(v)]),
    ),
    children,
  };
}

const QUOTED = `(?:"[^"<>]*"|'[^'<>]*')`;
const COMMENT = `<!--(?:[^-]|-(?!->))*-->`;
/**
 * An internal subset that only describes elements and their attributes (`<!ELEMENT …>`, `<!ATTLIST …>`, comments),
 * as the IMS QTI 1.2 examples write for their `ims_render_object` extension: no entity is declared or referred to
 * (no `<!ENTITY`, no `%`), so dropping it unread changes no text of the document.
 */
const DECLARATION = `<!(?:ELEMENT|ATTLIST)\\s(?:[^<>%"']|"[^"<>%]*"|'[^'<>%]*')*>`;
const INTERNAL_SUBSET = `\\[(?:\\s|${COMMENT}|${DECLARATION})*\\]`;
/**
 * A DOCTYPE in the prolog (after the XML declaration, processing instructions and comments) that only names an
 * external DTD, with at most an internal subset of element and attribute descriptions: it declares no entity. The
 * DTD is never read.
 */
const EXTERNAL_DOCTYPE = new RegExp(
  `^((?:\\s*(?:<\\?[^<>]*\\?>|${COMMENT}))*\\s*)` +
    `<!DOCTYPE\\s+[\\w:.-]+(?:\\s+(?:SYSTEM\\s+${QUOTED}|PUBLIC\\s+${QUOTED}\\s+${QUOTED}))?\\s*(?:${INTERNAL_SUBSET}\\s*)?>`,
);
/**
 * Where a prolog ends at the latest, for the DOCTYPE search: a DTD-naming prolog is a few hundred characters, but an
 * internal subset describing a whole format's elements runs to tens of kilobytes (ADR 221).
 */
const PROLOG_MAX = 256 * 1024;

/** The document without a DOCTYPE that only names an external DTD; everything else unchanged. */
function withoutExternalDoctype(text: string): string {
  const head = text.slice(0, PROLOG_MAX);
  const match = EXTERNAL_DOCTYPE.exec(head);
  return match ? match[1] + text.slice(match[0].length) : text;
}

/**
 * The parser's tree of a well-formed document. Whatever the parser refuses is the file's fault, never the server's:
 * nesting past XML_MAX_DEPTH and reserved names are told as such, anything else as a file that cannot be read.
 */
function parsed(text: string, fileName: string): Raw[] {
  try {
    return parser.parse(text) as Raw[];
  } catch (error) {
    if (error instanceof ReservedXmlName) throw refuse(IMPORT_MESSAGES.reservedName(fileName, error.xmlName));
    if (error instanceof Error && /nested/i.test(error.message))
      throw refuse(IMPORT_MESSAGES.tooDeep(fileName, XML_MAX_DEPTH));
    throw refuse(IMPORT_MESSAGES.unreadableXml(fileName));
  }
}

/**
 * Parses one document of the package; refuses a DOCTYPE that declares anything, entity declarations and XML that
 * even a recovering parser cannot read, with the file's name.
 */
export function parseXml(bytes: Uint8Array, fileName: string): XmlElement {
  const text = withoutExternalDoctype(decode(bytes).replace(/^\uFEFF/, ''));
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw refuse(IMPORT_MESSAGES.doctype(fileName));
  const valid = XMLValidator.validate(text);
  let readable = text;
  let why: { message: string; line: number } | undefined;
  if (valid !== true) {
    // Almost XML (a tag left open, an attribute without a value) is read as a recovering parser reads it, and the
    // document remembers what was wrong (ADR 285); anything still not XML is refused with the first fault.
    why = { message: valid.err.msg, line: valid.err.line };
    readable = repairedXml(text);
    if (XMLValidator.validate(readable) !== true) throw refuse(IMPORT_MESSAGES.badXml(fileName, why));
  }
  const nodes = parsed(readable, fileName);
  const root = nodes.map(toElement).find((node): node is XmlElement => typeof node === 'object');
  if (!root) throw refuse(IMPORT_MESSAGES.badXml(fileName, why));
  if (why) REPAIRED.set(root, IMPORT_MESSAGES.repairedXml(fileName, why));
  return root;
}

const REPAIRED = new WeakMap<XmlElement, string>();

/**
 * What was wrong with a document that was not well-formed and was read repaired, in words for the notes of each
 * question it holds; undefined for a well-formed one.
 */
export const xmlRepairOf = (root: XmlElement): string | undefined => REPAIRED.get(root);

export const elements = (node: XmlElement, name?: string): XmlElement[] =>
  node.children.filter(
    (c): c is XmlElement => typeof c === 'object' && (name === undefined || c.name === name),
  );

export const child = (node: XmlElement, name: string): XmlElement | undefined => elements(node, name)[0];

/** Every descendant element with this name, in document order. */
export function descendants(node: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  for (const c of elements(node)) {
    if (c.name === name) found.push(c);
    found.push(...descendants(c, name));
  }
  return found;
}

const BLOCKS = new Set(['p', 'div', 'br', 'li', 'td', 'tr', 'h1', 'h2', 'h3', 'h4', 'prompt', 'blockquote']);

/**
 * The readable text of an element (block elements separated by spaces), whitespace collapsed; MathML reads as the
 * equation authors write, `\\( … \\)`, or a plain-text formula (`1/6`, `x^2`; ADR 390).
 */
export function textOf(node: XmlElement | string, skip: ReadonlySet<string> = new Set()): string {
  const walk = (n: XmlChild): string => {
    if (typeof n === 'string') return n;
    if (skip.has(n.name)) return ' ';
    if (n.name === 'math') return mathInText(n);
    // A ruby annotation's reading is not part of the text it annotates (ADR 221).
    if (n.name === 'rt' || n.name === 'rp') return '';
    const inner = n.children.map(walk).join('');
    return BLOCKS.has(n.name) ? ` ${inner} ` : inner;
  };
  return walk(node).replace(/\s+/g, ' ').trim();
}
