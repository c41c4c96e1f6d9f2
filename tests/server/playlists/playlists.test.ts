import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedContent } from '../../../server/seed/content';
import { seedPlaylists } from '../../../server/seed/playlists';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'playlists-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  await seedContent(t.db, { storageDir: t.config.storageDir });
  await seedPlaylists(t.db);
}, 60_000);

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const post = async (url: string, email: string, payload: object) =>
  call(t.app, { method: 'POST', url, headers: bearer(await t.signIn(email)), payload });

describe('playlists for the import dialog', () => {
  test('the seed is idempotent', async () => {
    expect(await seedPlaylists(t.db)).toBe(0);
  });

  test('my_list returns only the caller’s playlists with their article counts', async () => {
    const { status, body } = await post('/api/admin/playlist/my_list', 'cs@demo.test', {});
    expect(status).toBe(200);
    expect(body.content.result.length).toBe(3);
    expect(body.content.result.every((p: { countOfArticles: number }) => p.countOfArticles === 5)).toBe(true);
    const owner = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'cs@demo.test')
      .executeTakeFirstOrThrow();
    const owned = await t.db
      .selectFrom('playlists')
      .select('id')
      .where('owner_user_id', '=', owner.id)
      .execute();
    expect(body.content.result.map((p: { id: number }) => p.id).sort()).toEqual(
      owned.map((p) => p.id).sort(),
    );
  });

  test('article_list gives labels and articles in order, to the owner and the full admins only', async () => {
    const mine = await post('/api/admin/playlist/my_list', 'cs@demo.test', {});
    const playlistId = mine.body.content.result[0].id;
    const own = await post('/api/free/playlist/article_list', 'cs@demo.test', { playlistId });
    expect(own.status).toBe(200);
    const items = own.body.content.result;
    expect(items.map((i: { type: string }) => i.type)).toEqual(['label', 'article', 'article']);
    expect(items[0].articles).toHaveLength(3);
    for (const admin of ['super@demo.test', 'corporate@demo.test', 'admin@demo.test'])
      expect((await post('/api/free/playlist/article_list', admin, { playlistId })).status).toBe(200);
    for (const other of ['lti@demo.test', 'publish@demo.test'])
      expect((await post('/api/free/playlist/article_list', other, { playlistId })).status).toBe(404);
  });

  test('every seeded playlist brings template questions: from_playlist follows a video with its questions', async () => {
    const token = await t.signIn('cs@demo.test');
    const mine = await post('/api/admin/playlist/my_list', 'cs@demo.test', {});
    for (const { id } of mine.body.content.result as { id: number }[]) {
      const { status, body } = await call(t.app, {
        method: 'GET',
        url: `/api/admin/quiz/from_playlist/${id}`,
        headers: bearer(token),
      });
      expect(status).toBe(200);
      const items = body.content.activities[0].items as {
        type: number;
        title: string;
        rightAnswer: number[];
        textOptions: { id: number }[];
      }[];
      const questions = items.filter((item) => item.type === 2);
      expect(questions.length).toBeGreaterThan(0);
      expect(items.filter((item) => item.type === 1)).toHaveLength(5);
      for (const question of questions) {
        expect(question.title.length).toBeGreaterThanOrEqual(3);
        const optionIds = question.textOptions.map((option) => option.id);
        expect(question.rightAnswer.every((answer) => optionIds.includes(answer))).toBe(true);
      }
    }
  });

  test('section_menu lists the domains with their sections; my_list is closed to publishers', async () => {
    const token = await t.signIn('cs@demo.test');
    const menu = await call(t.app, {
      method: 'GET',
      url: '/api/free/playlist/section_menu',
      headers: bearer(token),
    });
    expect(menu.body.content.length).toBeGreaterThan(3);
    expect(menu.body.content[0].children.length).toBeGreaterThan(0);
    expect((await post('/api/admin/playlist/my_list', 'publish@demo.test', {})).status).toBe(403);
  });
});
