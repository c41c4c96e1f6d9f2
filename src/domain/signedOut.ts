/**
 * The signed-out routes and the set-password link (SPEC sections 2 and 9). Free of zod on purpose: the sign-in
 * screen's first paint imports it, and its JavaScript budget leaves no room for schemas (ADR 003).
 */
import type { RouteDecision } from './roles';

export const SIGNED_OUT_PATHS = ['/signin', '/set-password'] as const;

/** Signed out, only /signin and /set-password show; any other path redirects to /signin. */
export function resolveSignedOutRoute(path: string): RouteDecision | { kind: 'public'; path: string } {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  if ((SIGNED_OUT_PATHS as readonly string[]).includes(clean)) return { kind: 'public', path: clean };
  return { kind: 'redirect', to: '/signin' };
}

/** SPEC: "The set-password token is read after 7 characters of the query string" (`?token=`). */
export const SET_PASSWORD_TOKEN_PREFIX_LENGTH = 7;
export function tokenFromQuery(search: string): string {
  const query = search.startsWith('?') ? search : `?${search}`;
  const raw = query.slice(SET_PASSWORD_TOKEN_PREFIX_LENGTH);
  try {
    return decodeURIComponent(raw);
  } catch {
    // A stray '%' (a hand-edited or truncated link) must not break the screen: the server judges the token.
    return raw;
  }
}
