/**
 * The login's state bound to the browser that started it (ADR 185): `/lti/login` sets a cookie holding a hash of
 * the state (never the state), named after that hash so that several logins in one browser (several links on one
 * course page) each keep their own; `/lti/launch` accepts a state only with its cookie, then spends it.
 *
 * The platform posts the launch from its own site, so the cookie must travel on a cross-site form post:
 * `SameSite=None`, which browsers accept only with `Secure`, and `Partitioned` so that a browser that blocks
 * third-party cookies still keeps it inside the LMS's iframe (CHIPS: the login and the launch happen in the same
 * frame, under the same top-level site). On https, and on localhost (a secure context for cookies), the cookie is
 * all of that; on plain http elsewhere a browser would drop it, so it is `SameSite=Lax` there and the platform must
 * be on the same site.
 */
import { createHash } from 'node:crypto';

const PREFIX = 'lti_state_';
const PATH = '/lti';
const LOOPBACK = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** What the cookie holds: a hash of the state of its own purpose, so the state's other hash (stored) is not it. */
const bindingOf = (state: string) => createHash('sha256').update(`lti-browser\n${state}`).digest('base64url');
const nameOf = (binding: string) => `${PREFIX}${binding.slice(0, 16)}`;

/** Whether a browser keeps a `Secure` cookie from this origin: https, or a loopback host. */
export function isSecureOrigin(base: string): boolean {
  const url = new URL(base);
  return url.protocol === 'https:' || LOOPBACK.test(url.hostname);
}

function attributes(base: string, maxAgeSeconds: number): string {
  const crossSite = isSecureOrigin(base) ? ['Secure', 'SameSite=None', 'Partitioned'] : ['SameSite=Lax'];
  return [`Path=${PATH}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', ...crossSite].join('; ');
}

/** The Set-Cookie header of a new login's state, for the tool's origin `base`, kept as long as the state is good. */
export function stateCookie(state: string, base: string, ttlMs: number): string {
  const binding = bindingOf(state);
  return `${nameOf(binding)}=${binding}; ${attributes(base, Math.floor(ttlMs / 1000))}`;
}

/** The Set-Cookie header that spends it. */
export function spentStateCookie(state: string, base: string): string {
  return `${nameOf(bindingOf(state))}=; ${attributes(base, 0)}`;
}

/** Whether the request's cookies hold this state's binding: the launch comes from the browser that logged in. */
export function startedInThisBrowser(cookieHeader: string | undefined, state: string): boolean {
  const binding = bindingOf(state);
  const name = nameOf(binding);
  return (cookieHeader ?? '').split(';').some((pair) => {
    const at = pair.indexOf('=');
    return at > 0 && pair.slice(0, at).trim() === name && pair.slice(at + 1).trim() === binding;
  });
}
