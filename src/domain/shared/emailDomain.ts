/** E-mail domains, free of zod: the sign-in screen's institution button reads them too (ADR 003, 182). */
/** A lower-case e-mail domain: labels of letters, digits and hyphens, and a top-level name of letters. */
export const EMAIL_DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The domain of an e-mail address, lower-cased; null when there is none. */
export function emailDomainOf(email: string): string | null {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return null;
  const domain = trimmed.slice(at + 1).toLowerCase();
  return EMAIL_DOMAIN.test(domain) ? domain : null;
}
