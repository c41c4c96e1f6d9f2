/**
 * ADR 119 as a table: every playlist route × every demo account × their own playlist and someone else's. The
 * owner and the full admins may do everything; anyone else is answered 404 as for a missing id; an account
 * without the Playlists area is refused by the area guard first.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedContent } from '../../../server/seed/content';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let dataDir: string;
let articleId: number;
const tokens = new Map<string, string>();
const userIds = new Map<string, number>();

const ACCOUNTS = [
  'super@demo.test',
  'corporate@demo.test',
  'admin@demo.test',
  'cs@demo.test',
  'lti@demo.test',
  'publish@demo.test',
] as const;
type Account = (typeof ACCOUNTS)[number];

/** Whose playlist "someone else's" is: another account that has the Playlists area. */
const OTHER_OWNER: Record<Account, Account> = {
  'super@demo.test': 'cs@demo.test',
  'corporate@demo.test': 'lti@demo.test',
  'admin@demo.test': 'cs@demo.test',
  'cs@demo.test': 'lti@demo.test',
  'lti@demo.test': 'cs@demo.test',
  'publish@demo.test': 'cs@demo.test',
};

type Expected = 'ok' | 404 | 403;
/**
 * The verdicts, written out. A publisher has no Playlists area, so cannot make a playlist; one that owns a playlist
 * anyway still reads it through the free route.
 */
const TABLE: Record<Account, { own: Expected; other: Expected; area: boolean }> = {
  'super@demo.test': { own: 'ok', other: 'ok', area: true },
  'corporate@demo.test': { own: 'ok', other: 'ok', area: true },
  'admin@demo.test': { own: 'ok', other: 'ok', area: true },
  'cs@demo.test': { own: 'ok', other: 404, area: true },
  'lti@demo.test': { own: 'ok', other: 404, area: true },
  'publish@demo.test': { own: 'ok', other: 404, area: false },
};

interface RouteCase {
  readonly name: string;
  /** Routes under the Playlists area answer 403 to an account without it before anything else. */
  readonly areaGuarded: boolean;
  readonly request: (id: number) => {
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
    url: string;
    payload?: object;
  };
}

