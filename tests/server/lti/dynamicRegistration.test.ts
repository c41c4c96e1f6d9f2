/**
 * LTI Dynamic Registration (ADR 386) against the platform simulator, which serves an OpenID configuration and a
 * registration endpoint that checks the Bearer registration token and the client metadata: a full admin's one-time
 * link, the page that shows what will be registered, the confirm that registers and stores the platform as a typed
 * registration, a launch from it, and each refusal. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set
 * (a database of its own, dropped after), where two confirms race.
 */
import { randomBytes } from 'node:crypto';
import type { JSONWebKeySet } from 'jose';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { LTI_TOOL_PATHS } from '../../../src/api/lti/ltiContract';
import { LTI_REGISTRATION_PATHS } from '../../../src/api/lti/ltiRegistrationContract';
import { LTI_MESSAGES } from '../../../src/domain/lti/lti';
import { LTI_REGISTRATION_MESSAGES, REGISTRATION_LINK_TTL_MS } from '../../../src/domain/lti/ltiRegistration';
import { createDb } from '../../../server/db/createDb';
import type { Database } from '../../../server/db/database';
import { REGISTRATION_REFUSALS, TOOL_SCOPES } from '../../../server/lti/dynamicRegistration';
import { startLtiPlatform, type LtiPlatformSimulator } from '../../support/ltiPlatform/ltiPlatform';
import { ltiBrowser, refusedWith, TOOL_ORIGIN } from '../../support/ltiPlatform/ltiBrowser';
import {
  CONFIGURATION_PATH,
  registrationEndpoints,
  type RegistrationEndpoints,
} from '../../support/ltiPlatform/ltiRegistrationEndpoints';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

