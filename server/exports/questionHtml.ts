/**
 * A question's rich text as the exports write it (ADR 223): its stored HTML sanitised against the question
 * allow-list (a table, emphasis, lists, links), or for QTI 2.1 the same as XHTML of QTI's own elements.
 */
import { strToU8 } from 'fflate';
import { parseXml, type XmlChild } from '../imports/xmlTree';
import { richHtml } from '../imports/questionText';
import { escapeHtml } from './xml';

/**
 * The question's sanitised HTML when it shows more than one plain line (a table, emphasis, several paragraphs), by
 * the rule the imports keep rich text with; undefined when its plain text says it all.
 */
export const questionRichHtml = (stored: string): string | undefined =>
  /<[a-z]/i.test(stored) ? richHtml(stored) : undefined;

/** HTML of the question's text: its rich text, else its plain text in a paragraph. */
export const questionHtml = (stored: string, plain: string): string =>
  questionRichHtml(stored) ?? `<p>${escapeHtml(plain)}</p>`;

/** Marks of the editors that QTI 2.1's XHTML lacks, written as a span naming them in its class. */
const NOT_IN_QTI: ReadonlySet<string> = new Set(['u', 's', 'mark']);
const SCOPES: ReadonlySet<string> = new Set(['row', 'col', 'rowgroup', 'colgroup']);

function keptAttribute(element: string, name: string, value: string): boolean {
  if (element === 'a') return name === 'href';
  if (element !== 'td' && element !== 'th') return false;
  if (name === 'scope') return SCOPES.has(value);
  return (name === 'colspan' || name === 'rowspan') && /^[1-9]\d{0,3}$/.test(value);
}

/** A table's rows not in a row group go in a tbody, as QTI's table requires. */
function tableChildren(children: readonly XmlChild[]): XmlChild[] {
  const out: XmlChild[] = [];
  for (const c of children) {
    if (typeof c === 'string') {
      if (c.trim() !== '') out.push(c);
      continue;
    }
    const last = out.at(-1);
    if (c.name !== 'tr') out.push(c);
    else if (typeof last !== 'string' && last?.name === 'tbody' && last.attributes.added === 'yes')
      out[out.length - 1] = { ...last, children: [...last.children, c] };
    else out.push({ name: 'tbody', attributes: { added: 'yes' }, children: [c] });
  }
  return out;
}

function xhtml(node: XmlChild): string {
  if (typeof node === 'string') return escapeHtml(node);
  if (node.name === 'br') return '<br/>';
  const name = NOT_IN_QTI.has(node.name) || (node.name === 'a' && !node.attributes.href) ? 'span' : node.name;
  const attributes = Object.entries(node.attributes)
    .filter(([key, value]) => keptAttribute(name, key, value))
    .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
    .join('');
  const marked = NOT_IN_QTI.has(node.name) ? ` class="${node.name}"` : '';
  const children = name === 'table' ? tableChildren(node.children) : node.children;
  return `<${name}${attributes}${marked}>${children.map(xhtml).join('')}</${name}>`;
}

/**
 * The question's rich text as QTI 2.1 XHTML (well-formed, QTI's elements only: `u`, `s` and `mark` become a span),
 * to stand in a `div` of the item body; undefined when the text has no markup.
 */
export function questionXhtml(stored: string): string | undefined {
  const rich = questionRichHtml(stored);
  if (rich === undefined) return undefined;
  try {
    const root = parseXml(strToU8(`<root>${rich.replace(/<br>/g, '<br/>')}</root>`), 'question.xml');
    return root.children.map(xhtml).join('');
  } catch {
    return undefined;
  }
}
