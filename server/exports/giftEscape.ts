/** GIFT's escapes, for every text an export writes into a GIFT file. */

/** Escapes GIFT's special characters (`~ = # { } :` and the backslash) and keeps a text on one line. */
export function giftEscape(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/[~=#{}:]/g, (c) => `\\${c}`)
    .replace(/\r?\n/g, '\\n');
}