const ROUTES: RouteCase[] = [
  {
    name: 'GET /api/admin/playlist/{id}',
    areaGuarded: true,
    request: (id) => ({ method: 'GET', url: `/api/admin/playlist/${id}` }),
  },
  {
    name: 'PATCH /api/admin/playlist/{id}',
    areaGuarded: true,
    request: (id) => ({
      method: 'PATCH',
      url: `/api/admin/playlist/${id}`,
      payload: { title: 'Renamed', version: 1, items: [] },
    }),
  },
  {
    name: 'DELETE /api/admin/playlist/{id}',
    areaGuarded: true,
    request: (id) => ({ method: 'DELETE', url: `/api/admin/playlist/${id}` }),
  },
  {
    name: 'POST /api/admin/playlist/add_article/{playlistId}',
    areaGuarded: true,
    request: (id) => ({
      method: 'POST',
      url: `/api/admin/playlist/add_article/${id}`,
      payload: { articleId },
    }),
  },
  {
    name: 'POST /api/free/playlist/article_list',
    areaGuarded: false,
    request: (id) => ({
      method: 'POST',
      url: '/api/free/playlist/article_list',
      payload: { playlistId: id },
    }),
  },
];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'playlist-access-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  await seedContent(t.db, { storageDir: t.config.storageDir });
  articleId = (await t.db.selectFrom('articles').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  for (const email of ACCOUNTS) {
    tokens.set(email, (await t.signIn(email)).accessToken);
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    userIds.set(email, user.id);
  }
}, 60_000);

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A fresh playlist of `owner` for each cell, so edits and deletes of one cell never touch another. */
async function playlistOf(owner: Account): Promise<number> {
  const { id } = await t.db
    .insertInto('playlists')
    .values({ title: `Owned by ${owner}`, owner_user_id: userIds.get(owner)! })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const cells = ROUTES.flatMap((route) =>
  ACCOUNTS.flatMap((account) =>
    (['own', 'other'] as const).map((whose) => {
      const row = TABLE[account];
      const expected: Expected = route.areaGuarded && !row.area ? 403 : row[whose];
      return [route.name, account, whose, expected] as const;
    }),
  ),
);

test.each(cells)('%s as %s, %s playlist: %s', async (routeName, account, whose, expected) => {
  const route = ROUTES.find((r) => r.name === routeName)!;
  const id = await playlistOf(whose === 'own' ? account : OTHER_OWNER[account]);
  const before = await t.db.selectFrom('playlists').selectAll().where('id', '=', id).executeTakeFirst();
  const { status } = await call(t.app, { ...route.request(id), headers: bearer(tokens.get(account)!) });
  if (expected === 'ok') {
    expect(status).toBe(200);
    return;
  }
  expect(status).toBe(expected);
  // A refused call changes nothing.
  expect(await t.db.selectFrom('playlists').selectAll().where('id', '=', id).executeTakeFirst()).toEqual(
    before,
  );
});

test.each(ACCOUNTS)('my_list of %s holds only their own playlists', async (account) => {
  const own = await playlistOf(account === 'publish@demo.test' ? 'cs@demo.test' : account);
  const { status, body } = await call(t.app, {
    method: 'POST',
    url: '/api/admin/playlist/my_list',
    headers: bearer(tokens.get(account)!),
    payload: { navigation: { page: 1, itemsOnPage: 200 } },
  });
  if (!TABLE[account].area) {
    expect(status).toBe(403);
    return;
  }
  const ids = (body.content.result as { id: number }[]).map((p) => p.id);
  expect(ids).toContain(own);
  const owners = await t.db.selectFrom('playlists').select('owner_user_id').where('id', 'in', ids).execute();
  expect(new Set(owners.map((o) => o.owner_user_id))).toEqual(new Set([userIds.get(account)]));
});

test.each(ACCOUNTS)('create as %s makes a playlist the caller owns', async (account) => {
  const { status, body } = await call(t.app, {
    method: 'POST',
    url: '/api/admin/playlist',
    headers: bearer(tokens.get(account)!),
    payload: { title: 'Mine now', items: [] },
  });
  if (!TABLE[account].area) {
    expect(status).toBe(403);
    return;
  }
  expect(status).toBe(200);
  const row = await t.db
    .selectFrom('playlists')
    .select('owner_user_id')
    .where('id', '=', body.content.id)
    .executeTakeFirstOrThrow();
  expect(row.owner_user_id).toBe(userIds.get(account));
});

test('a missing id and a hidden playlist answer the same 404', async () => {
  const hidden = await playlistOf('lti@demo.test');
  const headers = bearer(tokens.get('cs@demo.test')!);
  const a = await call(t.app, { method: 'GET', url: `/api/admin/playlist/${hidden}`, headers });
  const b = await call(t.app, { method: 'GET', url: '/api/admin/playlist/2147483647', headers });
  expect([a.status, a.body]).toEqual([b.status, b.body]);
});

/** ADR 192: the console offers what a playlist's `actions` say; they are the routes the caller is then let through. */
const EVERY_PLAYLIST_ACTION = ['view', 'edit', 'delete', 'addArticle', 'addToClass'];
test.each(ACCOUNTS.filter((account) => TABLE[account].area))(
  'the playlists %s reads carry the actions the routes allow them',
  async (account) => {
    const headers = bearer(tokens.get(account)!);
    const own = await playlistOf(account);
    const listed = await call(t.app, {
      method: 'POST',
      url: '/api/admin/playlist/my_list',
      headers,
      payload: { navigation: { page: 1, itemsOnPage: 200 } },
    });
    const row = (listed.body.content.result as { id: number; actions: string[] }[]).find((p) => p.id === own);
    expect(row?.actions).toEqual(EVERY_PLAYLIST_ACTION);
    const other = await playlistOf(OTHER_OWNER[account]);
    const read = await call(t.app, { url: `/api/admin/playlist/${other}`, headers });
    if (TABLE[account].other === 'ok') expect(read.body.content.actions).toEqual(EVERY_PLAYLIST_ACTION);
    else expect(read.status).toBe(404);
    const ownRead = await call(t.app, { url: `/api/admin/playlist/${own}`, headers });
    expect(ownRead.body.content.actions).toEqual(EVERY_PLAYLIST_ACTION);
  },
);
