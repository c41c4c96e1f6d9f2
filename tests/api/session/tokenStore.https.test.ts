// @vitest-environment-options {"url":"https://localhost/admin/"}
import { createCookieTokenStore } from '../../../src/api/session/tokenStore';

test('a browser on https keeps the Secure token cookie', () => {
  const store = createCookieTokenStore({ document, path: '/admin' });
  const token = { accessToken: 'a', refreshToken: 'r', refreshTokenExpiredAt: '2099-01-01T00:00:00.000Z' };
  store.set(token);
  expect(store.get()).toEqual(token);
  store.clear();
  expect(store.get()).toBeNull();
});
