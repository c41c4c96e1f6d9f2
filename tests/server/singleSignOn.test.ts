/**
 * Identity providers and the sign-in through them (ADR 182), against a real OpenID Provider on loopback: the admin
 * routes, the public lookup, and the whole flow from the start address to a token pair that works.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { IDENTITY_PROVIDER_PATHS, SINGLE_SIGN_ON_PATHS } from '../../src/api/identityProvidersContract';
import { MESSAGES } from '../../src/domain/messages';
import { AUTH_PATHS } from '../../src/api/authContract';
import { SERVER_MESSAGES } from '../../server/messages';
import { bearer, call, createTestApp, type TestApp } from './testApp';
import { startOidcTestProvider, type OidcTestProvider } from './oidcTestProvider';

const CONSOLE = 'http://console.test';
const CALLBACK = `${CONSOLE}${SINGLE_SIGN_ON_PATHS.callback}`;

let t: TestApp;
let op: OidcTestProvider;
let admin: string;
let institutionId: number;
let providerId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: CONSOLE } });
  op = await startOidcTestProvider(CALLBACK);
  admin = (await t.signIn('admin@demo.test')).accessToken;
  ({ id: institutionId } = await t.db
    .insertInto('institutions')
    .values({ title: 'Riverside University' })
    .returning('id')
    .executeTakeFirstOrThrow());
  op.addAccount({
    email: 'new.teacher@riverside.edu',
    email_verified: true,
    given_name: 'Ada',
    family_name: 'Lee',
  });
  op.addAccount({ email: 'returning@riverside.edu', email_verified: true });
  op.addAccount({ email: 'unverified@riverside.edu', email_verified: false });
  op.addAccount({ email: 'someone@elsewhere.org', email_verified: true });
  op.addAccount({ email: 'admin@demo.test', email_verified: true });
});

afterAll(async () => {
  await op?.close();
  await t?.close();
});

const providerBody = (overrides: Record<string, unknown> = {}) => ({
  institutionId,
  name: 'Riverside sign-in',
  issuer: op.issuer,
  clientId: op.clientId,
  clientSecret: op.clientSecret,
  emailDomains: 'riverside.edu, med.riverside.edu',
  roles: ['ROLE_CS_USER'],
  enabled: true,
  ...overrides,
});

/** An edit is made on the provider as it is stored now (its version, ADR 188). */
const save = async (id: number | null, body: Record<string, unknown>, token = admin) =>
  call(t.app, {
    method: id === null ? 'POST' : 'PATCH',
    url: id === null ? IDENTITY_PROVIDER_PATHS.create : IDENTITY_PROVIDER_PATHS.one(id),
    headers: bearer(token),
    payload:
      id === null
        ? body
        : {
            ...body,
            version:
              (
                await t.db
                  .selectFrom('identity_providers')
                  .select('version')
                  .where('id', '=', id)
                  .executeTakeFirst()
              )?.version ?? 1,
          },
  });

const list = (token = admin) =>
  call(t.app, {
    method: 'POST',
    url: IDENTITY_PROVIDER_PATHS.list,
    headers: bearer(token),
    payload: { navigation: { page: 1, itemsOnPage: 20 }, filter: [] },
  });

/** Where the console lands: the sign-in screen, and what its fragment says. */
function landing(location: string | undefined) {
  const url = new URL(String(location));
  expect(`${url.origin}${url.pathname}`).toBe(`${CONSOLE}${t.config.routePrefix}/signin`);
  return new URLSearchParams(url.hash.slice(1));
}

async function start(email: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: SINGLE_SIGN_ON_PATHS.start,
    query: { email },
  });
  expect(response.statusCode).toBe(303);
  return String(response.headers.location);
}

const callback = async (url: URL) => {
  const response = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(response.statusCode).toBe(303);
  return landing(response.headers.location as string);
};

const exchange = (code: string) =>
  call(t.app, { method: 'POST', url: AUTH_PATHS.handOver, payload: { code } });

const lookup = async (email: string) =>
  (await call(t.app, { method: 'POST', url: SINGLE_SIGN_ON_PATHS.lookup, payload: { email } })).body.content
    .available as boolean;

const userCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('registering providers', () => {
  test('the list is empty before any provider is registered', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.content.result).toEqual([]);
  });

  test('a full admin registers a provider; its secret is sealed and never sent back', async () => {
    const { status, body } = await save(null, providerBody());
    expect(status).toBe(200);
    providerId = body.content.id;
    expect(body.content).toMatchObject({
      institutionId,
      institutionTitle: 'Riverside University',
      emailDomains: ['med.riverside.edu', 'riverside.edu'],
      roles: ['ROLE_CS_USER'],
      clientSecretSet: true,
      enabled: true,
    });
    expect(JSON.stringify(body)).not.toContain(op.clientSecret);
    const row = await t.db
      .selectFrom('identity_providers')
      .select('client_secret')
      .where('id', '=', providerId)
      .executeTakeFirstOrThrow();
    expect(row.client_secret).not.toContain(op.clientSecret);
    expect(JSON.stringify((await list()).body)).not.toContain(op.clientSecret);
  });

  test('a blank secret on edit keeps the stored one; a new provider must be given one', async () => {
    const before = await t.db
      .selectFrom('identity_providers')
      .select('client_secret')
      .executeTakeFirstOrThrow();
    const edited = await save(providerId, providerBody({ clientSecret: '', name: 'Riverside' }));
    expect(edited.status).toBe(200);
    expect(edited.body.content).toMatchObject({ name: 'Riverside', clientSecretSet: true });
    const after = await t.db
      .selectFrom('identity_providers')
      .select('client_secret')
      .executeTakeFirstOrThrow();
    expect(after.client_secret).toBe(before.client_secret);

    const missing = await save(null, providerBody({ clientSecret: ' ', emailDomains: 'other.edu' }));
    expect(missing.status).toBe(400);
    expect(missing.body.content.errors.clientSecret).toEqual([MESSAGES.required]);
  });

  test.each([
    [
      'issuer',
      { issuer: 'http://idp.example.org' },
      'Must be an https:// address (http:// only on this machine)',
    ],
    ['emailDomains', { emailDomains: 'not a domain!' }, 'not is not an e-mail domain'],
    [
      'emailDomains',
      { emailDomains: 'riverside.edu', name: 'Second' },
      'riverside.edu is already served by another identity provider',
    ],
    ['roles', { roles: ['ROLE_ADMIN'] }, undefined],
    ['roles', { roles: [] }, 'Choose at least one role'],
    ['institutionId', { institutionId: 999_999 }, 'Choose an institution'],
    ['name', { name: '   ' }, MESSAGES.required],
  ])('bad input is refused with a message on its field (%s)', async (field, overrides, message) => {
    const { status, body } = await save(null, providerBody({ emailDomains: 'fresh.edu', ...overrides }));
    expect(status).toBe(400);
    const keys = Object.keys(body.content.errors);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key === field || key.startsWith(`${field}.`))).toBe(true);
    if (message) expect(body.content.errors[field]).toContain(message);
  });

  test('callers without the area are refused on every admin route', async () => {
    const cs = (await t.signIn('cs@demo.test')).accessToken;
    expect((await list(cs)).status).toBe(403);
    expect((await save(null, providerBody(), cs)).status).toBe(403);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: IDENTITY_PROVIDER_PATHS.one(providerId),
          headers: bearer(cs),
        })
      ).status,
    ).toBe(403);
    expect((await call(t.app, { method: 'GET', url: IDENTITY_PROVIDER_PATHS.one(providerId) })).status).toBe(
      401,
    );
  });
});

