/**
 * The authorization matrix, generated from the server's own route table: every `/api` route × the six demo roles,
 * an anonymous caller, and expired, forged, tampered and unsigned tokens. The expected verdict of each cell comes
 * from the route's declared access and the role table (src/domain/access/routeAccess.ts), so a new route is in the
 * matrix the moment it is registered, and one without a declared rule stops the server from starting.
 */
import { decodeJwt, SignJWT } from 'jose';
import type { RouteEntry } from '../../../server/http/routeTable';
import { DEMO_ACCOUNTS } from '../../../server/seed/accounts';
import { FEATURE_FLAGS, type FeatureFlags } from '../../../src/domain/access/roles';
import { describeAccess, mayCall, needsSignIn } from '../../../src/domain/access/routeAccess';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

const AREA_REFUSED = 'You do not have access to this area.';

let t: TestApp;
let routes: RouteEntry[];
const badTokens = new Map<string, string>();

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

beforeAll(async () => {
  t = await createTestApp();
  routes = t.app.routeTable;

  // An access token that was valid once: the clock then moves past its lifetime.
  const expired = (await t.signIn('super@demo.test')).accessToken;
  t.clock.advance((t.config.accessTokenTtlSeconds + 60) * 1000);

  const valid = (await t.signIn('super@demo.test')).accessToken;
  const claims = decodeJwt(valid);
  const [header, , signature] = valid.split('.');
  badTokens.set('an expired token', expired);
  badTokens.set(
    'a token signed with another secret',
    await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256')),
  );
  badTokens.set(
    'a token whose payload was changed',
    `${header}.${b64url({ ...claims, sub: String(Number(claims.sub) + 1) })}.${signature}`,
  );
  badTokens.set('an unsigned token', `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.`);
  badTokens.set('a malformed token', 'not-a-token');
});
afterAll(() => t.close());

async function setFlags(flags: FeatureFlags) {
  for (const key of FEATURE_FLAGS) {
    await t.db
      .updateTable('feature_flags')
      .set({ enabled: flags[key] ?? false })
      .where('key', '=', key)
      .execute();
  }
}

/** Every path parameter filled with 1: guards run before validation, so the values never reach a handler first. */
const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

function send(route: RouteEntry, headers: Record<string, string>) {
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  return call(t.app, {
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    headers,
    ...(withBody ? { payload: {} } : {}),
  });
}

test('the route table lists every API route with a declared rule', () => {
  expect(routes.length).toBeGreaterThan(90);
  const unguarded = routes.filter((route) => !needsSignIn(route.access));
  // Exactly the routes a signed-out visitor must reach: sign in, sign out with the refresh token (even once the
  // access token has expired), refresh, finish an invitation, and the student page, whose personal link's token
  // is its credential (a new attempt included, ADR 219); sign-in through an institution's identity provider (ADR 182); and the hand-over of the
  // one-time code either of those or an LTI launch gives the console (ADR 182, 183); the API's description and its
  // reference page (ADR 228).
  expect(unguarded.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
    // A file sent as an answer, removed from it, or downloaded by its student, on the link (ADR 294).
    'DELETE /api/take/:token/answers/:itemId/files/:fileId',
    'GET /api/auth/sso/callback',
    'GET /api/auth/sso/start',
    'GET /api/docs',
    'GET /api/docs/json',
    'GET /api/docs/yaml',
    'GET /api/openapi.json',
    'GET /api/take/:token',
    'GET /api/take/:token/files/:fileId',
    'POST /api/admin/security/get_access_token',
    'POST /api/admin/security/hand_over',
    'POST /api/admin/security/logout',
    'POST /api/admin/security/refresh_access_token',
    'POST /api/auth/sso/lookup',
    'POST /api/security/admin/registration/finish',
    'POST /api/take/:token/answers/:itemId/files',
    // A hint the student asks for, on the link (ADR 293).
    'POST /api/take/:token/hints/:itemId',
    'POST /api/take/:token/retry',
    'POST /api/take/:token/start',
    'POST /api/take/:token/submit',
    // Played segments of a video, on the link (ADR 329).
    'POST /api/take/:token/watched/:itemId',
    'PUT /api/take/:token/answers/:itemId',
  ]);
});

test('a route registered without a guard stops the server from starting', async () => {
  await expect(
    createTestApp({
      extend: (app) => {
        app.get('/api/admin/forgotten', async () => ({ content: {} }));
      },
    }),
  ).rejects.toThrow(/GET \/api\/admin\/forgotten must declare exactly one access rule/);
});

describe.each([
  ['with every flag on', { adminTranslations: true, adminBanner: true }],
  ['with every flag off', { adminTranslations: false, adminBanner: false }],
] as const)('%s', (_label, flags) => {
  beforeAll(() => setFlags(flags));

  const guarded = () => routes.filter((route) => needsSignIn(route.access));

  test('each role gets exactly what the role table gives it, on every route', async () => {
    const wrong: string[] = [];
    for (const account of DEMO_ACCOUNTS) {
      let accessToken = (await t.signIn(account.email)).accessToken;
      for (const route of guarded()) {
        let response = await send(route, bearer(accessToken));
        // A route may end the session it was called with (sign-out, everywhere): the next call meets a 401 and
        // is made again in a fresh session, so every verdict is the one a signed-in caller gets.
        if (response.status === 401) {
          accessToken = (await t.signIn(account.email)).accessToken;
          response = await send(route, bearer(accessToken));
        }
        const allowed = mayCall(route.access, account.roles, flags);
        const refusedByArea = response.status === 403 && response.body?.content?.message === AREA_REFUSED;
        const ok = allowed
          ? response.status !== 401 && !refusedByArea && response.status < 500
          : refusedByArea;
        if (!ok) {
          wrong.push(
            `${account.email} ${route.method} ${route.url} (${describeAccess(route.access)}): expected ${
              allowed ? 'allowed' : '403'
            }, got ${response.status} ${JSON.stringify(response.body?.content?.message)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  test('an anonymous caller and every bad token get 401 on every guarded route', async () => {
    const wrong: string[] = [];
    const callers: [string, Record<string, string>][] = [
      ['no token', {}],
      ...[...badTokens].map(([name, token]): [string, Record<string, string>] => [name, bearer(token)]),
    ];
    for (const [name, headers] of callers) {
      for (const route of guarded()) {
        const response = await send(route, headers);
        if (response.status !== 401)
          wrong.push(`${name}: ${route.method} ${route.url} gave ${response.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
