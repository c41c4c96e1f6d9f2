/**
 * The cookies that tie a sign-in through an institution's provider to the browser that asked for it (ADR 186).
 * First-party, HttpOnly, SameSite=Lax, Secure when the console's address is https, each sent back to one path only:
 *
 * - the sign-in under way: the hash of its `state`, set by the start and sent back only to the callback, which
 *   refuses a `state` whose hash this browser does not hold (a sign-in started by someone else);
 * - a link waiting for confirmation: a secret whose hash the server keeps, sent back only to the password sign-in,
 *   which links the account when its owner signs in with the password in that browser.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AUTH_PATHS } from '../../src/api/session/authContract';
import { SINGLE_SIGN_ON_PATHS } from '../../src/api/identityProviders/identityProvidersContract';

export const SSO_STATE_COOKIE = 'sso_state';
export const SSO_LINK_COOKIE = 'sso_link';
/** A browser that signed in to an account with its password (server/auth/signInDevices.ts, ADR 364). */
export const SIGN_IN_DEVICE_COOKIE = 'sign_in_device';
const PATHS = {
  [SSO_STATE_COOKIE]: SINGLE_SIGN_ON_PATHS.callback,
  [SSO_LINK_COOKIE]: AUTH_PATHS.getAccessToken,
  [SIGN_IN_DEVICE_COOKIE]: AUTH_PATHS.getAccessToken,
} as const;
type CookieName = keyof typeof PATHS;

/** What the browser keeps of a sign-in's state: not the state, and not the hash the database keeps either. */
export const browserBindingOf = (state: string) =>
  createHash('sha256').update(`sso-browser:${state}`, 'utf8').digest('base64url');

/** A Set-Cookie line; a max age of 0 clears the cookie. */
export function cookieLine(name: CookieName, value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${name}=${value}`,
    `Path=${PATHS[name]}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export const clearedCookieLine = (name: CookieName, secure: boolean) => cookieLine(name, '', 0, secure);

/** Every value the request carries under this cookie's name. */
export function cookieValues(request: FastifyRequest, name: CookieName): string[] {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return [];
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${name}=`))
    .map((pair) => pair.slice(name.length + 1));
}

/** Whether this browser started the sign-in of this state. */
export function startedInThisBrowser(request: FastifyRequest, state: unknown): boolean {
  if (typeof state !== 'string' || state === '') return false;
  const expected = Buffer.from(browserBindingOf(state));
  return cookieValues(request, SSO_STATE_COOKIE).some((value) => {
    const held = Buffer.from(value);
    return held.length === expected.length && timingSafeEqual(held, expected);
  });
}
