/**
 * Equations in what authors write (ADR 387): LaTeX between `\(` and `\)` is inline, between `\[` and `\]` it is
 * displayed on its own line. The text is stored as written; this finds the equations in it, for the views that show
 * them as MathML. Pure, so the console, the student page and the server read a text alike.
 * @publicModule the question types' student and editor components ask it where a text holds an equation.
 */
import { mayHoldMath } from './mayHoldMath';

export type MathSegment =
  | { readonly kind: 'text'; readonly text: string }
  | {
      readonly kind: 'math';
      /** The LaTeX between the delimiters, as written. */
      readonly latex: string;
      /** `\[ … \]`: an equation on its own line. */
      readonly display: boolean;
      /** The equation with its delimiters, as written: what a reader sees until (or unless) it renders. */
      readonly source: string;
    };

const CLOSER = { '(': ')', '[': ']' } as const;

/** Where the equation opened at `from` (after its delimiter) closes: the index of its closing `\`, or -1. */
function closingAt(text: string, from: number, close: ')' | ']'): number {
  for (let index = from; index < text.length - 1; index += 1) {
    if (text[index] !== '\\') continue;
    if (text[index + 1] === close) return index;
    // A command or an escaped character (`\\`, `\{`, `\(` of a nested pair) is LaTeX's: skip both characters.
    index += 1;
  }
  return -1;
}

/**
 * The text cut into plain text and equations, in order. An opening delimiter with no closing one stays text as
 * written, as does a closing one with no opening; `\\(` and `\\[` are an escaped delimiter and read `\(` and `\[`.
 * Inside an equation the first closing delimiter of its kind closes it (a nested `\( … \)` is the equation's own
 * LaTeX). An equation of nothing but spaces stays text.
 */
export function splitMath(text: string): readonly MathSegment[] {
  const segments: MathSegment[] = [];
  let pending = '';
  let index = 0;
  while (index < text.length) {
    const next = text.indexOf('\\', index);
    if (next < 0 || next === text.length - 1) {
      pending += text.slice(index);
      break;
    }
    pending += text.slice(index, next);
    const after = text[next + 1];
    if (after === '\\' && (text[next + 2] === '(' || text[next + 2] === '[')) {
      // An escaped delimiter: the text shows it without its escape, and no equation opens.
      pending += `\\${text[next + 2]}`;
      index = next + 3;
      continue;
    }
    if (after !== '(' && after !== '[') {
      pending += text.slice(next, next + 2);
      index = next + 2;
      continue;
    }
    const close = closingAt(text, next + 2, CLOSER[after]);
    const latex = close < 0 ? '' : text.slice(next + 2, close);
    if (latex.trim() === '') {
      pending += text.slice(next, next + 2);
      index = next + 2;
      continue;
    }
    if (pending !== '') segments.push({ kind: 'text', text: pending });
    pending = '';
    segments.push({ kind: 'math', latex, display: after === '[', source: text.slice(next, close + 2) });
    index = close + 2;
  }
  if (pending !== '') segments.push({ kind: 'text', text: pending });
  return segments;
}

/** Whether a text holds an equation (the editor previews it then). */
export function hasMath(text: string): boolean {
  return mayHoldMath(text) && splitMath(text).some((segment) => segment.kind === 'math');
}
