/**
 * The text of a fill-in-the-blanks question (ADR 202): plain text in which `[[1]]`, `[[2]]`… stand for the blanks,
 * numbered as the question lists them. Pure and without zod: the editor, the scorer and the student page read the
 * text through these functions alone.
 */

/** A blank's marker in the text: `[[n]]`, n from 1. */
const MARKER = /\[\[(\d{1,3})\]\]/g;

/** The marker of the blank at `index` (0-based). */
export const gapMarker = (index: number) => `[[${index + 1}]]`;

/** A piece of the text: words, or the blank at a 0-based index (which may name no blank when the text is wrong). */
export type BlankPart = string | { readonly gap: number };

/** The text cut into words and blanks, in order. */
export function blankParts(text: string): BlankPart[] {
  const parts: BlankPart[] = [];
  let from = 0;
  for (const match of text.matchAll(MARKER)) {
    if (match.index > from) parts.push(text.slice(from, match.index));
    parts.push({ gap: Number(match[1]) - 1 });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

/** The 0-based blank of every marker in the text, in the text's order. */
export const markersOf = (text: string): number[] =>
  blankParts(text).flatMap((part) => (typeof part === 'string' ? [] : [part.gap]));

/** The text with each marker's blank renamed by `rename` (undefined: the marker is taken out). */
export function renameMarkers(text: string, rename: (gap: number) => number | undefined): string {
  return blankParts(text)
    .map((part) => {
      if (typeof part === 'string') return part;
      const to = rename(part.gap);
      return to === undefined ? '' : gapMarker(to);
    })
    .join('');
}

/** How many markers stand before character `at` of the text (a marker cut by `at` counts as before it). */
export const markersBefore = (text: string, at: number): number =>
  [...text.matchAll(MARKER)].filter((match) => match.index < at).length;

/** Where `at` falls when it cuts a marker: moved to the marker's end, so a new marker never splits one. */
export function outsideMarkers(text: string, at: number): number {
  for (const match of text.matchAll(MARKER)) {
    const end = match.index + match[0].length;
    if (at > match.index && at < end) return end;
  }
  return Math.max(0, Math.min(text.length, at));
}
