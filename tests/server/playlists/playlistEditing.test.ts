import { STALE_MESSAGES } from '../../../src/domain/shared/recordVersions';
import { seedContent } from '../../../server/seed/content';
import { bearer, call, createTestApp, type TestApp } from '../testApp';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let t: TestApp;
let dataDir: string;
let articles: { id: number; title: string }[];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'playlist-editing-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  await seedContent(t.db, { storageDir: t.config.storageDir });
  articles = await t.db.selectFrom('articles').select(['id', 'title']).orderBy('id').limit(30).execute();
}, 60_000);

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function send(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  email: string,
  payload?: object,
) {
  return call(t.app, {
    method,
    url,
    headers: bearer(await t.signIn(email)),
    ...(payload ? { payload } : {}),
  });
}

const rowsOf = (id: number) =>
  t.db.selectFrom('playlist_items').selectAll().where('playlist_id', '=', id).orderBy('sort_index').execute();

describe('creating and editing a playlist', () => {
  test('create stores the title and the entries in order, articles titled after their article', async () => {
    const [a, b] = articles;
    const created = await send('POST', '/api/admin/playlist', 'cs@demo.test', {
      title: '  Week 2  ',
      items: [
        { type: 'article', articleId: a!.id },
        { type: 'label', title: 'Then read' },
        { type: 'article', articleId: b!.id },
      ],
    });
    expect(created.status).toBe(200);
    const playlist = created.body.content;
    expect(playlist).toMatchObject({ title: 'Week 2', version: 1 });
    expect(playlist.items.map((i: { type: string; title: string }) => [i.type, i.title])).toEqual([
      ['article', a!.title],
      ['label', 'Then read'],
      ['article', b!.title],
    ]);
    const read = await send('GET', `/api/admin/playlist/${playlist.id}`, 'cs@demo.test');
    expect(read.body.content).toEqual(playlist);
  });

  test('a title under 3 characters or a blank label is refused and nothing is stored', async () => {
    const before = await t.db
      .selectFrom('playlists')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    const short = await send('POST', '/api/admin/playlist', 'cs@demo.test', { title: ' ab ', items: [] });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('Title is too short. It should have 3 characters or more.');
    const blank = await send('POST', '/api/admin/playlist', 'cs@demo.test', {
      title: 'Fine title',
      items: [{ type: 'label', title: '   ' }],
    });
    expect(blank.status).toBe(400);
    const unknown = await send('POST', '/api/admin/playlist', 'cs@demo.test', {
      title: 'Fine title',
      items: [{ type: 'article', articleId: 2_000_000_000 }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.content.message).toBe('Article 2000000000 does not exist');
    const after = await t.db
      .selectFrom('playlists')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
  });

  test('an edit on the loaded version replaces title and order; a second edit on that version is refused with 409', async () => {
    const [a, b, c] = articles;
    const { body } = await send('POST', '/api/admin/playlist', 'lti@demo.test', {
      title: 'Reorder me',
      items: [
        { type: 'article', articleId: a!.id },
        { type: 'article', articleId: b!.id },
      ],
    });
    const id = body.content.id;
    const first = await send('PATCH', `/api/admin/playlist/${id}`, 'lti@demo.test', {
      title: 'Reordered',
      version: 1,
      items: [
        { type: 'label', title: 'First' },
        { type: 'article', articleId: b!.id },
        { type: 'article', articleId: a!.id },
      ],
    });
    expect(first.status).toBe(200);
    expect(first.body.content.version).toBe(2);
    const stale = await send('PATCH', `/api/admin/playlist/${id}`, 'lti@demo.test', {
      title: 'Lost update',
      version: 1,
      items: [{ type: 'article', articleId: c!.id }],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.content).toEqual({
      message: STALE_MESSAGES.playlist,
      errors: { version: [STALE_MESSAGES.playlist] },
      // The version that won was this account's own save (ADR 300).
      savedByYou: true,
    });
    const stored = await rowsOf(id);
    expect(stored.map((r) => [r.type, r.article_ids])).toEqual([
      ['label', []],
      ['article', [b!.id]],
      ['article', [a!.id]],
    ]);
  });

  test('add_article appends once and answers the caller’s playlists that hold the article', async () => {
    const [a, b] = articles;
    const make = async (title: string, ids: number[]) =>
      (
        await send('POST', '/api/admin/playlist', 'admin@demo.test', {
          title,
          items: ids.map((articleId) => ({ type: 'article', articleId })),
        })
      ).body.content.id as number;
    const holding = await make('Holds it', [a!.id]);
    const target = await make('Gets it', [b!.id]);
    const added = await send('POST', `/api/admin/playlist/add_article/${target}`, 'admin@demo.test', {
      articleId: a!.id,
    });
    expect(added.status).toBe(200);
    expect(added.body.content.in_user_playlist).toEqual(expect.arrayContaining([holding, target]));
    const again = await send('POST', `/api/admin/playlist/add_article/${target}`, 'admin@demo.test', {
      articleId: a!.id,
    });
    expect(again.status).toBe(200);
    expect((await rowsOf(target)).map((r) => r.article_ids)).toEqual([[b!.id], [a!.id]]);
    const read = await send('GET', `/api/admin/playlist/${target}`, 'admin@demo.test');
    expect(read.body.content.version).toBe(3);
  });

  test('article_list pages the entries 9 at a time', async () => {
    const { body } = await send('POST', '/api/admin/playlist', 'cs@demo.test', {
      title: 'Long one',
      items: articles.slice(0, 12).map((a) => ({ type: 'article', articleId: a.id })),
    });
    const page = (n: number) =>
      send('POST', '/api/free/playlist/article_list', 'cs@demo.test', {
        playlistId: body.content.id,
        navigation: { page: n },
      });
    const first = await page(1);
    expect(first.body.content.result).toHaveLength(9);
    expect(first.body.content.navigation).toMatchObject({ total_items: 12, total_pages: 2, more: true });
    expect((await page(2)).body.content.result.map((i: { title: string }) => i.title)).toEqual(
      articles.slice(9, 12).map((a) => a.title),
    );
  });

  test('my_list searches by id or title and sorts; delete removes the playlist and its entries', async () => {
    const { body } = await send('POST', '/api/admin/playlist', 'corporate@demo.test', {
      title: 'Zebra fish',
      items: [{ type: 'article', articleId: articles[0]!.id }],
    });
    await send('POST', '/api/admin/playlist', 'corporate@demo.test', { title: 'Axolotl', items: [] });
    const list = (payload: object) =>
      send('POST', '/api/admin/playlist/my_list', 'corporate@demo.test', payload);
    const byTitle = await list({ filter: [{ property: 'title', operator: 'contains', value: 'zebra' }] });
    expect(byTitle.body.content.result.map((p: { title: string }) => p.title)).toEqual(['Zebra fish']);
    const byId = await list({ filter: [{ property: 'id', operator: 'equals', value: body.content.id }] });
    expect(byId.body.content.result).toHaveLength(1);
    const sorted = await list({ sort: [['title', 'desc']] });
    const titles = sorted.body.content.result.map((p: { title: string }) => p.title);
    expect(titles).toEqual([...titles].sort().reverse());
    expect((await list({ sort: [['owner', 'asc']] })).status).toBe(400);
    const removed = await send('DELETE', `/api/admin/playlist/${body.content.id}`, 'corporate@demo.test');
    expect(removed.status).toBe(200);
    expect(await rowsOf(body.content.id)).toEqual([]);
    expect((await send('GET', `/api/admin/playlist/${body.content.id}`, 'corporate@demo.test')).status).toBe(
      404,
    );
  });
});
