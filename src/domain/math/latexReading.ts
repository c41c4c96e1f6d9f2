/**
 * An equation's LaTeX as plain text a screen reader can say (ADR 394): symbols as their Unicode characters (α, ×,
 * √, ≤), powers and subscripts as raised and lowered characters where Unicode has them (x², H₂O), else as `^(…)` and
 * `_(…)`, fractions as `a/b`, and every command, brace and spacing command gone. No words of a language: a screen
 * reader says the symbols in the student's. Pure, and without the converter, so any page and the server can use it.
 */
import { readChemistry } from './chemistryReading';
import { AS_ARGUMENT, DRAWING, FUNCTIONS, SPACES, SYMBOLS } from './latexSymbols';
import { lowered, raised } from './scriptCharacters';

class Reader {
  private at = 0;
  constructor(private readonly source: string) {}

  /** The whole source, read; a closing brace with no opening one is dropped. */
  all(): string {
    let out = this.group();
    while (this.at < this.source.length) {
      this.at += 1;
      out += this.group();
    }
    return out;
  }

  /** Everything up to a closing brace (or the end), read. */
  group(): string {
    let out = '';
    while (this.at < this.source.length && this.source[this.at] !== '}') out += this.atom();
    return out;
  }

  /** One argument: a braced group, a command, or one character. */
  private argument(): string {
    this.skipSpaces();
    if (this.source[this.at] === '{') {
      this.at += 1;
      const read = this.group();
      this.at += 1;
      return read;
    }
    return this.at < this.source.length ? this.atom() : '';
  }

  /** An argument as written, unread (a chemical formula, a text). */
  private rawArgument(): string {
    this.skipSpaces();
    if (this.source[this.at] !== '{') return this.source[this.at++] ?? '';
    let depth = 0;
    const from = this.at + 1;
    for (; this.at < this.source.length; this.at += 1) {
      if (this.source[this.at] === '\\') this.at += 1;
      else if (this.source[this.at] === '{') depth += 1;
      else if (this.source[this.at] === '}' && --depth === 0) break;
    }
    const raw = this.source.slice(from, this.at);
    this.at += 1;
    return raw;
  }

  private skipSpaces(): void {
    while (this.source[this.at] === ' ') this.at += 1;
  }

  private atom(): string {
    const char = this.source[this.at]!;
    this.at += 1;
    if (char === '{') {
      const read = this.group();
      this.at += 1;
      return read;
    }
    if (char === '^') return raised(this.argument());
    if (char === '_') return lowered(this.argument());
    if (char === '\\') return this.command();
    if (char === '-') return '−';
    if (char === '~') return ' ';
    if (char === '&') return ' ';
    if (char === "'") return '′';
    return char;
  }

  private command(): string {
    const name = /^[A-Za-z]+/.exec(this.source.slice(this.at))?.[0] ?? this.source[this.at] ?? '';
    this.at += name.length;
    if (name === '\\') return '; ';
    if (name in SPACES) return SPACES[name]!;
    if (name === 'frac' || name === 'dfrac' || name === 'tfrac' || name === 'cfrac') {
      const top = this.argument();
      return `${wrapped(top)}/${wrapped(this.argument())}`;
    }
    if (name === 'sqrt') return this.root();
    if (name === 'ce' || name === 'pu') return readChemistry(this.rawArgument());
    if (name === 'text' || name === 'textrm' || name === 'mbox') return this.rawArgument();
    if (AS_ARGUMENT.has(name)) return this.argument();
    if (DRAWING.has(name)) {
      this.skipSpaces();
      if (this.source[this.at] === '.') this.at += 1;
      return '';
    }
    if (FUNCTIONS.has(name)) return `${name} `;
    if (name === 'begin' || name === 'end') {
      this.rawArgument();
      return name === 'begin' ? '(' : ')';
    }
    return SYMBOLS[name] ?? name;
  }

  /** `\sqrt{x}` as √x, `\sqrt[3]{x}` as ∛x; a root of more than one symbol in brackets. */
  private root(): string {
    this.skipSpaces();
    let index = '';
    if (this.source[this.at] === '[') {
      const close = this.source.indexOf(']', this.at);
      index = new Reader(this.source.slice(this.at + 1, close < 0 ? undefined : close)).group();
      this.at = close < 0 ? this.source.length : close + 1;
    }
    const sign =
      index === '' || index === '2' ? '√' : index === '3' ? '∛' : index === '4' ? '∜' : `${raised(index)}√`;
    return `${sign}${wrapped(this.argument())}`;
  }
}

/** A term of more than one symbol, in brackets: `(a+b)/2`, `√(x+1)`. */
function wrapped(read: string): string {
  const trimmed = read.trim();
  return /^[\p{L}\p{N}.,′°]*$/u.test(trimmed) || /^\(.*\)$/.test(trimmed) ? trimmed : `(${trimmed})`;
}

/** One equation's LaTeX (without its delimiters) as plain text. */
export function readLatex(latex: string): string {
  return new Reader(latex.replace(/\s+/g, ' ')).all().replace(/ {2,}/g, ' ').trim();
}
