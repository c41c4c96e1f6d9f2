/**
 * How the console authenticates at a provider's token endpoint (ADR 253), against real OpenID Providers on
 * loopback that enforce their registered method: `client_secret_basic`, `client_secret_post` and
 * `private_key_jwt`, chosen on the provider's form or, left to the provider, the first its discovery lists. The
 * discovery document is read once for many sign-ins, and every failed sign-in leaves one JSON log line with its
 * reason and request id, and no secret.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  IDENTITY_PROVIDER_PATHS,
  SINGLE_SIGN_ON_PATHS,
} from '../../../src/api/identityProviders/identityProvidersContract';
import { toolJwks } from '../../../server/lti/toolKey';
import { bearer, call, createTestApp, type TestApp } from '../testApp';
import {
  startOidcTestProvider,
  type OidcTestProvider,
  type OidcTestProviderOptions,
} from '../oidcTestProvider';

const CONSOLE = 'http://console.test';
const CALLBACK = `${CONSOLE}${SINGLE_SIGN_ON_PATHS.callback}`;

let t: TestApp;
let admin: string;
const providers: OidcTestProvider[] = [];
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: CONSOLE },
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean))
            logLines.push(JSON.parse(line) as Record<string, unknown>);
          done();
        },
      }),
    },
  });
  admin = (await t.signIn('admin@demo.test')).accessToken;
});

afterAll(async () => {
  await Promise.all(providers.map((op) => op.close()));
  await t?.close();
});

/** A provider enforcing `options`, serving `domain` for a new institution, registered with `clientAuth`. */
async function registered(domain: string, options: OidcTestProviderOptions, clientAuth?: string) {
  const op = await startOidcTestProvider(CALLBACK, options);
  providers.push(op);
  op.addAccount({ email: `teacher@${domain}`, email_verified: true, given_name: 'Ada', family_name: 'Lee' });
  const { id: institutionId } = await t.db
    .insertInto('institutions')
    .values({ title: `University of ${domain}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('institution_domains').values({ institution_id: institutionId, domain }).execute();
  const saved = await call(t.app, {
    method: 'POST',
    url: IDENTITY_PROVIDER_PATHS.create,
    headers: bearer(admin),
    payload: {
      institutionId,
      name: `${domain} sign-in`,
      issuer: op.issuer,
      clientId: op.clientId,
      clientSecret: op.clientSecret,
      emailDomains: domain,
      roles: ['ROLE_CS_USER'],
      enabled: true,
      ...(clientAuth ? { clientAuth } : {}),
    },
  });
  expect(saved.status).toBe(200);
  return { op, id: saved.body.content.id as number };
}

/** A whole sign-in of `email` through `op`: where the console lands, and the request id of the callback. */
async function signIn(op: OidcTestProvider, email: string) {
  const started = await t.app.inject({ method: 'GET', url: SINGLE_SIGN_ON_PATHS.start, query: { email } });
  expect(started.statusCode).toBe(303);
  const cookie = [started.headers['set-cookie']].flat().map((line) => String(line).split(';')[0]);
  const back = await op.signInAt(String(started.headers.location), email);
  const requestId = `sso-${Math.random().toString(36).slice(2)}`;
  const landed = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: cookie.join('; '), 'x-request-id': requestId },
  });
  expect(landed.statusCode).toBe(303);
  return { fragment: new URL(String(landed.headers.location)).hash.slice(1), requestId };
}

test('a provider enforcing client_secret_basic, listed first by its discovery, signs the user in', async () => {
  const { op } = await registered('basic.edu', {
    clientAuth: 'client_secret_basic',
    listedMethods: ['client_secret_basic', 'client_secret_post', 'private_key_jwt'],
  });
  expect((await signIn(op, 'teacher@basic.edu')).fragment).toMatch(/^sso=/);
});

test('client_secret_post chosen on the form is used even when discovery lists client_secret_basic first', async () => {
  const { op } = await registered(
    'post.edu',
    { clientAuth: 'client_secret_post', listedMethods: ['client_secret_basic', 'client_secret_post'] },
    'client_secret_post',
  );
  expect((await signIn(op, 'teacher@post.edu')).fragment).toMatch(/^sso=/);
});

test('private_key_jwt signs the token request with the key the console publishes', async () => {
  const jwks = await toolJwks(t.db, t.config);
  const published = await t.app.inject({ method: 'GET', url: '/lti/jwks.json' });
  expect(published.json()).toEqual(jwks);
  const { op } = await registered(
    'keys.edu',
    { clientAuth: 'private_key_jwt', jwks, listedMethods: ['client_secret_basic', 'private_key_jwt'] },
    'private_key_jwt',
  );
  expect((await signIn(op, 'teacher@keys.edu')).fragment).toMatch(/^sso=/);
});

test('a provider form answers the client authentication it was saved with', async () => {
  const { id } = await registered('shown.edu', {}, 'private_key_jwt');
  const read = await call(t.app, {
    method: 'GET',
    url: IDENTITY_PROVIDER_PATHS.one(id),
    headers: bearer(admin),
  });
  expect(read.body.content).toMatchObject({ clientAuth: 'private_key_jwt' });
  const bad = await call(t.app, {
    method: 'PATCH',
    url: IDENTITY_PROVIDER_PATHS.one(id),
    headers: bearer(admin),
    payload: { ...read.body.content, clientAuth: 'tls_client_auth', clientSecret: '', version: 1 },
  });
  expect(bad.status).toBe(400);
});

test('discovery is read once for many sign-ins', async () => {
  const { op } = await registered('cached.edu', {});
  for (let i = 0; i < 3; i += 1) expect((await signIn(op, 'teacher@cached.edu')).fragment).toMatch(/^sso=/);
  expect(op.discoveryReads()).toBe(1);
});

test('a failed sign-in is logged with its reason and request id, and without the secret', async () => {
  const { op } = await registered(
    'refused.edu',
    { clientAuth: 'client_secret_post', listedMethods: ['client_secret_post'] },
    'client_secret_basic',
  );
  const { fragment, requestId } = await signIn(op, 'teacher@refused.edu');
  expect(fragment).toBe('sso-error=failed');
  const lines = logLines.filter((line) => line.reqId === requestId && line.msg === 'single sign-on failed');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ reason: 'failed', provider: expect.any(Number) });
  expect(String(lines[0]!.detail)).toMatch(/invalid_client/);
  expect(JSON.stringify(logLines)).not.toContain(op.clientSecret);
});

test('a sign-in refused for a reason of the console is logged too', async () => {
  const requestId = 'sso-expired-state';
  const landed = await t.app.inject({
    method: 'GET',
    url: `${SINGLE_SIGN_ON_PATHS.callback}?state=unknown&code=abc`,
    headers: { 'x-request-id': requestId },
  });
  expect(String(landed.headers.location)).toContain('sso-error=expired');
  expect(logLines.filter((line) => line.reqId === requestId)).toContainEqual(
    expect.objectContaining({ msg: 'single sign-on failed', reason: 'expired' }),
  );
});
