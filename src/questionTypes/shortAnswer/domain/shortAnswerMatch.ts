/**
 * Matching a typed answer against an accepted one, as Moodle's short answer does: surrounding and repeated spaces
 * never count, letter case counts only when the question says so, and `*` in an accepted answer stands for any
 * run of characters (`\*` for a star itself). No zod, no regular expression built from the author's text.
 * @publicModule fillInBlanks and the types' shared code use it.
 */

/** Trimmed, inner runs of white space made one space, Unicode-normalised (NFC). */
export function normaliseAnswer(value: string): string {
  // Printable ASCII words with single spaces between them are already normal (most answers): no ICU call.
  if (ALREADY_NORMAL.test(value)) return value;
  return value.normalize('NFC').trim().replace(/\s+/g, ' ');
}
const ALREADY_NORMAL = /^[!-~]+(?: [!-~]+)*$/;

/** The accepted answer cut at its unescaped stars: literal pieces between wildcards. */
function pieces(pattern: string): string[] {
  const parts: string[] = [''];
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '\\' && pattern[i + 1] === '*') {
      parts[parts.length - 1] += '*';
      i++;
    } else if (char === '*') parts.push('');
    else parts[parts.length - 1] += char;
  }
  return parts;
}

const fold = (value: string, caseSensitive: boolean) =>
  caseSensitive ? value : value.toLocaleLowerCase('und');

/**
 * An accepted answer's pieces, normalised and folded, kept by pattern: a class's submissions are scored against the
 * same few accepted answers again and again. The cache is emptied when it grows past its bound.
 */
const PATTERN_CACHE_MAX = 10_000;
const patternCache = new Map<string, readonly string[]>();
function patternPieces(pattern: string, caseSensitive: boolean): readonly string[] {
  const key = (caseSensitive ? 'C' : 'c') + pattern;
  let parts = patternCache.get(key);
  if (parts === undefined) {
    if (patternCache.size >= PATTERN_CACHE_MAX) patternCache.clear();
    parts = pieces(normaliseAnswer(pattern)).map((part) => fold(part, caseSensitive));
    patternCache.set(key, parts);
  }
  return parts;
}

/** The typed answer normalised and folded; the last one is kept, as it is matched against each accepted answer. */
let lastSubject: { typed: string; caseSensitive: boolean; subject: string } | null = null;
function subjectOf(typed: string, caseSensitive: boolean): string {
  if (lastSubject?.typed !== typed || lastSubject.caseSensitive !== caseSensitive)
    lastSubject = { typed, caseSensitive, subject: fold(normaliseAnswer(typed), caseSensitive) };
  return lastSubject.subject;
}

/** Whether `typed` matches the accepted answer `pattern`. */
export function matchesAnswer(typed: string, pattern: string, caseSensitive: boolean): boolean {
  const subject = subjectOf(typed, caseSensitive);
  const parts = patternPieces(pattern, caseSensitive);
  if (parts.length === 1) return subject === parts[0];
  const first = parts[0]!;
  const last = parts.at(-1)!;
  if (!subject.startsWith(first) || subject.length < first.length + last.length) return false;
  if (!subject.endsWith(last)) return false;
  let at = first.length;
  const end = subject.length - last.length;
  for (let i = 1; i < parts.length - 1; i++) {
    const middle = parts[i]!;
    const found = subject.indexOf(middle, at);
    if (found < 0 || found + middle.length > end) return false;
    at = found + middle.length;
  }
  return true;
}
