/**
 * MathML in an imported text (ADR 390): stored as the equation authors write, `\( … \)` (`\[ … \]` for a displayed
 * one), so it shows as MathML and exports as it came. Its LaTeX is the TeX annotation when the converter draws the
 * same symbols from it as the MathML shows, else written from the MathML's elements. A formula of one number, one
 * holding a calculated question's wildcard, or one the converter cannot read stays readable plain text, as before:
 * what a reader would type (`1/6`, `x^2`, `x_2`, `√(x)`, `x + 1 = 2`); an element that does not know reads as its text.
 */
import { strToU8 } from 'fflate';
import { splitMath } from '../../src/domain/shared/mathText';
import { mathMl } from '../exports/mathMarkup';
import { latexOfMathMl } from './mathLatex';
import { parseXml, type XmlChild, type XmlElement } from './xmlTree';

const elementsOf = (node: XmlElement): XmlElement[] =>
  node.children.filter((c): c is XmlElement => typeof c === 'object');

/** All the text under a node, whitespace collapsed. */
function allText(node: XmlChild): string {
  const walk = (n: XmlChild): string => (typeof n === 'string' ? n : n.children.map(walk).join(' '));
  return walk(node).replace(/\s+/g, ' ').trim();
}

/** Invisible operators (function application, invisible times, separator, plus) read as nothing. */
const INVISIBLE = /^[\u2061-\u2064]$/;
/** Operators written with a space on each side when they stand between two operands. */
const INFIX = new Set([
  '+',
  '-',
  '\u2212',
  '=',
  '\u2260',
  '<',
  '>',
  '\u2264',
  '\u2265',
  '\u2248',
  '\u2261',
  '\u00d7',
  '\u00f7',
  '\u22c5',
  '\u00b7',
  '\u00b1',
  '\u2213',
  '*',
  '\u2192',
  '\u21d2',
  '\u21d4',
  '\u2208',
  '\u2209',
  '\u2282',
  '\u2286',
  '\u222a',
  '\u2229',
  '\u221d',
]);
const SEPARATORS = new Set([',', ';']);
const CLOSING = new Set([')', ']', '}', '|', '\u27e9', '!', '\u2032', '%']);

/** `s` wrapped in brackets unless it is one number or name, or is already bracketed as a whole. */
function group(s: string): string {
  if (/^[\p{L}\p{N}.\u2032]*$/u.test(s) && s.length > 0) return s;
  // A calculated question's wildcard is one number (ADR 291).
  if (/^\{[A-Za-z_]\w*\}$/.test(s)) return s;
  if (s.startsWith('(') && s.endsWith(')')) {
    let depth = 0;
    let closesAtEnd = true;
    for (let i = 0; i < s.length; i++) {
      if (s[i] === '(') depth++;
      else if (s[i] === ')') depth--;
      if (depth === 0 && i < s.length - 1) {
        closesAtEnd = false;
        break;
      }
    }
    if (closesAtEnd) return s;
  }
  return `(${s})`;
}

