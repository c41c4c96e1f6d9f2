/**
 * The guards keep the caller and the flags in memory (ADR 156): repeated requests read neither, and a role change,
 * a deactivation, a sign-out or a flag change still takes effect on the very next request.
 */
import { createAuthCache } from '../../../server/auth/authCache';
import { verifyAccessToken } from '../../../server/auth/accessTokens';
import { KeptList } from '../../../server/lists/keptList';
import { findSessionUser } from '../../../server/repositories/session/refreshTokens';
import { AUTH_PATHS } from '../../../src/api/session/authContract';
import { TRANSLATION_PATHS } from '../../../src/api/translations/translationsContract';
import type { Token } from '../../../src/domain/session/session';
import { bearer, call, createTestApp, statementsDuring, type TestApp } from '../testApp';

let t: TestApp;
let super_: Token;

beforeAll(async () => {
  t = await createTestApp({ store: 'pglite' });
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db
    .updateTable('users')
    .set({ roles: ['ROLE_SUPER_ADMIN'], is_active: true })
    .execute();
  await t.db.updateTable('feature_flags').set({ enabled: true }).execute();
  super_ = await t.signIn('super@demo.test');
});

const get = (url: string, token: Token = super_) =>
  call(t.app, { method: 'GET', url, headers: bearer(token) });
const profile = (token?: Token) => get(AUTH_PATHS.profile, token);
/** A route of the translations area, behind its flag. */
const translations = (token: Token = super_) =>
  call(t.app, {
    method: 'POST',
    url: TRANSLATION_PATHS.list,
    headers: bearer(token),
    payload: { navigation: { page: 1, itemsOnPage: 5 } },
  });
/** A route of the admins area: the pending invitations. */
const invitations = (token?: Token) => get(AUTH_PATHS.invitations, token);

test('repeated requests of one session read neither the session, the user nor the flags', async () => {
  expect((await translations()).status).toBe(200);
  const statements = await statementsDuring(t.db, async () => {
    for (let i = 0; i < 20; i++) expect((await translations()).status).toBe(200);
  });
  expect(statements.filter((query) => /"sessions"|"users"|"feature_flags"/.test(query))).toEqual([]);
});

test('a role taken away is enforced on the next request', async () => {
  expect((await invitations()).status).toBe(200);
  await t.db
    .updateTable('users')
    .set({ roles: ['ROLE_ADMIN'] })
    .where('email', '=', 'super@demo.test')
    .execute();
  expect((await invitations()).status).toBe(403);
  expect((await profile()).body.content.roles).toEqual(['ROLE_ADMIN']);
});

test('the profile reads no subscription, and a new or changed subscription end shows on the next request', async () => {
  const user = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'super@demo.test')
    .executeTakeFirstOrThrow();
  await t.db.deleteFrom('user_subscriptions').where('user_id', '=', user.id).execute();
  expect((await profile()).body.content.subscriptionEndsAt).toBeNull();
  const statements = await statementsDuring(t.db, () => profile());
  expect(statements.filter((query) => /"user_subscriptions"/.test(query))).toEqual([]);

  await t.db
    .insertInto('user_subscriptions')
    .values({ user_id: user.id, kind: 'trial', ends_at: '2031-05-01T00:00:00.000Z' })
    .execute();
  expect((await profile()).body.content.subscriptionEndsAt).toBe('2031-05-01T00:00:00.000Z');
  await t.db
    .updateTable('user_subscriptions')
    .set({ kind: 'subscription', ends_at: '2032-01-01T00:00:00.000Z' })
    .where('user_id', '=', user.id)
    .execute();
  expect((await profile()).body.content.subscriptionEndsAt).toBe('2032-01-01T00:00:00.000Z');
  await t.db.deleteFrom('user_subscriptions').where('user_id', '=', user.id).execute();
  expect((await profile()).body.content.subscriptionEndsAt).toBeNull();
});

test('a deactivated account is refused on the next request', async () => {
  expect((await profile()).status).toBe(200);
  await t.db.updateTable('users').set({ is_active: false }).where('email', '=', 'super@demo.test').execute();
  expect((await profile()).status).toBe(401);
});

