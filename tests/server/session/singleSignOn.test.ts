/**
 * Identity providers and the sign-in through them (ADRs 182, 186), against a real OpenID Provider on loopback: the
 * admin routes, the public lookup, and the whole flow from the start address to a token pair that works, driven by
 * clients that keep and send back the console's cookies as a browser would.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  IDENTITY_PROVIDER_PATHS,
  SINGLE_SIGN_ON_PATHS,
} from '../../../src/api/identityProviders/identityProvidersContract';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { AUTH_PATHS } from '../../../src/api/session/authContract';
import { SERVER_MESSAGES } from '../../../server/messages';
import { NO_PASSWORD } from '../../../server/auth/singleSignOnAccounts';
import { bearer, call, createTestApp, type TestApp } from '../testApp';
import { startOidcTestProvider, type OidcTestProvider } from '../oidcTestProvider';

const CONSOLE = 'http://console.test';
const CALLBACK = `${CONSOLE}${SINGLE_SIGN_ON_PATHS.callback}`;

let t: TestApp;
let op: OidcTestProvider;
let admin: string;
let institutionId: number;
let providerId: number;

/**
 * What a browser keeps of the console's cookies and sends back: by name, to the paths under each cookie's path,
 * until it expires or is cleared (RFC 6265). One per browser of a test.
 */
class Browser {
  readonly #jar = new Map<string, { value: string; path: string }>();
  /** The Set-Cookie lines of the last answer, for tests of their attributes. */
  lastSetCookies: string[] = [];

  cookieFor(path: string): Record<string, string> {
    const pairs = [...this.#jar]
      .filter(([, cookie]) => path === cookie.path || path.startsWith(`${cookie.path.replace(/\/$/, '')}/`))
      .map(([name, cookie]) => `${name}=${cookie.value}`);
    return pairs.length > 0 ? { cookie: pairs.join('; ') } : {};
  }

  keep(header: string | string[] | undefined) {
    this.lastSetCookies = header === undefined ? [] : [header].flat();
    for (const line of this.lastSetCookies) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const attribute = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      if (attribute('max-age') === '0') this.#jar.delete(name);
      else this.#jar.set(name, { value: pair!.slice(at + 1), path: attribute('path') ?? '/' });
    }
  }

  has(name: string) {
    return this.#jar.has(name);
  }
}

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: CONSOLE } });
  op = await startOidcTestProvider(CALLBACK);
  admin = (await t.signIn('admin@demo.test')).accessToken;
  ({ id: institutionId } = await t.db
    .insertInto('institutions')
    .values({ title: 'Riverside University' })
    .returning('id')
    .executeTakeFirstOrThrow());
  await t.db
    .insertInto('institution_domains')
    .values({ institution_id: institutionId, domain: 'riverside.edu' })
    .execute();
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
  op.addAccount({ email: 'mallory@riverside.edu', email_verified: true });
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

/** The browser that runs a test's sign-ins unless the test names another. */
const browser = new Browser();

async function start(email: string, client = browser) {
  const response = await t.app.inject({
    method: 'GET',
    url: SINGLE_SIGN_ON_PATHS.start,
    query: { email },
    headers: client.cookieFor(SINGLE_SIGN_ON_PATHS.start),
  });
  expect(response.statusCode).toBe(303);
  client.keep(response.headers['set-cookie']);
  return String(response.headers.location);
}

/** The provider sends `client` back to the console's callback. */
const callback = async (url: URL, client = browser) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: client.cookieFor(url.pathname),
  });
  expect(response.statusCode).toBe(303);
  client.keep(response.headers['set-cookie']);
  return landing(response.headers.location as string);
};

/** A whole sign-in through the provider in `client`, as the provider's account `login`. */
const signInThroughProvider = async (email: string, login = email, client = browser) =>
  callback(await op.signInAt(await start(email, client), login), client);

/** The console's password sign-in, sent from `client`. */
async function signInWithPassword(email: string, client = browser, password = t.config.demoPassword) {
  const response = await t.app.inject({
    method: 'POST',
    url: AUTH_PATHS.getAccessToken,
    payload: { email, password },
    headers: client.cookieFor(AUTH_PATHS.getAccessToken),
  });
  client.keep(response.headers['set-cookie']);
  return response.statusCode;
}

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

    const missing = await save(
      null,
      providerBody({ clientSecret: ' ', emailDomains: 'other.riverside.edu' }),
    );
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
    const { status, body } = await save(
      null,
      providerBody({ emailDomains: 'fresh.riverside.edu', ...overrides }),
    );
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

