/**
 * Where the session's tokens live between page loads (SPEC section 9: a secure cookie with a name prefix).
 * The cookie is readable by the console's script (it sends the bearer header itself), SameSite=Strict, and Secure
 * whenever the console is served over https. Over plain http (`npm start` on a LAN address, Safari on localhost)
 * browsers drop a Secure cookie without a word, which would leave a signed-in user with no token.
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
}

export function createCookieTokenStore({
  document,
  path,
  name = 'token',
}: CookieTokenStoreOptions): TokenStore {
  const cookieName = tokenCookieName(name);
  const secure = document.location?.protocol === 'https:';
  const attributes = `Path=${path}; SameSite=Strict${secure ? '; Secure' : ''}`;
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
