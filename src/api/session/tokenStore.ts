/**
 * Where the session's tokens live between page loads (SPEC section 9: a secure cookie with a name prefix).
 * The cookie is readable by the console's script (it sends the bearer header itself), SameSite=Strict, and Secure
 * whenever the console is served over https. Over plain http (`npm start` on a LAN address, Safari on localhost)
 * browsers drop a Secure cookie without a word, which would leave a signed-in user with no token.
 *
 * Inside an LMS's frame after an instructor's launch (ADR 374) the page is framed by another site, where a browser
 * refuses a SameSite=Strict cookie: there the cookie is `SameSite=None; Secure; Partitioned` (CHIPS, kept for that
 * LMS's page alone, also by a browser that blocks third-party cookies) wherever a browser keeps a Secure cookie
 * (https, loopback).
 */
import { TokenSchema, type Token } from '../../domain/session/session';
import { readCookie, tokenCookieName } from './tokenCookie';

export interface TokenStore {
  get(): Token | null;
  set(token: Token): void;
  clear(): void;
}

export { TOKEN_COOKIE_PREFIX } from './tokenCookie';

function parse(raw: string | null | undefined): Token | null {
  if (!raw) return null;
  try {
    const result = TokenSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export interface CookieTokenStoreOptions {
  readonly document: Document;
  /** Cookie path: the console's route prefix, so the token never travels to other parts of the site. */
  readonly path: string;
  readonly name?: string;
  /** The console is framed by a page of another origin (an LMS's course page, ADR 374). */
  readonly framed?: boolean;
}

const LOOPBACK = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** Whether this window is framed by a page of another origin (whose address it may not read). */
export function isFramedByAnotherOrigin(view: Window): boolean {
  try {
    return view.top !== view.self && view.top?.location.origin !== view.location.origin;
  } catch {
    return true;
  }
}

export function createCookieTokenStore({
  document,
  path,
  name = 'token',
  framed = false,
}: CookieTokenStoreOptions): TokenStore {
  const cookieName = tokenCookieName(name);
  const secure = document.location?.protocol === 'https:';
  const crossSite = framed && (secure || LOOPBACK.test(document.location?.hostname ?? ''));
  const attributes = crossSite
    ? `Path=${path}; SameSite=None; Secure; Partitioned`
    : `Path=${path}; SameSite=Strict${secure ? '; Secure' : ''}`;
  return {
    get() {
      return parse(readCookie(document, cookieName));
    },
    set(token) {
      const expires = new Date(token.refreshTokenExpiredAt).toUTCString();
      document.cookie = `${cookieName}=${encodeURIComponent(JSON.stringify(token))}; Expires=${expires}; ${attributes}`;
    },
    clear() {
      document.cookie = `${cookieName}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; ${attributes}`;
    },
  };
}

/** A store kept in memory: for tests and for browsers that refuse the cookie. */
export function createMemoryTokenStore(initial: Token | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
    clear: () => {
      token = null;
    },
  };
}
