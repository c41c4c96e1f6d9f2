/** The server's guards, generated from the role table: every area for every demo role and for anonymous callers. */
import { areaPingPath } from '../../../server/routes/shell/areaPingRoutes';
import { DEMO_ACCOUNTS } from '../../../server/seed/accounts';
import { AREAS, canUseArea, ROLES, type Area } from '../../../src/domain/access/roles';
import type { Token } from '../../../src/domain/session/session';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

const FLAGS_ON = { adminTranslations: true, adminBanner: true };

let t: TestApp;
const tokens = new Map<string, Token>();
beforeAll(async () => {
  t = await createTestApp();
  for (const account of DEMO_ACCOUNTS) tokens.set(account.email, await t.signIn(account.email));
});
afterAll(() => t.close());

const tokenOf = (email: string) => tokens.get(email)!;
const ping = (area: Area, email?: string) =>
  call(t.app, { method: 'GET', url: areaPingPath(area), headers: email ? bearer(tokenOf(email)) : {} });
/** A switch made on the flag as it is stored now (its version, ADR 188). */
const setFlag = async (key: string, enabled: boolean, email = 'super@demo.test') => {
  const flags = await call(t.app, {
    method: 'GET',
    url: '/api/admin/feature_flags',
    headers: bearer(tokenOf(email)),
  });
  return call(t.app, {
    method: 'PATCH',
    url: `/api/admin/feature_flags/${key}`,
    headers: bearer(tokenOf(email)),
    payload: { enabled, version: flags.body.content.versions[key] ?? 1 },
  });
};

test('every role of the role table has a demo account', () => {
  expect(DEMO_ACCOUNTS.flatMap((account) => account.roles).sort()).toEqual([...ROLES].sort());
});

describe('area guards follow the role table', () => {
  const cases = AREAS.flatMap((area) =>
    DEMO_ACCOUNTS.map((account) => ({
      area,
      email: account.email,
      allowed: canUseArea(account.roles, FLAGS_ON, area),
      verdict: canUseArea(account.roles, FLAGS_ON, area) ? 'may use' : 'may not use',
    })),
  );

  test.each(cases)('$email $verdict $area', async ({ area, email, allowed }) => {
    const response = await ping(area, email);
    if (allowed) {
      expect(response).toMatchObject({ status: 200, body: { content: { area } } });
    } else {
      expect(response).toMatchObject({
        status: 403,
        body: { content: { message: 'You do not have access to this area.' } },
      });
    }
  });

  test.each(AREAS)('an anonymous caller gets 401 for %s', async (area) => {
    expect((await ping(area)).status).toBe(401);
  });

  test('an unknown area is a 404', async () => {
    const response = await call(t.app, {
      method: 'GET',
      url: '/api/admin/areas/nowhere/ping',
      headers: bearer(tokenOf('super@demo.test')),
    });
    expect(response).toMatchObject({ status: 404, body: { content: { message: 'Not found' } } });
  });
});

