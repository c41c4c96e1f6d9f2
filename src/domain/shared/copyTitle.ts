/**
 * The title of a copy (ADR 173): "<title> (copy)", or "<title> (copy N)" with the first N from 2 not taken yet, so
 * a copy never sits in a list beside an identical row. Copying a copy starts from its base title ("A (copy)"
 * copied again is "A (copy 2)", not "A (copy) (copy)"). The base is shortened so the whole title fits `max`.
 */
const COPY_SUFFIX = /\s\(copy(?: (\d+))?\)$/;

/** The title without its copy suffix: "A (copy 3)" is "A". */
export function copyBaseTitle(title: string): string {
  return title.trim().replace(COPY_SUFFIX, '').trim();
}

function withSuffix(base: string, suffix: string, max: number): string {
  const room = Math.max(0, max - suffix.length);
  // Cut by code points so a surrogate pair is never split.
  const cut = Array.from(base).slice(0, room).join('').trimEnd();
  return `${cut}${suffix}`;
}

/**
 * The first free copy title of `title` among `taken` (the titles the copy's owner already has; compared without
 * case or surrounding spaces), at most `max` characters long.
 */
export function copyTitle(title: string, taken: Iterable<string>, max: number): string {
  const base = copyBaseTitle(title);
  const used = new Set(Array.from(taken, (t) => t.trim().toLowerCase()));
  for (let n = 1; ; n += 1) {
    const candidate = withSuffix(base, n === 1 ? ' (copy)' : ` (copy ${n})`, max);
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * A LIKE pattern (escaped, with its `%`) matching every title a copy of `title` could collide with: those starting
 * with the part of its base title that is never cut (room is kept for a suffix up to " (copy 99999)").
 */
export function copyTitlePattern(title: string, max: number): string {
  const kept = Array.from(copyBaseTitle(title))
    .slice(0, Math.max(0, max - 16))
    .join('');
  return `${kept.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
