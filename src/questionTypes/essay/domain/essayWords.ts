/**
 * Counting the words of an essay (ADR 198), the same on the student page (live) and on the server (enforced): a run
 * of characters between spaces that holds a letter or a digit is a word, and each Chinese or Japanese character is
 * one (those languages write no spaces between words). No zod: the take page uses it.
 */
const TOKENS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;
const WORDLIKE = /[\p{L}\p{N}]/u;

export function countWords(text: string): number {
  let count = 0;
  for (const token of text.match(TOKENS) ?? []) if (WORDLIKE.test(token)) count += 1;
  return count;
}
