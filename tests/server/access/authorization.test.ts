/**
 * The server's guards, generated from the role table: every area that has routes, for every demo role and for
 * anonymous callers, through one real route of that area.
 */
import type { RouteEntry } from '../../../server/http/routeTable';
import { DEMO_ACCOUNTS } from '../../../server/seed/accounts';
import { AREAS, canUseArea, ROLES, type Area } from '../../../src/domain/access/roles';
import type { Token } from '../../../src/domain/session/session';
import { bearer, call, createTestApp } from '../testApp';

const FLAGS_ON = { adminTranslations: true, adminBanner: true };

const t = await createTestApp({ store: 'pglite' });
const tokens = new Map<string, Token>();
beforeAll(async () => {
  for (const account of DEMO_ACCOUNTS) tokens.set(account.email, await t.signIn(account.email));
});
afterAll(() => t.close());

/**
 * One real route per area, guarded by that area alone: a read where the area has one, never a delete. Ids are 1
 * and bodies empty: the guard answers before the route reads either.
 */
const probes = new Map<Area, RouteEntry>();
for (const route of t.app.routeTable) {
  if (route.access.kind !== 'area' || route.access.areas.length !== 1 || route.method === 'DELETE') continue;
  const area = route.access.areas[0];
  const known = probes.get(area);
  if (!known || (known.method !== 'GET' && route.method === 'GET')) probes.set(area, route);
}
const AREAS_WITH_ROUTES = AREAS.filter((area) => probes.has(area));

const tokenOf = (email: string) => tokens.get(email)!;
/** A request to the area's route: its status tells whether the area's guard let the caller through. */
const enter = (area: Area, email?: string) => {
  const route = probes.get(area)!;
  return call(t.app, {
    method: route.method as 'GET',
    url: route.url.replace(/:[A-Za-z]+/g, '1'),
    headers: email ? bearer(tokenOf(email)) : {},
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });
};
const AREA_REFUSED = 'You do not have access to this area.';
const isLetIn = (status: number) => status !== 401 && status !== 403;
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
  test('most areas have routes to guard', () => {
    expect(AREAS_WITH_ROUTES.length).toBeGreaterThanOrEqual(12);
  });

  const cases = AREAS_WITH_ROUTES.flatMap((area) =>
    DEMO_ACCOUNTS.map((account) => ({
      area,
      email: account.email,
      allowed: canUseArea(account.roles, FLAGS_ON, area),
      verdict: canUseArea(account.roles, FLAGS_ON, area) ? 'may use' : 'may not use',
    })),
  );

  test.each(cases)('$email $verdict $area', async ({ area, email, allowed }) => {
    const response = await enter(area, email);
    if (allowed) {
      expect(isLetIn(response.status), `${response.status} ${JSON.stringify(response.body)}`).toBe(true);
    } else {
      expect(response).toMatchObject({ status: 403, body: { content: { message: AREA_REFUSED } } });
    }
  });

  test.each(AREAS_WITH_ROUTES)('an anonymous caller gets 401 for %s', async (area) => {
    expect((await enter(area)).status).toBe(401);
  });

  test.each(AREAS)('the API has no ping route for %s: guards sit on real routes only', async (area) => {
    const response = await call(t.app, {
      method: 'GET',
      url: `/api/admin/areas/${area}/ping`,
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
      for (const account of DEMO_ACCOUNTS) expect((await enter(area, account.email)).status).toBe(403);
      expect((await enter('dashboard', 'admin@demo.test')).status).toBe(200);
    } finally {
      await setFlag(flag, true);
    }
    expect(isLetIn((await enter(area, 'admin@demo.test')).status)).toBe(true);
  });

  test('only the feature-flags area may switch flags, and unknown flags are 404', async () => {
    const outsiders = DEMO_ACCOUNTS.filter(
      (account) => !canUseArea(account.roles, FLAGS_ON, 'feature-flags'),
    );
    expect(outsiders.length).toBeGreaterThan(0);
    for (const { email } of outsiders) expect((await setFlag('adminBanner', false, email)).status).toBe(403);
    expect(isLetIn((await enter('banner', 'admin@demo.test')).status)).toBe(true);
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
  expect(isLetIn((await enter('institutions', 'admin@demo.test')).status)).toBe(true);
  await t.db
    .updateTable('users')
    .set({ roles: ['ROLE_PUBLISH'] })
    .where('id', '=', admin.id)
    .execute();
  try {
    expect((await enter('institutions', 'admin@demo.test')).status).toBe(403);
    expect((await enter('dashboard', 'admin@demo.test')).status).toBe(200);
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