/** Children read in a row, with spaces around operators between operands and after separators. */
function row(children: readonly XmlElement[]): string {
  let out = '';
  let afterOperand = false;
  let afterName = false;
  for (const c of children) {
    if (c.name === 'mo') {
      const op = allText(c);
      if (INVISIBLE.test(op)) continue;
      const prefix = c.attributes.form === 'prefix';
      if (INFIX.has(op) && afterOperand && !prefix) {
        out += ` ${op} `;
        afterOperand = false;
      } else if (SEPARATORS.has(op)) {
        out += `${op} `;
        afterOperand = false;
      } else {
        out += op;
        afterOperand = CLOSING.has(op);
      }
      afterName = false;
      continue;
    }
    const text = render(c);
    if (text === '') continue;
    // A function name before its argument: "sin x", "log 2" (but "f(x)" stays together); words stand apart.
    const word = c.name === 'mtext' && /\p{L}/u.test(text);
    if ((afterName && !text.startsWith('(')) || (word && out !== '' && !/[\s(]$/.test(out))) out += ' ';
    out += text;
    afterOperand = true;
    afterName = (c.name === 'mi' && text.length > 1) || word;
  }
  return out;
}

const ROWS = new Set([
  'math',
  'mrow',
  'mstyle',
  'mpadded',
  'menclose',
  'merror',
  'mtd',
  'mlabeledtr',
  'mscarries',
  'mstack',
]);

function render(node: XmlElement): string {
  const kids = elementsOf(node);
  const [a, b, c] = kids;
  switch (node.name) {
    case 'mi':
    case 'mn':
    case 'mo':
    case 'mtext':
    case 'ms':
      return allText(node);
    case 'mspace':
      return ' ';
    case 'mphantom':
    case 'annotation':
    case 'annotation-xml':
    case 'none':
    case 'mprescripts':
      return '';
    case 'semantics':
    case 'maction':
      return a ? render(a) : '';
    case 'mfrac':
      return a && b ? `${group(render(a))}/${group(render(b))}` : row(kids);
    case 'msup':
      return a && b ? `${group(render(a))}^${group(render(b))}` : row(kids);
    case 'msub':
      return a && b ? `${group(render(a))}_${group(render(b))}` : row(kids);
    case 'msubsup':
      return a && b && c ? `${group(render(a))}_${group(render(b))}^${group(render(c))}` : row(kids);
    case 'msqrt':
      return `\u221a(${row(kids)})`;
    case 'mroot':
      return a && b ? `${group(render(b))}\u221a(${render(a)})` : `\u221a(${row(kids)})`;
    case 'mfenced': {
      const open = node.attributes.open ?? '(';
      const close = node.attributes.close ?? ')';
      const separators = (node.attributes.separators ?? ',').replace(/\s/g, '');
      const parts = kids.map((k, i) =>
        i < kids.length - 1 && separators
          ? `${render(k)}${separators[Math.min(i, separators.length - 1)]} `
          : render(k),
      );
      return `${open}${parts.join('')}${close}`;
    }
    case 'mtable':
      return `[${kids.map(render).join('; ')}]`;
    case 'mtr':
      return kids.map(render).join(', ');
    default:
      return ROWS.has(node.name) ? row(kids) : allText(node);
  }
}

/** The readable text of a MathML `<math>` element. */
export function mathText(math: XmlElement): string {
  return render(math).replace(/\s+/g, ' ').trim();
}

/** Annotation encodings that hold TeX. */
const TEX = /^(?:application\/x-(?:la)?tex|(?:la)?tex)$/i;
/** Delimiters a writer may have put around the TeX of an annotation. */
const DELIMITED = /^(?:\\\(([\s\S]*)\\\)|\\\[([\s\S]*)\\\]|\$\$([\s\S]*)\$\$|\$([\s\S]*)\$)$/;

/** The TeX of the formula's annotation, without delimiters; undefined when it has none. */
function annotationTex(math: XmlElement): string | undefined {
  const semantics = elementsOf(math).find((c) => c.name === 'semantics');
  const annotation =
    semantics &&
    elementsOf(semantics).find((c) => c.name === 'annotation' && TEX.test(c.attributes.encoding ?? ''));
  if (!annotation) return undefined;
  const written = annotation.children
    .filter((c) => typeof c === 'string')
    .join('')
    .trim();
  const match = DELIMITED.exec(written);
  const tex = match ? (match[1] ?? match[2] ?? match[3] ?? match[4] ?? '') : written;
  return tex.replace(/\s+/g, ' ').trim();
}

/** Characters two writers draw alike written one way: the minus, the prime, the asterisk. */
const SAME = { '\u2212': '-', '\u2032': "'", '\u2217': '*' } as Record<string, string>;

/** The symbols a formula draws, in order: its tokens' and fences' characters, without spaces and invisible ones. */
function symbols(node: XmlChild): string {
  if (typeof node === 'string') return '';
  if (node.name === 'annotation' || node.name === 'annotation-xml') return '';
  if (node.name === 'semantics') return symbols(elementsOf(node)[0] ?? '');
  const inner = ['mi', 'mn', 'mo', 'mtext', 'ms'].includes(node.name)
    ? node.children.filter((c) => typeof c === 'string').join('')
    : node.children.map(symbols).join('');
  const fenced =
    node.name === 'mfenced' ? `${node.attributes.open ?? '('}${inner}${node.attributes.close ?? ')'}` : inner;
  return fenced
    .replace(/[\s\u00a0\u200b\u2061-\u2064]/g, '')
    .replace(/[\u2212\u2032\u2217]/g, (c) => SAME[c] ?? c);
}

/** Whether a formula holds a calculated question's wildcard (`{x}`, ADR 291): it stays plain text. */
const holdsWildcard = (node: XmlChild): boolean =>
  typeof node === 'string'
    ? /\{[A-Za-z_]\w*\}/.test(node)
    : !node.name.startsWith('annotation') && node.children.some(holdsWildcard);

/** The MathML the converter draws from `latex`, or undefined when it cannot read it. */
function drawn(latex: string, display: boolean): XmlElement | undefined {
  const markup = mathMl(latex, display);
  if (markup === undefined) return undefined;
  try {
    return parseXml(strToU8(markup), 'math.xml');
  } catch {
    return undefined;
  }
}

/**
 * The text a `<math>` element stands as in an imported text: `\( … \)` or `\[ … \]`, or its readable plain-text
 * formula with a space on each side (it then reads apart from the words around it).
 */
export function mathInText(math: XmlElement): string {
  const plain = mathText(math);
  if (/^[-+]?[\d.,]*\d$/.test(plain) || holdsWildcard(math)) return ` ${plain} `;
  const display = math.attributes.display === 'block';
  const shown = symbols(math);
  const annotation = annotationTex(math);
  const candidates: [string | undefined, boolean][] = [
    [annotation, true],
    [latexOfMathMl(math), false],
  ];
  for (const [latex, checked] of candidates) {
    if (!latex) continue;
    const written = display ? `\\[${latex}\\]` : `\\(${latex}\\)`;
    const segments = splitMath(written);
    const [only] = segments;
    if (segments.length !== 1 || only?.kind !== 'math' || only.latex !== latex) continue;
    const tree = drawn(latex, display);
    if (tree === undefined || (checked && symbols(tree) !== shown)) continue;
    return written;
  }
  return ` ${plain} `;
}
