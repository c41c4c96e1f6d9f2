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

/** The answer of a share call (SPEC section 7: shared, already_shared, not_access, not_found). */
export interface ShareOutcome {
  readonly shared: readonly string[];
  readonly already_shared: readonly string[];
  readonly not_access: readonly string[];
  readonly not_found: readonly string[];
}

export interface ShareNotice {
  readonly kind: 'success' | 'info' | 'warning' | 'error';
  readonly message: string;
}

export const SHARE_MESSAGES = {
  /** Why an address is 'Not found' (ADR 175): a share goes to an existing account, never invites one. */
  accountsOnly: 'Only people who already have an account can receive a share.',
} as const;

/**
 * SPEC section 8 "Share results": one notification per non-empty list, in this order; 'Not found: …' is followed by
 * why (ADR 175).
 */
export function shareNotices(outcome: ShareOutcome): ShareNotice[] {
  const notices: ShareNotice[] = [];
  const add = (list: readonly string[], kind: ShareNotice['kind'], label: string, why = '') => {
    if (list.length > 0) notices.push({ kind, message: `${label}: ${list.join(', ')}${why}` });
  };
  add(outcome.shared, 'success', 'Shared');
  add(outcome.already_shared, 'info', 'Already shared');
  add(outcome.not_access, 'warning', 'Not access');
  add(outcome.not_found, 'error', 'Not found', `. ${SHARE_MESSAGES.accountsOnly}`);
  return notices;
}
