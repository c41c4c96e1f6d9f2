/**
 * Matching a typed answer against an accepted one, as Moodle's short answer does: surrounding and repeated spaces
 * never count, letter case counts only when the question says so, and `*` in an accepted answer stands for any
 * run of characters (`\*` for a star itself). No zod, no regular expression built from the author's text.
 */

/** Trimmed, inner runs of white space made one space, Unicode-normalised (NFC). */
export function normaliseAnswer(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/g, ' ');
}

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

/** Whether `typed` matches the accepted answer `pattern`. */
export function matchesAnswer(typed: string, pattern: string, caseSensitive: boolean): boolean {
  const fold = (value: string) => (caseSensitive ? value : value.toLocaleLowerCase('und'));
  const subject = fold(normaliseAnswer(typed));
  const parts = pieces(normaliseAnswer(pattern)).map(fold);
  if (parts.length === 1) return subject === parts[0];
  const first = parts[0]!;
  const last = parts.at(-1)!;
  if (!subject.startsWith(first) || subject.length < first.length + last.length) return false;
  if (!subject.endsWith(last)) return false;
  let at = first.length;
  const end = subject.length - last.length;
  for (const middle of parts.slice(1, -1)) {
    const found = subject.indexOf(middle, at);
    if (found < 0 || found + middle.length > end) return false;
    at = found + middle.length;
  }
  return true;
}
