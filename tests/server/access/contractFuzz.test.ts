/**
 * No input is a server error (ADR 108). Every route of the route table is called, signed in as the super admin so
 * guards let the request through, with params, queries and bodies generated from its own request schemas (wrong
 * types, too long, too deep, NUL and lone surrogates, extra keys): no answer is ever a 5xx, and a refused (4xx)
 * write leaves the stored data exactly as it was. The cases the fuzzer first found stand as named tests above it.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import type { RouteEntry } from '../../../server/http/routeTable';
import { DB_INT_MAX, FIELD_MESSAGES } from '../../../src/domain/shared/fields';
import type { Token } from '../../../src/domain/session/session';
import { asText, encodeComponent, queryString, valueOf } from './fuzzArbitraries';
import { partSchema } from './requestSchemas';
import { assign, createQuiz, insertClip, questionsOfQuiz } from '../take/takeFixtures';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

const SUPER = 'super@demo.test';
const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
/** Runs per route: with about 215 routes (6,500 requests), the file stays under a minute on two cores. */
const RUNS = 30;
/** Longer than the sign-in throttle's window. */
const THROTTLE_WINDOW_MS = 16 * 60 * 1000;

// One app for the file, built before the tests are collected: the fuzz makes one test per route of its table. On
// PGlite, whose transaction ids are this store's alone: an unchanged next id proves nothing was written, where
// PostgreSQL's ids are shared with every other database of the server (and every other test file).
const t: TestApp = await createTestApp({ store: 'pglite' });
let token: Token = await t.signIn(SUPER);
const routes: readonly RouteEntry[] = t.app.routeTable;
afterAll(() => t.close());

/** A personal link that exists and one of its questions: the student page's routes get past 'Unknown link'. */
const takeQuiz = await createQuiz(t, await insertClip(t));
const LINK = {
  token: (await assign(t, takeQuiz.id, 'fuzz-student@school.test')).token,
  itemId: questionsOfQuiz(takeQuiz).atp.id,
};

const auth = () => bearer(token);
const post = (url: string, payload: unknown) =>
  call(t.app, { method: 'POST', url, headers: auth(), payload: payload as object });

/** The ids of the next transaction to start: unchanged means nothing was written since (no xid was assigned). */
async function nextXid(): Promise<string> {
  const { rows } = await sql<{
    x: string;
  }>`select pg_snapshot_xmax(pg_current_snapshot())::text as x`.execute(t.db);
  return rows[0]!.x;
}

