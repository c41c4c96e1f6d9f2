/**
 * MathML written as the LaTeX authors type (ADR 390): an imported formula without a TeX annotation the console can
 * trust is stored as `\( … \)` written from its elements, so it shows as MathML again and edits like any equation.
 * Tokens keep their characters (the converter reads Unicode symbols), LaTeX's special characters escaped; an element
 * this does not know is written as its children in a row.
 */
import type { XmlChild, XmlElement } from './xmlTree';
import { FUNCTIONS } from '../../src/domain/math/latexSymbols';

const elementsOf = (node: XmlElement): XmlElement[] =>
  node.children.filter((c): c is XmlElement => typeof c === 'object');

const textIn = (node: XmlChild): string =>
  typeof node === 'string' ? node : node.children.map(textIn).join('');

/** Characters LaTeX reads as commands in a formula, written so they stand for themselves. */
const MATH_ESCAPES: Record<string, string> = {
  '\\': '\\backslash ',
  '{': '\\{',
  '}': '\\}',
  '#': '\\#',
  $: '\\$',
  '%': '\\%',
  '&': '\\&',
  _: '\\_',
  '^': '\\hat{}',
  '~': '\\sim ',
};
/** The same in text (`\text{…}`). */
const TEXT_ESCAPES: Record<string, string> = {
  '\\': '\\textbackslash ',
  '{': '\\{',
  '}': '\\}',
  '#': '\\#',
  $: '\\$',
  '%': '\\%',
  '&': '\\&',
  _: '\\_',
  '^': '\\textasciicircum ',
  '~': '\\textasciitilde ',
};

const escaped = (text: string, table: Record<string, string>) =>
  text.replace(/[\\{}#$%&_^~]/g, (c) => table[c] ?? c);

/** Invisible operators (function application, invisible times, separator, plus) are not written. */
const INVISIBLE = /[\u2061-\u2064]/g;

const token = (node: XmlElement) => textIn(node).replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();

function identifier(node: XmlElement): string {
  const text = token(node);
  if (text === '') return '';
  if (FUNCTIONS.has(text)) return `\\${text} `;
  const upright = node.attributes.mathvariant === 'normal';
  if ([...text].length === 1)
    return upright ? `\\mathrm{${escaped(text, MATH_ESCAPES)}}` : escaped(text, MATH_ESCAPES);
  return `\\mathrm{${escaped(text, MATH_ESCAPES)}}`;
}

const braced = (node: XmlElement | undefined) => `{${node ? latexOf(node) : ''}}`;

/** A script's base: one letter or digit as it is (`x^{2}`), anything longer in braces. */
function base(node: XmlElement): string {
  const latex = latexOf(node);
  return /^[\p{L}\p{N}]$/u.test(latex) ? latex : `{${latex}}`;
}

function fenced(node: XmlElement, kids: readonly XmlElement[]): string {
  const side = (value: string) =>
    value === '' ? '.' : value === '{' || value === '}' ? `\\${value}` : value;
  const open = side(node.attributes.open ?? '(');
  const close = side(node.attributes.close ?? ')');
  const separators = (node.attributes.separators ?? ',').replace(/\s/g, '');
  const parts = kids.map((kid, index) => {
    const separator =
      index < kids.length - 1 && separators ? separators[Math.min(index, separators.length - 1)]! : '';
    return latexOf(kid) + escaped(separator, MATH_ESCAPES);
  });
  return `\\left${open}${parts.join('')}\\right${close}`;
}

function latexOf(node: XmlElement): string {
  const kids = elementsOf(node);
  const [a, b, c] = kids;
  switch (node.name) {
    case 'mi':
      return identifier(node);
    case 'mn':
    case 'mo':
      return escaped(token(node), MATH_ESCAPES);
    case 'mtext':
    case 'ms': {
      const text = textIn(node).replace(/\s+/g, ' ');
      return text.trim() === '' ? '\\ ' : `\\text{${escaped(text, TEXT_ESCAPES)}}`;
    }
    case 'mspace':
      return '\\ ';
    case 'annotation':
    case 'annotation-xml':
    case 'none':
    case 'mprescripts':
      return '';
    case 'semantics':
    case 'maction':
      return a ? latexOf(a) : '';
    case 'mphantom':
      return `\\phantom{${kids.map(latexOf).join('')}}`;
    case 'mfrac':
      return a && b ? `\\frac${braced(a)}${braced(b)}` : kids.map(latexOf).join('');
    case 'msup':
      return a && b ? `${base(a)}^${braced(b)}` : kids.map(latexOf).join('');
    case 'msub':
      return a && b ? `${base(a)}_${braced(b)}` : kids.map(latexOf).join('');
    case 'msubsup':
      return a && b && c ? `${base(a)}_${braced(b)}^${braced(c)}` : kids.map(latexOf).join('');
    case 'mover':
      return a && b ? `\\overset${braced(b)}${braced(a)}` : kids.map(latexOf).join('');
    case 'munder':
      return a && b ? `\\underset${braced(b)}${braced(a)}` : kids.map(latexOf).join('');
    case 'munderover':
      return a && b && c
        ? `\\overset${braced(c)}{\\underset${braced(b)}${braced(a)}}`
        : kids.map(latexOf).join('');
    case 'msqrt':
      return `\\sqrt{${kids.map(latexOf).join('')}}`;
    case 'mroot':
      return a && b ? `\\sqrt[${latexOf(b)}]${braced(a)}` : `\\sqrt{${kids.map(latexOf).join('')}}`;
    case 'mfenced':
      return fenced(node, kids);
    case 'mtable':
      return `\\begin{matrix}${kids.map(latexOf).join(' \\\\ ')}\\end{matrix}`;
    case 'mtr':
    case 'mlabeledtr':
      return kids.map(latexOf).join(' & ');
    default:
      return kids.map(latexOf).join('');
  }
}

/** The LaTeX of a MathML `<math>` element (without delimiters), spaces collapsed; empty when it draws nothing. */
export function latexOfMathMl(math: XmlElement): string {
  return latexOf(math).replace(/\s+/g, ' ').trim();
}