describe('signing in through a provider', () => {
  test('the lookup says only whether the e-mail domain has an enabled provider', async () => {
    const { body } = await call(t.app, {
      method: 'POST',
      url: SINGLE_SIGN_ON_PATHS.lookup,
      payload: { email: 'Someone@Riverside.edu' },
    });
    expect(body.content).toEqual({ available: true });
    expect(await lookup('someone@nowhere.edu')).toBe(false);
    expect(await lookup('no-at-sign')).toBe(false);
  });

  test('a good sign-in creates the user with the provider institution and roles, and its tokens work', async () => {
    const before = await userCount();
    const authorization = await start('new.teacher@riverside.edu');
    expect(authorization.startsWith(`${op.issuer}/`)).toBe(true);
    const back = await op.signInAt(authorization, 'new.teacher@riverside.edu');
    const fragment = await callback(back);
    const code = fragment.get('sso');
    expect(code).toBeTruthy();
    expect(await userCount()).toBe(before + 1);

    const { status, body } = await exchange(code!);
    expect(status).toBe(200);
    const profile = await call(t.app, {
      method: 'GET',
      url: '/api/admin/profile',
      headers: bearer(body.content.token),
    });
    expect(profile.status).toBe(200);
    expect(profile.body.content).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lee',
      roles: ['ROLE_CS_USER'],
    });
    const user = await t.db
      .selectFrom('users')
      .select(['institution_id', 'roles'])
      .where('email', '=', 'new.teacher@riverside.edu')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ institution_id: institutionId, roles: ['ROLE_CS_USER'] });

    // The hand-over code works once.
    const again = await exchange(code!);
    expect(again.status).toBe(401);
    expect(again.body.content.message).toBe(SERVER_MESSAGES.handOverExpired);
  });

  test('an existing account signs in as itself, and no second account is made', async () => {
    await start('returning@riverside.edu')
      .then((url) => op.signInAt(url, 'returning@riverside.edu'))
      .then(callback);
    const before = await userCount();
    const fragment = await callback(
      await op.signInAt(await start('returning@riverside.edu'), 'returning@riverside.edu'),
    );
    expect(fragment.get('sso')).toBeTruthy();
    expect(await userCount()).toBe(before);
  });

  test('a wrong state signs nobody in', async () => {
    const back = await op.signInAt(await start('new.teacher@riverside.edu'), 'new.teacher@riverside.edu');
    back.searchParams.set('state', 'a-state-we-never-sent');
    const fragment = await callback(back);
    expect(fragment.get('sso')).toBeNull();
    expect(fragment.get('sso-error')).toBe('expired');
  });

  test('a replayed callback signs nobody in the second time', async () => {
    const back = await op.signInAt(await start('new.teacher@riverside.edu'), 'new.teacher@riverside.edu');
    expect((await callback(back)).get('sso')).toBeTruthy();
    const replayed = await callback(back);
    expect(replayed.get('sso')).toBeNull();
    expect(replayed.get('sso-error')).toBe('expired');
  });

  test('a sign-in left at the provider too long is refused', async () => {
    const authorization = await start('new.teacher@riverside.edu');
    const back = await op.signInAt(authorization, 'new.teacher@riverside.edu');
    t.clock.advance(11 * 60_000);
    expect((await callback(back)).get('sso-error')).toBe('expired');
  });

  test('an unknown domain does not start a sign-in', async () => {
    const fragment = landing(await start('someone@nowhere.edu'));
    expect(fragment.get('sso-error')).toBe('unavailable');
  });

  test('an e-mail outside the provider domains is refused at the callback', async () => {
    const before = await userCount();
    const fragment = await callback(
      await op.signInAt(await start('x@riverside.edu'), 'someone@elsewhere.org'),
    );
    expect(fragment.get('sso-error')).toBe('unavailable');
    expect(await userCount()).toBe(before);
  });

  test('an e-mail the provider does not call verified is refused', async () => {
    const fragment = await callback(
      await op.signInAt(await start('x@riverside.edu'), 'unverified@riverside.edu'),
    );
    expect(fragment.get('sso-error')).toBe('unverified');
  });

  test('an administrator account cannot be reached through a provider', async () => {
    await t.db
      .insertInto('identity_provider_domains')
      .values({ domain: 'demo.test', provider_id: providerId })
      .execute();
    try {
      const fragment = await callback(await op.signInAt(await start('admin@demo.test'), 'admin@demo.test'));
      expect(fragment.get('sso-error')).toBe('notAllowed');
    } finally {
      await t.db.deleteFrom('identity_provider_domains').where('domain', '=', 'demo.test').execute();
    }
  });

  test('a provider error lands on the sign-in screen', async () => {
    const authorization = new URL(await start('new.teacher@riverside.edu'));
    const back = new URL(CALLBACK);
    back.searchParams.set('state', authorization.searchParams.get('state')!);
    back.searchParams.set('error', 'access_denied');
    expect((await callback(back)).get('sso-error')).toBe('denied');
  });

  test('a disabled provider is not offered and signs nobody in, even mid-way', async () => {
    const back = await op.signInAt(await start('new.teacher@riverside.edu'), 'new.teacher@riverside.edu');
    expect((await save(providerId, providerBody({ clientSecret: '', enabled: false }))).status).toBe(200);
    try {
      expect(await lookup('new.teacher@riverside.edu')).toBe(false);
      expect(landing(await start('new.teacher@riverside.edu')).get('sso-error')).toBe('unavailable');
      expect((await callback(back)).get('sso-error')).toBe('unavailable');
    } finally {
      await save(providerId, providerBody({ clientSecret: '' }));
    }
  });

  test('garbage at the callback lands on the sign-in screen', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${SINGLE_SIGN_ON_PATHS.callback}?state=x&state=y&code=${'c'.repeat(5000)}`,
    });
    expect(response.statusCode).toBe(303);
    expect(landing(response.headers.location as string).get('sso-error')).toBe('expired');
  });
});
