/**
 * Texts of a definition's entries as the student sees them and as answers are compared with them (ordering's items,
 * matching's prompts and answers), and the list of texts a student picks from.
 */

/** A text trimmed, inner runs of white space made one space. */
export const cleanText = (value: string) => value.trim().replace(/\s+/g, ' ');

/**
 * The texts a student picks from (matching's answers, a dropdown's options), each already normalised as the type
 * compares them: each filled one once, in code-point order, so the order says nothing about which is right.
 */
export function pickList(texts: readonly string[]): string[] {
  return [...new Set(texts.filter((value) => value !== ''))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
