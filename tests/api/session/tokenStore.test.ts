// @vitest-environment-options {"url":"http://localhost/admin/"}
import {
  TOKEN_COOKIE_PREFIX,
  createCookieTokenStore,
  createMemoryTokenStore,
  isFramedByAnotherOrigin,
} from '../../../src/api/session/tokenStore';
import type { Token } from '../../../src/domain/session/session';

const token: Token = {
  accessToken: 'eyJ.access.1',
  refreshToken: 'refresh; with=odd "chars"',
  refreshTokenExpiredAt: '2099-01-01T00:00:00.000Z',
};

/** A document that records what the store writes, served from `origin`. */
function recordingDocument(origin: string) {
  const writes: string[] = [];
  const fake = {
    location: new URL('/admin/', origin),
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
  return { document: fake as unknown as Document, writes };
}

afterEach(() => {
  createCookieTokenStore({ document, path: '/admin' }).clear();
  history.replaceState(null, '', '/admin/');
});

test('the cookie store round-trips a token under the prefixed name', () => {
  const store = createCookieTokenStore({ document, path: '/admin' });
  expect(store.get()).toBeNull();
  store.set(token);
  expect(store.get()).toEqual(token);
  expect(document.cookie).toContain(`${TOKEN_COOKIE_PREFIX}token=`);
  expect(TOKEN_COOKIE_PREFIX).toBe('svc_console_');
});

test('clear() removes the cookie', () => {
  const store = createCookieTokenStore({ document, path: '/admin' });
  store.set(token);
  store.clear();
  expect(store.get()).toBeNull();
  expect(document.cookie).not.toContain(`${TOKEN_COOKIE_PREFIX}token=`);
});

test('the cookie travels only under the console path', () => {
  createCookieTokenStore({ document, path: '/admin' }).set(token);
  history.replaceState(null, '', '/shop/');
  expect(document.cookie).not.toContain(`${TOKEN_COOKIE_PREFIX}token=`);
  history.replaceState(null, '', '/admin/quiz');
  expect(createCookieTokenStore({ document, path: '/admin' }).get()).toEqual(token);
});

test('a store name keeps two tokens apart', () => {
  const main = createCookieTokenStore({ document, path: '/admin' });
  const other = createCookieTokenStore({ document, path: '/admin', name: 'preview' });
  main.set(token);
  expect(other.get()).toBeNull();
  other.set({ ...token, accessToken: 'other' });
  expect(main.get()).toEqual(token);
  other.clear();
});

test('a cookie that does not hold a token reads as signed out', () => {
  document.cookie = `${TOKEN_COOKIE_PREFIX}token=not-json; Path=/admin`;
  expect(createCookieTokenStore({ document, path: '/admin' }).get()).toBeNull();
  document.cookie = `${TOKEN_COOKIE_PREFIX}token=${encodeURIComponent('{"accessToken":""}')}; Path=/admin`;
  expect(createCookieTokenStore({ document, path: '/admin' }).get()).toBeNull();
});

test('the cookie carries the path, SameSite=Strict and the refresh expiry', () => {
  const { document: fake, writes } = recordingDocument('http://localhost:8080');
  createCookieTokenStore({ document: fake, path: '/admin' }).set(token);
  const [value, ...attributes] = writes[0]!.split('; ');
  expect(value).toBe(`svc_console_token=${encodeURIComponent(JSON.stringify(token))}`);
  expect(attributes).toEqual(['Expires=Thu, 01 Jan 2099 00:00:00 GMT', 'Path=/admin', 'SameSite=Strict']);
});

test('over https the cookie is Secure, and clearing it uses the same attributes', () => {
  const { document: fake, writes } = recordingDocument('https://videos.example.com');
  const store = createCookieTokenStore({ document: fake, path: '/admin' });
  store.set(token);
  store.clear();
  expect(writes[0]).toMatch(/; Path=\/admin; SameSite=Strict; Secure$/);
  expect(writes[1]).toBe(
    'svc_console_token=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/admin; SameSite=Strict; Secure',
  );
});

test('over plain http the cookie is not Secure, so browsers keep it', () => {
  const { document: fake, writes } = recordingDocument('http://192.168.1.20:8080');
  createCookieTokenStore({ document: fake, path: '/admin' }).set(token);
  expect(writes[0]).not.toMatch(/Secure/);
});

test('framed by an LMS on another site, the cookie is SameSite=None, Secure and Partitioned (ADR 374)', () => {
  for (const origin of ['https://videos.example.com', 'http://localhost:8080', 'http://127.0.0.1:8080']) {
    const { document: fake, writes } = recordingDocument(origin);
    const store = createCookieTokenStore({ document: fake, path: '/admin', framed: true });
    store.set(token);
    store.clear();
    expect(writes[0], origin).toMatch(/; Path=\/admin; SameSite=None; Secure; Partitioned$/);
    expect(writes[1], origin).toMatch(/; Path=\/admin; SameSite=None; Secure; Partitioned$/);
  }
});

test('framed over plain http on another host, the cookie stays Strict and not Secure, as a browser keeps it', () => {
  const { document: fake, writes } = recordingDocument('http://192.168.1.20:8080');
  createCookieTokenStore({ document: fake, path: '/admin', framed: true }).set(token);
  expect(writes[0]).toMatch(/; Path=\/admin; SameSite=Strict$/);
});

test('a window is framed by another origin only when its top window is of another origin', () => {
  expect(isFramedByAnotherOrigin(window)).toBe(false);
  const framed = {
    self: 'frame',
    top: {
      get location(): Location {
        throw new DOMException('Blocked a frame from accessing a cross-origin frame', 'SecurityError');
      },
    },
    location: { origin: 'http://localhost:8080' },
  };
  expect(isFramedByAnotherOrigin(framed as unknown as Window)).toBe(true);
  const sameOrigin = { ...framed, top: { location: { origin: 'http://localhost:8080' } } };
  expect(isFramedByAnotherOrigin(sameOrigin as unknown as Window)).toBe(false);
});

test('the memory store round-trips and clears a token', () => {
  const store = createMemoryTokenStore();
  expect(store.get()).toBeNull();
  store.set(token);
  expect(store.get()).toEqual(token);
  store.clear();
  expect(store.get()).toBeNull();
  expect(createMemoryTokenStore(token).get()).toEqual(token);
});