const pgUrl = process.env.TEST_DATABASE_URL;
type OpenStore = () => Promise<{ db: Kysely<Database>; drop: () => Promise<void> }>;
const stores: [string, OpenStore | null][] = [['PGlite', null]];
if (pgUrl) {
  stores.push([
    'PostgreSQL',
    async () => {
      const name = `console_ltidr_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(pgUrl);
      url.pathname = `/${name}`;
      return {
        db: createDb({ databaseUrl: url.toString(), pgliteDir: '' }),
        drop: async () => {
          await vi.waitFor(
            async () => {
              const { rows } = await admin.query(
                'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
                [name],
              );
              expect(rows[0].n).toBe(0);
            },
            { timeout: 10_000 },
          );
          await admin.query(`DROP DATABASE IF EXISTS ${name}`);
          await admin.end();
        },
      };
    },
  ]);
} else {
  console.warn(
    'dynamicRegistration.test.ts: PostgreSQL part skipped, TEST_DATABASE_URL is unset (bash scripts/postgres.sh)',
  );
}

describe.each(stores)('on %s', (_store, openStore) => {
  let t: TestApp;
  let drop: (() => Promise<void>) | undefined;
  let lms: LtiPlatformSimulator;
  let endpoints: RegistrationEndpoints;
  let institutionId: number;

  beforeAll(async () => {
    const store = openStore ? await openStore() : undefined;
    drop = store?.drop;
    t = await createTestApp(store ? { db: store.db } : { store: 'pglite' });
    endpoints = registrationEndpoints('registered-client');
    lms = await startLtiPlatform({
      now: t.clock.now,
      clientId: 'registered-client',
      extraRoutes: endpoints.routes,
      toolJwks: async () =>
        (await t.app.inject({ method: 'GET', url: LTI_TOOL_PATHS.jwks })).json() as JSONWebKeySet,
    });
    ({ id: institutionId } = await t.db
      .insertInto('institutions')
      .values({ title: 'Northwind College' })
      .returning('id')
      .executeTakeFirstOrThrow());
  });
  afterAll(async () => {
    await lms?.close();
    await t?.close();
    await drop?.();
  });

  const admin = async () => bearer((await t.signIn('admin@demo.test')).accessToken);

  /** A new link's path (and query-less secret) made by a full admin. */
  async function newLink(): Promise<string> {
    const made = await call(t.app, {
      method: 'POST',
      url: LTI_REGISTRATION_PATHS.links,
      headers: await admin(),
      payload: { institutionId },
    });
    expect(made.status).toBe(200);
    const url = made.body.content.url as string;
    expect(url.startsWith(`${TOOL_ORIGIN}/lti/register/`)).toBe(true);
    return url.slice(TOOL_ORIGIN.length);
  }

  const request = () => ({
    openid_configuration: `${lms.issuer}${CONFIGURATION_PATH}`,
    registration_token: endpoints.token,
  });
  const open = (path: string, query: Record<string, string> = request()) =>
    t.app.inject({ method: 'GET', url: path, query });
  const confirm = (path: string, form: Record<string, string> = request()) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
  const platforms = () =>
    t.db.selectFrom('lti_platforms').selectAll().where('issuer', '=', lms.issuer).execute();

  test('only a full admin makes a registration link, and only for an institution that exists', async () => {
    const ltiUser = bearer((await t.signIn('lti@demo.test')).accessToken);
    const path = LTI_REGISTRATION_PATHS.links;
    const refused = await call(t.app, {
      method: 'POST',
      url: path,
      headers: ltiUser,
      payload: { institutionId },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.content.message).toBe(LTI_MESSAGES.adminsOnly);
    for (const payload of [{ institutionId: null }, { institutionId: 999_999 }]) {
      const bad = await call(t.app, { method: 'POST', url: path, headers: await admin(), payload });
      expect(bad.status).toBe(400);
      expect(bad.body.content.errors.institutionId).toEqual([LTI_REGISTRATION_MESSAGES.institutionRequired]);
    }
    expect(await t.db.selectFrom('lti_registration_links').selectAll().execute()).toEqual([]);
  });

  test('without a good link the page reads nothing from the platform and says the link is unknown', async () => {
    for (const path of [
      LTI_REGISTRATION_PATHS.register('x'.repeat(43)),
      LTI_REGISTRATION_PATHS.register('bad'),
    ]) {
      const response = await open(path);
      expect(response.statusCode).toBe(404);
      refusedWith(response, REGISTRATION_REFUSALS.link);
    }
    const expiring = await newLink();
    t.clock.advance(REGISTRATION_LINK_TTL_MS + 1000);
    refusedWith(await open(expiring), REGISTRATION_REFUSALS.link);
    expect(endpoints.configurationReads).toBe(0);
  });

  test('the page shows what will be registered, may be framed by the platform, and stores nothing', async () => {
    const response = await open(await newLink());
    expect(response.statusCode).toBe(200);
    for (const shown of [
      lms.issuer,
      'Northwind College',
      `${TOOL_ORIGIN}${LTI_TOOL_PATHS.launch}`,
      `${TOOL_ORIGIN}${LTI_TOOL_PATHS.deepLink}`,
      `${TOOL_ORIGIN}${LTI_TOOL_PATHS.jwks}`,
      TOOL_SCOPES.score,
      TOOL_SCOPES.memberships,
    ])
      expect(response.body).toContain(shown);
    expect(String(response.headers['content-security-policy'])).toContain(
      `frame-ancestors 'self' ${new URL(lms.issuer).origin}`,
    );
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(await platforms()).toEqual([]);
    expect(endpoints.registrations).toEqual([]);
  });

  test('an issuer that is not the prefix of its configuration address is refused and nothing is registered', async () => {
    const path = await newLink();
    for (const issuer of ['https://lms.example', `${lms.issuer}/elsewhere`]) {
      endpoints.configuration = { issuer };
      refusedWith(await open(path), REGISTRATION_REFUSALS.issuer);
      refusedWith(await confirm(path), REGISTRATION_REFUSALS.issuer);
    }
    endpoints.configuration = { 'https://purl.imsglobal.org/spec/lti-platform-configuration': undefined };
    const unlabelled = await open(path);
    expect(unlabelled.statusCode).toBe(400);
    expect(unlabelled.body).toContain('lti-platform-configuration');
    endpoints.configuration = {};
    expect(endpoints.registrations).toEqual([]);
    expect(await platforms()).toEqual([]);
    // The refused confirms gave the link back.
    expect((await open(path)).statusCode).toBe(200);
  });

  test('a registration token the platform refuses stores nothing and leaves the link usable', async () => {
    const path = await newLink();
    const refused = await confirm(path, { ...request(), registration_token: 'forged' });
    refusedWith(refused, REGISTRATION_REFUSALS.registration('the platform answered HTTP 401'));
    expect(endpoints.refused).toEqual(['token']);
    expect(await platforms()).toEqual([]);
    expect((await open(path)).statusCode).toBe(200);
  });

  test('a confirm posts the client metadata and stores the platform as a typed registration, then it launches', async () => {
    const path = await newLink();
    const done = await confirm(path);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(LTI_REGISTRATION_PATHS.closeScript);
    expect(endpoints.registrations).toEqual([
      expect.objectContaining({
        initiate_login_uri: `${TOOL_ORIGIN}${LTI_TOOL_PATHS.login}`,
        redirect_uris: [`${TOOL_ORIGIN}${LTI_TOOL_PATHS.launch}`, `${TOOL_ORIGIN}${LTI_TOOL_PATHS.deepLink}`],
        jwks_uri: `${TOOL_ORIGIN}${LTI_TOOL_PATHS.jwks}`,
        scope: `${TOOL_SCOPES.score} ${TOOL_SCOPES.memberships}`,
      }),
    ]);
    const adminId = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'admin@demo.test')
        .executeTakeFirstOrThrow()
    ).id;
    expect(await platforms()).toEqual([
      expect.objectContaining({
        client_id: 'registered-client',
        deployment_ids: ['deployment-1'],
        jwks_url: lms.jwksUrl,
        auth_url: lms.authUrl,
        token_url: lms.tokenUrl,
        institution_id: institutionId,
        emails_verified: false,
        updated_by: adminId,
      }),
    ]);
    // The link was spent.
    refusedWith(await open(path), REGISTRATION_REFUSALS.link);

    const { response } = await ltiBrowser(t.app, lms).launch({ sub: 'teacher-1' });
    expect(response.statusCode).toBe(303);
    expect(String(response.headers.location)).toMatch(/#lti-code=[\w-]+$/);
  });

  test('registering the same issuer and client again keeps one platform and adds the new deployment', async () => {
    endpoints.deploymentId = 'deployment-2';
    const again = await confirm(await newLink());
    expect(again.statusCode).toBe(200);
    const [platform, ...others] = await platforms();
    expect(others).toEqual([]);
    expect([...platform!.deployment_ids].sort()).toEqual(['deployment-1', 'deployment-2']);
    expect(platform!.version).toBe(2);
  });

  test('two confirms of one link at once register once and refuse the other, never a 5xx', async () => {
    const path = await newLink();
    const before = endpoints.registrations.length;
    const answers = await Promise.all([confirm(path), confirm(path)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    expect(endpoints.registrations.length).toBe(before + 1);
    expect(await platforms()).toHaveLength(1);
  });

  test('the last page tells the platform to close the registration window', async () => {
    const script = await t.app.inject({ method: 'GET', url: LTI_REGISTRATION_PATHS.closeScript });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain("postMessage({ subject: 'org.imsglobal.lti.close' }, '*')");
  });
});
