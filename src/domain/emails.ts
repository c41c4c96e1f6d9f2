/**
 * E-mail addresses out of pasted text (SPEC section 5: "Share dialog extracts e-mail addresses from pasted text
 * (one per line or comma separated)"). Semicolons and spaces separate too, so a mail client's address line pastes
 * as is; angle brackets and quotes around an address are dropped.
 */

export interface ExtractedEmails {
  /** Valid addresses, lower-cased, each once, in the order first seen. */
  readonly emails: readonly string[];
  /** Tokens that are not addresses, each once, as typed. */
  readonly invalid: readonly string[];
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i;
const WRAPPERS = /^[<("'[]+|[>)"'\].]+$/g;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

export function extractEmails(text: string): ExtractedEmails {
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const raw of text.split(/[\s,;]+/)) {
    const token = raw.replace(WRAPPERS, '');
    if (!token) continue;
    if (isEmail(token)) {
      const email = token.toLowerCase();
      if (!emails.includes(email)) emails.push(email);
    } else if (!invalid.includes(token)) invalid.push(token);
  }
  return { emails, invalid };
}

/** Adds addresses to a list, keeping it free of duplicates in any case. */
export function mergeEmails(current: readonly string[], added: readonly string[]): string[] {
  const merged = [...current];
  for (const email of added)
    if (!merged.some((known) => known.toLowerCase() === email.toLowerCase())) merged.push(email);
  return merged;
}
