/**
 * Every route of a locked feature refuses with the same reason (ADR 355): the feature table
 * (src/domain/access/featureRoutes.ts) names registered routes only, the writes under a feature's paths are either
 * in it or knowingly open, and each route of each feature answers a locked instructor 403 with the lock's message and
 * an unlocked one anything else.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLASS_ACCESS_PATHS as PATHS } from '../../../src/api/classAccess/classAccessContract';
import { FEATURE_ROUTES, featureOfRoute } from '../../../src/domain/access/featureRoutes';
import { CLASS_ACCESS_MESSAGES, FEATURES, type Feature } from '../../../src/domain/classAccess/classAccess';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let sup: { authorization: string };
let instructor: { authorization: string };
let grant: { id: number; version: number };

/** The paths whose writes are a feature's; a write there not in the table must be named here with why it is open. */
const FEATURE_PATHS = [
  '/api/admin/class/',
  '/api/admin/question_banks',
  '/api/admin/ai/',
  '/api/lti/platform',
  '/api/lti/deep-link',
];
const OPEN_WRITES = new Set([
  // Reads sent as POST: the pickers and what a delete would take with it.
  'POST /api/admin/class/delete_impact',
  'POST /api/admin/class/quiz_list',
  'POST /api/admin/class/playlist_list',
  'POST /api/admin/class/my_playlist_list',
  'POST /api/admin/question_banks/delete_impact',
  'POST /api/admin/question_banks/:bankId/categories/delete_impact',
  'POST /api/lti/platform/list',
]);

const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, '1');
const send = (route: string, headers: { authorization: string }) => {
  const [method, url] = route.split(' ') as [string, string];
  const withBody = method !== 'GET' && method !== 'DELETE';
  return call(t.app, {
    method: method as 'GET',
    url: concreteUrl(url),
    headers,
    ...(withBody ? { payload: {} } : {}),
  });
};

beforeAll(async () => {
  t = await createTestApp();
  sup = bearer(await t.signIn('super@demo.test'));
  // An LTI instructor reaches the areas of all six features (classes, quiz, banks, lti).
  instructor = bearer(await t.signIn('lti@demo.test'));
  const { id: institutionId } = await t.db
    .insertInto('institutions')
    .values({ title: 'Lapsing College' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('users')
    .set({ institution_id: institutionId })
    .where('email', '=', 'lti@demo.test')
    .execute();
  const product = await call(t.app, {
    method: 'POST',
    url: PATHS.productCreate,
    headers: sup,
    payload: { name: 'Everything', features: [...FEATURES], lines: [] },
  });
  const day = (offset: number) =>
    new Date(t.clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const granted = await call(t.app, {
    method: 'POST',
    url: PATHS.grantCreate,
    headers: sup,
    payload: {
      institutionId,
      productId: product.body.content.id,
      startsOn: day(-10),
      endsOn: day(30),
      seats: null,
    },
  });
  grant = granted.body.content;
}, 120_000);
afterAll(() => t.close());

test('the feature table names only routes the server registers', () => {
  const registered = new Set(t.app.routeTable.map((route) => `${route.method} ${route.url}`));
  const stale = Object.values(FEATURE_ROUTES)
    .flat()
    .filter((route) => !registered.has(route));
  expect(stale).toEqual([]);
});

test("every write under a feature's paths is in the feature table or knowingly open", () => {
  const forgotten = t.app.routeTable
    .filter((route) => route.method !== 'GET' && FEATURE_PATHS.some((path) => route.url.startsWith(path)))
    .map((route) => `${route.method} ${route.url}`)
    .filter((route) => {
      const [method, url] = route.split(' ') as [string, string];
      return featureOfRoute(method, url) === undefined && !OPEN_WRITES.has(route);
    });
  expect(forgotten).toEqual([]);
});

describe('a locked instructor', () => {
  let endedOn: string;
  beforeAll(async () => {
    const ended = await call(t.app, {
      method: 'POST',
      url: PATHS.end(grant.id),
      headers: sup,
      payload: { version: grant.version },
    });
    expect(ended.status).toBe(200);
    grant = ended.body.content;
    endedOn = ended.body.content.endedAt.slice(0, 10);
  });

  test.each(FEATURES)(
    'every route of %s refuses with 403 naming the product and the day',
    async (feature: Feature) => {
      const message = CLASS_ACCESS_MESSAGES.featureLocked(feature, 'Everything', endedOn);
      for (const route of FEATURE_ROUTES[feature]) {
        const response = await send(route, instructor);
        expect({ route, status: response.status, message: response.body.content?.message }).toEqual({
          route,
          status: 403,
          message,
        });
      }
    },
  );

  test('reading what exists stays open', async () => {
    for (const route of [
      'GET /api/admin/class/',
      'POST /api/admin/quiz/user_quiz_list',
      'GET /api/admin/question_banks',
    ]) {
      const response = await send(route, instructor);
      expect({ route, status: response.status }).toEqual({ route, status: 200 });
    }
  });
});

describe('an instructor whose grant was renewed', () => {
  beforeAll(async () => {
    const endsOn = new Date(t.clock.now().getTime() + 60 * 86_400_000).toISOString().slice(0, 10);
    const renewed = await call(t.app, {
      method: 'POST',
      url: PATHS.renew(grant.id),
      headers: sup,
      payload: { endsOn, version: grant.version },
    });
    expect(renewed.status).toBe(200);
  });

  test.each(FEATURES)('no route of %s answers the lock', async (feature: Feature) => {
    for (const route of FEATURE_ROUTES[feature]) {
      const response = await send(route, instructor);
      const message: unknown = response.body.content?.message;
      expect({
        route,
        locked:
          typeof message === 'string' &&
          message.startsWith('You cannot perform this action: ') &&
          response.status === 403,
      }).toEqual({
        route,
        locked: false,
      });
      expect(response.status).toBeLessThan(500);
    }
  });
});