describe('feature flags', () => {
  test('every signed-in user reads the flags', async () => {
    const response = await call(t.app, {
      method: 'GET',
      url: '/api/admin/feature_flags',
      headers: bearer(tokenOf('publish@demo.test')),
    });
    expect(response).toMatchObject({
      status: 200,
      body: { content: { flags: { adminTranslations: true, adminBanner: true } } },
    });
    expect((await call(t.app, { method: 'GET', url: '/api/admin/feature_flags' })).status).toBe(401);
  });

  test.each([
    ['adminTranslations', 'translations'],
    ['adminBanner', 'banner'],
  ] as const)('with %s off nobody may use %s', async (flag, area) => {
    expect((await setFlag(flag, false)).body.content.flags[flag]).toBe(false);
    try {
      for (const account of DEMO_ACCOUNTS) expect((await ping(area, account.email)).status).toBe(403);
      expect((await ping('dashboard', 'admin@demo.test')).status).toBe(200);
    } finally {
      await setFlag(flag, true);
    }
    expect((await ping(area, 'admin@demo.test')).status).toBe(200);
  });

  test('only the feature-flags area may switch flags, and unknown flags are 404', async () => {
    const outsiders = DEMO_ACCOUNTS.filter(
      (account) => !canUseArea(account.roles, FLAGS_ON, 'feature-flags'),
    );
    expect(outsiders.length).toBeGreaterThan(0);
    for (const { email } of outsiders) expect((await setFlag('adminBanner', false, email)).status).toBe(403);
    expect((await ping('banner', 'admin@demo.test')).status).toBe(200);
    expect((await setFlag('noSuchFlag', true, 'admin@demo.test')).status).toBe(404);
    const invalid = await call(t.app, {
      method: 'PATCH',
      url: '/api/admin/feature_flags/adminBanner',
      headers: bearer(tokenOf('admin@demo.test')),
      payload: { enabled: 'yes' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.content.errors.enabled).toHaveLength(1);
  });
});

test('changed roles take effect without a new access token', async () => {
  const admin = await t.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', 'admin@demo.test')
    .executeTakeFirstOrThrow();
  expect((await ping('institutions', 'admin@demo.test')).status).toBe(200);
  await t.db
    .updateTable('users')
    .set({ roles: ['ROLE_PUBLISH'] })
    .where('id', '=', admin.id)
    .execute();
  try {
    expect((await ping('institutions', 'admin@demo.test')).status).toBe(403);
    expect((await ping('publish', 'admin@demo.test')).status).toBe(200);
  } finally {
    await t.db.updateTable('users').set({ roles: admin.roles }).where('id', '=', admin.id).execute();
  }
});

describe('admin invitations', () => {
  const invite = (email: string | undefined, payload: object) =>
    call(t.app, {
      method: 'POST',
      url: '/api/admin/admins/invitation',
      headers: email ? bearer(tokenOf(email)) : {},
      payload,
    });

  test('a super admin invites an e-mail with roles for 7 days', async () => {
    const response = await invite('super@demo.test', { email: 'Invitee@Demo.test', roles: ['ROLE_ADMIN'] });
    expect(response.status).toBe(200);
    const { token, link, expiresAt, ...rest } = response.body.content;
    expect(rest).toEqual({ email: 'invitee@demo.test', roles: ['ROLE_ADMIN'] });
    expect(link).toBe(`/admin/set-password?token=${token}`);
    expect(Date.parse(expiresAt) - t.clock.now().getTime()).toBe(7 * 86_400_000);

    const pending = await call(t.app, {
      method: 'GET',
      url: '/api/admin/admins/invitation',
      headers: bearer(tokenOf('super@demo.test')),
    });
    expect(pending.body.content.invitations).toContainEqual(
      expect.objectContaining({ email: 'invitee@demo.test', roles: ['ROLE_ADMIN'], expiresAt }),
    );
  });

  test.each(DEMO_ACCOUNTS.filter((account) => !account.roles.includes('ROLE_SUPER_ADMIN')))(
    '$email may not invite or list invitations',
    async ({ email }) => {
      expect((await invite(email, { email: 'x@demo.test', roles: ['ROLE_ADMIN'] })).status).toBe(403);
      const list = await call(t.app, {
        method: 'GET',
        url: '/api/admin/admins/invitation',
        headers: bearer(tokenOf(email)),
      });
      expect(list.status).toBe(403);
    },
  );

  test('an anonymous caller may not invite', async () => {
    expect((await invite(undefined, { email: 'x@demo.test', roles: ['ROLE_ADMIN'] })).status).toBe(401);
  });

  test('inviting an e-mail that already has an account is a conflict', async () => {
    expect(await invite('super@demo.test', { email: 'CS@demo.test', roles: ['ROLE_ADMIN'] })).toMatchObject({
      status: 409,
      body: { content: { message: 'An account with this e-mail already exists.' } },
    });
  });

  test('an invalid e-mail and unknown roles are reported per field', async () => {
    const response = await invite('super@demo.test', { email: 'not-an-email', roles: ['ROLE_KING'] });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.content.errors).sort()).toEqual(['email', 'roles.0']);
    expect(response.body.content.errors.email).toEqual(['E-mail is not valid']);
  });
});