/** Every table's rows, hashed; login attempts are left out (a refused sign-in is rightly counted). */
async function digest(): Promise<string> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'login_attempts'
    order by table_name`.execute(t.db);
  const parts = tables.map(
    ({ name }) =>
      sql`select ${name}::text || ':' || count(*)::text || ':' || coalesce(md5(string_agg(md5(r::text), '' order by md5(r::text))), '') as d from ${sql.table(name)} r`,
  );
  const { rows } = await sql<{ d: string }>`${sql.join(parts, sql` union all `)}`.execute(t.db);
  return rows.map((row) => row.d).join('\n');
}

/** The stored data before a request, kept until a transaction writes. */
let known: { xid: string; digest: string } | null = null;
async function storedBefore() {
  const xid = await nextXid();
  if (known?.xid !== xid) known = { xid, digest: await digest() };
  return known;
}
async function expectUnchanged(before: { xid: string; digest: string }) {
  const xid = await nextXid();
  if (xid === before.xid) return;
  // Some transaction took an id: it may have rolled back; the data must still be what it was.
  expect(await digest()).toBe(before.digest);
}

const fillPath = (url: string, values: Record<string, string> = {}) =>
  url.replace(/:([A-Za-z]+)/g, (_match, name: string) => values[name] ?? (name === 'type' ? 'admin' : '1'));

describe('named cases', () => {
  test('a NUL in the sign-in e-mail is a 400 naming the e-mail, without a token', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/admin/security/get_access_token',
      payload: { email: 'super@demo.test\u0000', password: 'demo-password' },
    });
    expect(response.status).toBe(400);
    expect(response.body.content.errors.email).toEqual([FIELD_MESSAGES.badCharacter]);
  });

  test('a lone surrogate in the sign-in e-mail is a 400 naming the e-mail', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/admin/security/get_access_token',
      payload: { email: 'super\uD800@demo.test', password: 'demo-password' },
    });
    expect(response.status).toBe(400);
    expect(response.body.content.errors.email).toEqual([FIELD_MESSAGES.badCharacter]);
  });

  test('a sign-in e-mail of 2.7 KB of random text is a 400 naming the e-mail', async () => {
    const email = fc.sample(fc.string({ minLength: 2700, maxLength: 2700 }), { numRuns: 1, seed: 7 })[0]!;
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/admin/security/get_access_token',
      payload: { email, password: 'demo-password' },
    });
    expect(response.status).toBe(400);
    expect(response.body.content.errors).toHaveProperty('email');
  });

  test('id 2147483648 on every :id route is a 400 naming the id', async () => {
    const idRoutes = routes.filter((route) => /:(id|docId)\b/.test(route.url));
    expect(idRoutes.length).toBeGreaterThan(20);
    for (const route of idRoutes) {
      for (const name of ['id', 'docId'].filter((param) => route.url.includes(`:${param}`))) {
        const url = fillPath(route.url, { [name]: String(DB_INT_MAX + 1) });
        const response = await call(t.app, { method: route.method, url, headers: auth(), payload: {} });
        expect({ route: `${route.method} ${url}`, status: response.status }).toEqual({
          route: `${route.method} ${url}`,
          status: 400,
        });
        expect(response.body.content.errors[name]).toEqual([FIELD_MESSAGES.id]);
      }
    }
  });

  test('70,000 ids in one sponsor article request are a 400 naming the articles', async () => {
    const articles = Array.from({ length: 70_000 }, (_, index) => index + 1);
    const response = await post('/api/admin/sponsor/1/article/add', { articles });
    expect(response.status).toBe(400);
    expect(response.body.content.errors.articles).toEqual([FIELD_MESSAGES.tooMany(1000)]);
  });

  test('a search from 2020-13-45 is a 400 naming from', async () => {
    const response = await call(t.app, {
      method: 'GET',
      url: '/api/free/search/?from=2020-13-45',
      headers: auth(),
    });
    expect(response.status).toBe(400);
    expect(response.body.content.errors.from).toEqual([FIELD_MESSAGES.date]);
  });

  test('a list filter date of -271821-04-20 is a 400 naming the filter', async () => {
    const response = await post('/api/admin/quiz/list', {
      filter: [{ property: 'createdAt', operator: 'gte', value: '-271821-04-20' }],
    });
    expect(response.status).toBe(400);
    expect(response.body.content.errors).toHaveProperty('filter');
  });

  test('a 900 KB translation group title and a 900 KB invitation e-mail are refused and not stored', async () => {
    const before = await digest();
    const group = await post('/api/admin/site_translation/group/create', {
      key: 'huge-title',
      title: 't'.repeat(900_000),
    });
    expect(group.status).toBe(400);
    expect(group.body.content.errors.title).toEqual([FIELD_MESSAGES.tooLong(255)]);
    const invitation = await post('/api/admin/admins/invitation', {
      email: `${'e'.repeat(900_000)}@demo.test`,
      roles: ['ROLE_ADMIN'],
    });
    expect(invitation.status).toBe(400);
    expect(invitation.body.content.errors).toHaveProperty('email');
    expect(await digest()).toBe(before);
  });

  test.each([
    [
      'a sponsor company name',
      '/api/admin/sponsor',
      { companyName: 'c'.repeat(3000), companyUrl: 'https://a.b' },
      'companyName',
    ],
    [
      'a translation key',
      '/api/admin/site_translation/add_by_key',
      { groupId: 1, key: 'k'.repeat(3000), translations: [{ language: 'en', value: 'v' }] },
      'key',
    ],
    [
      'a translation group key',
      '/api/admin/site_translation/group/create',
      { key: 'k'.repeat(3000), title: 'Title' },
      'key',
    ],
  ])('%s longer than its index allows is a 400 naming it', async (_name, url, payload, field) => {
    const response = await post(url, payload);
    expect(response.status).toBe(400);
    expect(response.body.content.errors).toHaveProperty(field);
  });
});

describe('what Fastify refuses before a schema', () => {
  test('a body over the limit is a 413', async () => {
    const response = await post('/api/admin/site_translation/group/create', {
      key: 'k',
      title: 'x'.repeat(1_100_000),
    });
    expect(response.status).toBe(413);
  });

  test('malformed JSON is a 400', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/admin/site_translation/group/create',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: '{"key": "k", "title": ',
    });
    expect(response.status).toBe(400);
  });

  test('a body of another content type is a 415', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/admin/site_translation/group/create',
      headers: { ...auth(), 'content-type': 'application/xml' },
      payload: '<group/>',
    });
    expect(response.status).toBe(415);
  });

  test('a __proto__ key is a 400 and pollutes nothing', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/admin/site_translation/group/create',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: '{"key": "proto", "title": "Proto", "__proto__": {"isAdmin": true}}',
    });
    expect(response.status).toBe(400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  test('a query array where a string is expected is a 400 naming the field', async () => {
    const response = await call(t.app, {
      method: 'GET',
      url: '/api/free/search/?query=a&query=b',
      headers: auth(),
    });
    expect(response.status).toBe(400);
    expect(response.body.content.errors).toHaveProperty('query');
  });

  test('unknown keys are dropped: the group is saved without them (ADR 107)', async () => {
    const response = await post('/api/admin/site_translation/group/create', {
      key: 'with-extra',
      title: 'With extra',
      isAdmin: true,
      owner: 1,
    });
    expect(response.status).toBe(200);
    expect(response.body.content).not.toHaveProperty('isAdmin');
    expect(response.body.content).not.toHaveProperty('owner');
  });
});

describe('uploads', () => {
  const multipart = (fileName: string, bytes: Buffer, extra = '') => {
    const boundary = 'fuzzboundary';
    const body = Buffer.concat([
      Buffer.from(
        `${extra}--${boundary}\r\ncontent-disposition: form-data; name="file"; filename*=UTF-8''${fileName}\r\ncontent-type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return {
      headers: { ...auth(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    };
  };
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

  test.each([
    ['a NUL', 'a%00b.pdf'],
    ['a lone surrogate', 'a%ED%A0%80b.pdf'],
    ['300 characters', `${'n'.repeat(300)}.pdf`],
  ])('a class document whose file name holds %s is a 4xx and stores nothing', async (_name, fileName) => {
    const before = await digest();
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/admin/class/1/document',
      ...multipart(fileName, pdf),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await digest()).toBe(before);
  });

  test('a huge field beside the file is a 4xx', async () => {
    const field = `--fuzzboundary\r\ncontent-disposition: form-data; name="note"\r\n\r\n${'f'.repeat(1_200_000)}\r\n`;
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/admin/class/1/document',
      ...multipart('notes.pdf', pdf, field),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  test.each([
    '/api/admin/quiz/template/from_package/qti',
    '/api/quiz/upload_image',
    '/api/admin/sponsor/1/add_file/logo',
  ])('%s refuses a NUL in the file name with a 4xx', async (url) => {
    const response = await call(t.app, { method: 'POST', url, ...multipart('a%00b.zip', pdf) });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

interface FuzzRequest {
  readonly params: unknown;
  readonly query: unknown;
  readonly body: unknown;
}

function requestArbitrary(route: RouteEntry): fc.Arbitrary<FuzzRequest> {
  const part = (name: 'params' | 'querystring' | 'body', fallback: fc.Arbitrary<unknown>) => {
    const schema = partSchema(route, name);
    return schema ? valueOf(schema) : fallback;
  };
  const isObject = (value: unknown): value is Record<string, unknown> =>
    value !== null && typeof value === 'object' && !Array.isArray(value);
  const params = route.url.includes(':token')
    ? fc
        .tuple(part('params', fc.constant({})), fc.boolean(), fc.boolean())
        .map(([value, ownToken, ownItem]) =>
          isObject(value)
            ? {
                ...value,
                ...(ownToken ? { token: LINK.token } : {}),
                ...(ownItem && 'itemId' in value ? { itemId: LINK.itemId } : {}),
              }
            : value,
        )
    : part('params', fc.constant({}));
  return fc.record({
    params,
    query: part(
      'querystring',
      fc.option(fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 })),
    ),
    body: part('body', fc.jsonValue({ maxDepth: 2 })),
  });
}

function injectOptions(route: RouteEntry, request: FuzzRequest) {
  const params =
    request.params !== null && typeof request.params === 'object' && !Array.isArray(request.params)
      ? Object.fromEntries(
          Object.entries(request.params as Record<string, unknown>).map(([key, value]) => [
            key,
            encodeComponent(asText(value)) || '1',
          ]),
        )
      : {};
  const query = queryString(request.query);
  const url = fillPath(route.url, params) + (query ? `?${query}` : '');
  const withBody = route.method !== 'GET' && request.body !== undefined;
  return {
    method: route.method as 'GET',
    url,
    headers: { ...auth(), ...(withBody ? { 'content-type': 'application/json' } : {}) },
    ...(withBody ? { payload: JSON.stringify(request.body) } : {}),
  };
}

/** Sign-in, refresh and sign-out run last, so fuzzing them cannot end the session the other routes use. */
const AUTH_LAST = (route: RouteEntry) => (route.url.startsWith('/api/admin/security/') ? 1 : 0);

describe('contract fuzz: no 5xx, and a refused write stores nothing', () => {
  test('every route is fuzzed', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  const ordered = [...routes].sort((a, b) => AUTH_LAST(a) - AUTH_LAST(b));
  test.each(ordered.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s',
    async (_name, route) => {
      const failures: string[] = [];
      await fc
        .assert(
          fc.asyncProperty(requestArbitrary(route), async (request) => {
            const options = injectOptions(route, request);
            const before = WRITES.has(route.method) ? await storedBefore() : null;
            const response = await t.app.inject(options);
            if (response.statusCode >= 500) {
              failures.push(
                `${options.method} ${options.url.slice(0, 300)} ${String(options.payload ?? '').slice(0, 300)} → ${response.statusCode}`,
              );
              return false;
            }
            if (before && response.statusCode >= 400) await expectUnchanged(before);
            // A fuzzed sign-out may end the session, and fuzzed sign-ins throttle this address: let the
            // throttle's window pass and sign in again for the next run.
            if (response.statusCode === 401 || response.statusCode === 429) {
              t.clock.advance(THROTTLE_WINDOW_MS);
              token = await t.signIn(SUPER);
            }
            return true;
          }),
          { numRuns: RUNS, seed: 20_261_122, endOnFailure: true },
        )
        .catch((error: unknown) => {
          failures.push(String(error).slice(0, 1500), String((error as Error).cause).slice(0, 1500));
        });
      expect(failures).toEqual([]);
    },
  );
});
