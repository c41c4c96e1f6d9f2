/**
 * The signed-out routes and the set-password link (SPEC sections 2 and 9). Free of zod on purpose: the sign-in
 * screen's first paint imports it, and its JavaScript budget leaves no room for schemas (ADR 003).
 *
 * @publicModule the role table sends signed-out callers to these routes.
 */
import { MESSAGES } from '../shared/messages';
import type { RouteDecision } from '../access/roles';

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

/**
 * Why a sign-in through an institution's identity provider ended back on the sign-in screen (ADR 182). The server
 * names the reason in the address's fragment (`#sso-error=expired`); a finished one hands over a one-time code
 * (`#sso=…`), which never reaches a server's logs because a fragment is not sent.
 */
export const SSO_FAILURES = [
  'expired',
  'unavailable',
  'denied',
  'unverified',
  'notAllowed',
  'failed',
  'otherBrowser',
  'confirmWithPassword',
  'notLinked',
  /** ADR 366: the same confirmation, asked by a launch from a course platform. */
  'confirmLtiWithPassword',
] as const;
export type SsoFailure = (typeof SSO_FAILURES)[number];

export const SSO_FAILURE_MESSAGES: Readonly<Record<SsoFailure, string>> = {
  expired: MESSAGES.ssoExpired,
  unavailable: MESSAGES.ssoUnavailable,
  denied: MESSAGES.ssoDenied,
  unverified: MESSAGES.ssoUnverified,
  notAllowed: MESSAGES.ssoNotAllowed,
  failed: MESSAGES.ssoFailed,
  otherBrowser: MESSAGES.ssoOtherBrowser,
  confirmWithPassword: MESSAGES.ssoConfirmWithPassword,
  notLinked: MESSAGES.ssoNotLinked,
  confirmLtiWithPassword: MESSAGES.ltiConfirmWithPassword,
};

export type SsoReturn = { readonly code: string } | { readonly failure: SsoFailure };

/** Reads what the server handed back in the fragment; null when the address carries nothing of it. */
export function ssoReturnOf(hash: string): SsoReturn | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('sso');
  if (code) return { code };
  const failure = params.get('sso-error');
  if (failure === null) return null;
  return {
    failure: (SSO_FAILURES as readonly string[]).includes(failure) ? (failure as SsoFailure) : 'failed',
  };
}