describe('a sign-in is bound to the browser that started it', () => {
  test('the start leaves an HttpOnly, SameSite=Lax cookie for the callback only, holding no state', async () => {
    const client = new Browser();
    const authorization = new URL(await start('new.teacher@riverside.edu', client));
    const state = authorization.searchParams.get('state')!;
    expect(client.lastSetCookies).toHaveLength(1);
    const [cookie] = client.lastSetCookies;
    const attributes = cookie!.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain(`path=${SINGLE_SIGN_ON_PATHS.callback}`);
    // PUBLIC_URL is http here: a Secure cookie would never come back.
    expect(attributes).not.toContain('secure');
    expect(cookie).not.toContain(state);
    expect(client.cookieFor(SINGLE_SIGN_ON_PATHS.callback)).toHaveProperty('cookie');
    expect(client.cookieFor(SINGLE_SIGN_ON_PATHS.lookup)).toEqual({});
  });

  test('a callback opened by a client that did not start the sign-in signs nobody in', async () => {
    const before = await userCount();
    const attacker = new Browser();
    const back = await op.signInAt(await start('mallory@riverside.edu', attacker), 'mallory@riverside.edu');
    // The attacker stops here and hands the address to a victim whose browser never started a sign-in.
    const victim = new Browser();
    const fragment = await callback(back, victim);
    expect(fragment.get('sso')).toBeNull();
    expect(fragment.get('sso-error')).toBe('otherBrowser');
    expect(await userCount()).toBe(before);
    // Refused once, the address is spent: not even its own browser can use it afterwards.
    expect((await callback(back, attacker)).get('sso-error')).toBe('expired');
  });

  test("a callback opened in a browser with its own sign-in under way is refused, and that browser's own sign-in still works", async () => {
    const attacker = new Browser();
    const planted = await op.signInAt(
      await start('mallory@riverside.edu', attacker),
      'mallory@riverside.edu',
    );
    const victim = new Browser();
    const own = await op.signInAt(
      await start('new.teacher@riverside.edu', victim),
      'new.teacher@riverside.edu',
    );

    const refused = await callback(planted, victim);
    expect(refused.get('sso')).toBeNull();
    expect(refused.get('sso-error')).toBe('otherBrowser');

    const code = (await callback(own, victim)).get('sso');
    expect(code).toBeTruthy();
    const { body } = await exchange(code!);
    const profile = await call(t.app, {
      method: 'GET',
      url: AUTH_PATHS.profile,
      headers: bearer(body.content.token),
    });
    expect(profile.body.content).toMatchObject({ firstName: 'Ada', lastName: 'Lee' });
    // Finished, the sign-in's cookie is cleared.
    expect(victim.cookieFor(SINGLE_SIGN_ON_PATHS.callback)).toEqual({});
  });

  test('the same callback sent twice at once from its browser signs in once', async () => {
    const back = await op.signInAt(await start('new.teacher@riverside.edu'), 'new.teacher@riverside.edu');
    const cookies = browser.cookieFor(back.pathname);
    const answers = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: cookies }),
      ),
    );
    const fragments = answers.map((answer) => landing(answer.headers.location as string));
    expect(fragments.filter((fragment) => fragment.get('sso')).length).toBe(1);
    expect(fragments.map((fragment) => fragment.get('sso-error')).filter(Boolean)).toEqual(['expired']);
  });
});

