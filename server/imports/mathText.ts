/**
 * MathML as readable plain text: answer options and question text are stored as text, so a package's formulas
 * become what a reader would type (`1/6`, `x^2`, `x_2`, `√(x)`, `x + 1 = 2`). An element this does not know reads
 * as its text.
 */
import type { XmlChild, XmlElement } from './xmlTree';

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
