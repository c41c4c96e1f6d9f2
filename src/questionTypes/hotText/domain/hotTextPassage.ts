/**
 * A hot text passage as the author writes it (ADR 295): each selectable span between square brackets, `[word]`; a
 * bracket or backslash meant as text is written after a backslash (`\[`, `\]`, `\\`). Pure and without zod: the
 * student page reads passages with it (ADR 140).
 */

/** A piece of a passage: plain text, or the selectable span at `index` (0-based, in order). */
export type PassagePart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'span'; readonly index: number; readonly text: string };

export interface ParsedPassage {
  readonly parts: readonly PassagePart[];
  /** Each span's text, in order. */
  readonly spans: readonly string[];
  /** What is wrong with the brackets, if anything: a `[` inside a span, a `]` outside one, a span left open. */
  readonly problem?: 'nested' | 'unopened' | 'unclosed' | 'empty';
}

export function parsePassage(source: string): ParsedPassage {
  const parts: PassagePart[] = [];
  const spans: string[] = [];
  let problem: ParsedPassage['problem'];
  let current = '';
  let inSpan = false;
  const flush = () => {
    if (inSpan) {
      if (current.trim() === '') problem ??= 'empty';
      parts.push({ kind: 'span', index: spans.length, text: current });
      spans.push(current);
    } else if (current !== '') parts.push({ kind: 'text', text: current });
    current = '';
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\' && i + 1 < source.length && '[]\\'.includes(source[i + 1]!)) {
      current += source[++i];
    } else if (c === '[') {
      if (inSpan) {
        problem ??= 'nested';
        current += c;
      } else {
        flush();
        inSpan = true;
      }
    } else if (c === ']') {
      if (inSpan) {
        flush();
        inSpan = false;
      } else {
        problem ??= 'unopened';
        current += c;
      }
    } else current += c;
  }
  if (inSpan) {
    problem ??= 'unclosed';
    parts.push({ kind: 'text', text: `[${current}` });
  } else flush();
  return { parts, spans, ...(problem ? { problem } : {}) };
}

/** Text written so that it reads as itself in a passage. */
export const escapePassageText = (value: string) => value.replace(/[[\]\\]/g, (c) => `\\${c}`);

/** A passage of texts and spans written in the bracket syntax. */
export const writePassage = (parts: readonly ({ readonly span: string } | { readonly text: string })[]) =>
  parts
    .map((part) => ('span' in part ? `[${escapePassageText(part.span)}]` : escapePassageText(part.text)))
    .join('');

/**
 * The passage with the characters from `start` to `end` of its written form made a span (the author's selection),
 * or undefined when the selection is empty or crosses a bracket.
 */
export function markSpan(source: string, start: number, end: number): string | undefined {
  const [from, to] = start <= end ? [start, end] : [end, start];
  const selected = source.slice(from, to);
  if (selected.trim() === '' || /[[\]]/.test(selected)) return undefined;
  // Inside a span already: an odd number of unescaped opening brackets before it.
  const before = parsePassage(source.slice(0, from));
  if (before.problem === 'unclosed') return undefined;
  const lead = selected.length - selected.trimStart().length;
  const trail = selected.length - selected.trimEnd().length;
  return `${source.slice(0, from + lead)}[${selected.trim()}]${source.slice(to - trail)}`;
}
