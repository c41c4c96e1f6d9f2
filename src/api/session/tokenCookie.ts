/**
 * The token cookie's name and a reader, free of zod: the sign-in screen's first paint asks whether a token is
 * stored before it loads the session's code (ADR 003). Parsing the token is ./tokenStore's job.
 *
 * @publicModule uploads send the stored token themselves.
 */
export const TOKEN_COOKIE_PREFIX = 'svc_console_';

export const tokenCookieName = (name = 'token'): string => `${TOKEN_COOKIE_PREFIX}${name}`;

/** The decoded value of a cookie, or null. */
export function readCookie(document: Document, cookieName: string): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${cookieName}=`));
  return entry ? decodeURIComponent(entry.slice(cookieName.length + 1)) : null;
}

/** Whether a token cookie is there at all (its content is checked when the session's code loads). */
export const hasTokenCookie = (document: Document, name?: string): boolean =>
  readCookie(document, tokenCookieName(name)) !== null;