describe("a provider's domains belong to its institution", () => {
  test('a provider saved with a domain outside its institution is refused beside the domain field, and nothing is stored', async () => {
    const before = (await list()).body.content.result;
    const created = await save(
      null,
      providerBody({ name: 'Claims too much', emailDomains: 'labs.riverside.edu, demo.test' }),
    );
    expect(created.status).toBe(400);
    expect(created.body.content.errors).toEqual({
      emailDomains: ['demo.test is not an e-mail domain of Riverside University'],
    });
    const edited = await save(
      providerId,
      providerBody({ clientSecret: '', emailDomains: 'riverside.edu, med.riverside.edu, demo.test' }),
    );
    expect(edited.status).toBe(400);
    expect(edited.body.content.errors.emailDomains).toEqual([
      'demo.test is not an e-mail domain of Riverside University',
    ]);
    expect((await list()).body.content.result).toEqual(before);
  });

  test("a subdomain of the institution's domain is accepted, unless another institution holds it", async () => {
    const { id: other } = await t.db
      .insertInto('institutions')
      .values({ title: 'Riverside Medical School' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('institution_domains')
      .values({ institution_id: other, domain: 'hospital.riverside.edu' })
      .execute();
    const refused = await save(
      null,
      providerBody({ name: 'Wards', emailDomains: 'wards.hospital.riverside.edu' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.content.errors.emailDomains).toEqual([
      'wards.hospital.riverside.edu is not an e-mail domain of Riverside University',
    ]);
    const accepted = await save(null, providerBody({ name: 'Labs', emailDomains: 'labs.riverside.edu' }));
    expect(accepted.status).toBe(200);
    await call(t.app, {
      method: 'DELETE',
      url: IDENTITY_PROVIDER_PATHS.one(accepted.body.content.id),
      headers: bearer(admin),
    });
  });

  test('a domain its institution no longer has signs nobody in', async () => {
    const back = await op.signInAt(await start('new.teacher@riverside.edu'), 'new.teacher@riverside.edu');
    await t.db.deleteFrom('institution_domains').where('domain', '=', 'riverside.edu').execute();
    try {
      expect(await lookup('new.teacher@riverside.edu')).toBe(false);
      expect((await callback(back)).get('sso-error')).toBe('unavailable');
    } finally {
      await t.db
        .insertInto('institution_domains')
        .values({ institution_id: institutionId, domain: 'riverside.edu' })
        .execute();
    }
  });
});

describe('an existing account is linked only when its owner confirms', () => {
  let demoCollege: number;

  beforeAll(async () => {
    ({ id: demoCollege } = await t.db
      .insertInto('institutions')
      .values({ title: 'Demo College' })
      .returning('id')
      .executeTakeFirstOrThrow());
    await t.db
      .insertInto('institution_domains')
      .values({ institution_id: demoCollege, domain: 'demo.test' })
      .execute();
    const { status } = await save(
      null,
      providerBody({ institutionId: demoCollege, name: 'Demo College', emailDomains: 'demo.test' }),
    );
    expect(status).toBe(200);
    op.addAccount({ email: 'cs@demo.test', email_verified: true });
    op.addAccount({ sub: 'impostor', email: 'cs@demo.test', email_verified: true });
    op.addAccount({ email: 'publish@demo.test', email_verified: true });
    op.addAccount({ email: 'legacy@demo.test', email_verified: true });
    op.addAccount({ sub: 'legacy-impostor', email: 'legacy@demo.test', email_verified: true });
    op.addAccount({ email: 'moved@demo.test', email_verified: true });
  });

  const sessionsOf = async (email: string) =>
    Number(
      (
        await t.db
          .selectFrom('refresh_tokens as r')
          .innerJoin('users as u', 'u.id', 'r.user_id')
          .where('u.email', '=', email)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  test('a provider sign-in to an existing password account signs nobody in until its owner signs in with the password; then it goes straight in', async () => {
    const sessions = await sessionsOf('cs@demo.test');
    const client = new Browser();
    const refused = await signInThroughProvider('cs@demo.test', 'cs@demo.test', client);
    expect(refused.get('sso')).toBeNull();
    expect(refused.get('sso-error')).toBe('confirmWithPassword');
    expect(await sessionsOf('cs@demo.test')).toBe(sessions);
    // What confirms is kept by this browser for the password sign-in only, out of reach of scripts.
    const confirming = client.lastSetCookies.find((line) => line.startsWith('sso_link='));
    expect(confirming?.split(';').map((part) => part.trim())).toEqual(
      expect.arrayContaining([`Path=${AUTH_PATHS.getAccessToken}`, 'HttpOnly', 'SameSite=Lax']),
    );
    expect(client.cookieFor(AUTH_PATHS.getAccessToken)).toHaveProperty('cookie');
    expect(client.cookieFor(SINGLE_SIGN_ON_PATHS.callback)).toEqual({});
    // Asked again without confirming, it still refuses.
    expect((await signInThroughProvider('cs@demo.test', 'cs@demo.test', client)).get('sso-error')).toBe(
      'confirmWithPassword',
    );

    // The owner signs in with the password in the same browser: that confirms.
    expect(await signInWithPassword('cs@demo.test', client)).toBe(200);
    const code = (await signInThroughProvider('cs@demo.test', 'cs@demo.test', client)).get('sso');
    expect(code).toBeTruthy();
    const { body } = await exchange(code!);
    const profile = await call(t.app, {
      method: 'GET',
      url: AUTH_PATHS.profile,
      headers: bearer(body.content.token),
    });
    // The account is the existing one, its roles untouched.
    expect(profile.body.content.roles).toEqual(['ROLE_CS_USER']);
    // Linked, it goes straight in from any browser.
    expect(
      (await signInThroughProvider('cs@demo.test', 'cs@demo.test', new Browser())).get('sso'),
    ).toBeTruthy();
  });

  test('an e-mail alone never links: another subject with the same e-mail must be confirmed again', async () => {
    const fragment = await signInThroughProvider('cs@demo.test', 'impostor', new Browser());
    expect(fragment.get('sso')).toBeNull();
    expect(fragment.get('sso-error')).toBe('confirmWithPassword');
  });

  test('a password sign-in in another browser, or to another account, does not confirm', async () => {
    const client = new Browser();
    expect(
      (await signInThroughProvider('publish@demo.test', 'publish@demo.test', client)).get('sso-error'),
    ).toBe('confirmWithPassword');
    // The owner signs in elsewhere (no cookie of that sign-in): nothing is linked.
    expect(await signInWithPassword('publish@demo.test', new Browser())).toBe(200);
    // Someone signs in with another account's password in the browser that asked: nothing is linked either.
    expect(await signInWithPassword('lti@demo.test', client)).toBe(200);
    expect(await signInWithPassword('publish@demo.test', client)).toBe(200);
    expect(
      (await signInThroughProvider('publish@demo.test', 'publish@demo.test', client)).get('sso-error'),
    ).toBe('confirmWithPassword');
  });

  test('two password sign-ins at once with the same confirmation link the account once', async () => {
    const client = new Browser();
    expect(
      (await signInThroughProvider('publish@demo.test', 'publish@demo.test', client)).get('sso-error'),
    ).toBe('confirmWithPassword');
    const cookies = client.cookieFor(AUTH_PATHS.getAccessToken);
    const answers = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({
          method: 'POST',
          url: AUTH_PATHS.getAccessToken,
          payload: { email: 'publish@demo.test', password: t.config.demoPassword },
          headers: cookies,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(
      (await signInThroughProvider('publish@demo.test', 'publish@demo.test', client)).get('sso'),
    ).toBeTruthy();
  });

  test('an administrator account cannot be reached through a provider', async () => {
    const fragment = await signInThroughProvider('admin@demo.test');
    expect(fragment.get('sso')).toBeNull();
    expect(fragment.get('sso-error')).toBe('notAllowed');
  });

  test("an account made by a provider before links were kept is taken up by its institution's provider once", async () => {
    await t.db
      .insertInto('users')
      .values([
        {
          email: 'legacy@demo.test',
          first_name: 'Le',
          last_name: 'Gacy',
          password_hash: NO_PASSWORD,
          roles: ['ROLE_CS_USER'],
          institution_id: demoCollege,
        },
        {
          email: 'moved@demo.test',
          first_name: 'Mo',
          last_name: 'Ved',
          password_hash: NO_PASSWORD,
          roles: ['ROLE_CS_USER'],
          institution_id: institutionId,
        },
      ])
      .execute();
    const before = await userCount();
    expect((await signInThroughProvider('legacy@demo.test')).get('sso')).toBeTruthy();
    expect((await signInThroughProvider('legacy@demo.test')).get('sso')).toBeTruthy();
    // Taken up, it is linked: another subject claiming its e-mail is refused, and it has no password to confirm.
    expect((await signInThroughProvider('legacy@demo.test', 'legacy-impostor')).get('sso-error')).toBe(
      'notLinked',
    );
    // An account of another institution is not taken up by this one's provider.
    expect((await signInThroughProvider('moved@demo.test')).get('sso-error')).toBe('notLinked');
    expect(await userCount()).toBe(before);
  });
});

describe('on a console served over https', () => {
  let secure: TestApp;

  beforeAll(async () => {
    secure = await createTestApp({ env: { PUBLIC_URL: 'https://console.test' } });
    const { id } = await secure.db
      .insertInto('institutions')
      .values({ title: 'Riverside University' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await secure.db
      .insertInto('institution_domains')
      .values({ institution_id: id, domain: 'riverside.edu' })
      .execute();
    const token = (await secure.signIn('admin@demo.test')).accessToken;
    const { status } = await call(secure.app, {
      method: 'POST',
      url: IDENTITY_PROVIDER_PATHS.create,
      headers: bearer(token),
      payload: providerBody({ institutionId: id }),
    });
    expect(status).toBe(200);
  });

  afterAll(async () => {
    await secure?.close();
  });

  test("the sign-in's cookie is Secure", async () => {
    const response = await secure.app.inject({
      method: 'GET',
      url: SINGLE_SIGN_ON_PATHS.start,
      query: { email: 'new.teacher@riverside.edu' },
    });
    expect(response.statusCode).toBe(303);
    const [cookie] = [response.headers['set-cookie'] ?? []].flat();
    const attributes = String(cookie)
      .split(';')
      .map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax']));
  });
});