test('signing out refuses the access token of that session on the next request, and only that session', async () => {
  const other = await t.signIn('super@demo.test');
  expect((await profile()).status).toBe(200);
  expect((await profile(other)).status).toBe(200);
  const out = await call(t.app, {
    method: 'POST',
    url: AUTH_PATHS.logout,
    payload: { refreshToken: super_.refreshToken },
  });
  expect(out.status).toBe(204);
  expect((await profile()).status).toBe(401);
  expect((await profile(other)).status).toBe(200);
});

test('signing out everywhere refuses every session of the account on the next request', async () => {
  const other = await t.signIn('super@demo.test');
  expect((await profile(other)).status).toBe(200);
  const out = await call(t.app, { method: 'POST', url: AUTH_PATHS.logoutAll, headers: bearer(super_) });
  expect(out.status).toBe(204);
  expect((await profile()).status).toBe(401);
  expect((await profile(other)).status).toBe(401);
});

test('a flag switched off closes its area on the next request', async () => {
  expect((await translations()).status).toBe(200);
  const { versions } = (await get(AUTH_PATHS.featureFlags)).body.content;
  const switched = await call(t.app, {
    method: 'PATCH',
    url: `${AUTH_PATHS.featureFlags}/adminTranslations`,
    headers: bearer(super_),
    payload: { enabled: false, version: versions.adminTranslations },
  });
  expect(switched.status).toBe(200);
  expect((await translations()).status).toBe(403);
});

test('a read that started before a change is answered but not kept', async () => {
  const cache = createAuthCache(t.db);
  await cache.start();
  try {
    const access = await verifyAccessToken(t.config, super_.accessToken, t.clock.now());
    if (!access) throw new Error('the token does not verify');
    const read = () => findSessionUser(t.db, access.userId, access.sessionId);
    // The row is read, then the roles change (and the change is heard) before the read is handed back.
    const stale = await cache.sessionUser(access.userId, access.sessionId, async () => {
      const row = await read();
      await t.db
        .updateTable('users')
        .set({ roles: ['ROLE_ADMIN'] })
        .where('id', '=', access.userId)
        .execute();
      return row;
    });
    expect(stale?.roles).toEqual(['ROLE_SUPER_ADMIN']);
    const next = await cache.sessionUser(access.userId, access.sessionId, read);
    expect(next?.roles).toEqual(['ROLE_ADMIN']);
  } finally {
    await cache.close();
  }
});

test('a whole list that took long to read is not read again at every backstop period (ADR 410)', async () => {
  // Only the clock the cache reads is moved; the database and its change feed keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  const cache = createAuthCache(t.db, { keptListTtlMs: 50 });
  await cache.start();
  try {
    const start = Date.now();
    let reads = 0;
    const load = async () => {
      reads += 1;
      // The read takes 200 ms of the clock: its backstop read comes 50 × 200 ms = 10 s after it, not 50 ms.
      vi.setSystemTime(Date.now() + 200);
      const value = new KeptList([{ id: 1, value: 'Atoms', search: 'atoms', key: [1] }], {
        terms: [{ text: false, descending: false, nullsFirst: false }],
        text: { inStore: false },
      });
      return { value, source: { holds: 'quiz' as const, read: async () => [] }, until: null };
    };
    const ask = () => cache.keptList('the list', new Date(Date.now()), load);
    expect(await ask()).toBeUndefined();
    await vi.waitFor(async () => expect(await ask()).toBeDefined());
    expect(reads).toBe(1);
    // Past the five-minute backstop given (50 ms here), well before fifty times the read.
    vi.setSystemTime(start + 200 + 5_000);
    expect((await ask())?.page(null, 0, 10).rows).toEqual(['Atoms']);
    expect(reads).toBe(1);
    // Fifty times the read on, the backstop reads it again beside the kept one.
    vi.setSystemTime(start + 200 + 10_100);
    expect((await ask())?.page(null, 0, 10).rows).toEqual(['Atoms']);
    expect(reads).toBe(2);
  } finally {
    await cache.close();
    vi.useRealTimers();
  }
});
