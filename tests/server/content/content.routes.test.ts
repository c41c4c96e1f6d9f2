import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedContent } from '../../../server/seed/content';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let storageDir: string;
let superToken: string;
let publishToken: string;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'content-routes-'));
  t = await createTestApp({ env: { DATA_DIR: storageDir } });
  await seedContent(t.db, { storageDir: t.config.storageDir, now: new Date('2026-03-15T10:00:00Z') });
  superToken = (await t.signIn('super@demo.test')).accessToken;
  publishToken = (await t.signIn('publish@demo.test')).accessToken;
}, 60_000);

afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

const get = (url: string, token = superToken) => call(t.app, { method: 'GET', url, headers: bearer(token) });

describe('GET /api/free/search/', () => {
  test('returns 12 article cards per page with images, type, published date and collection flag', async () => {
    const { status, body } = await get('/api/free/search/?page=1');
    expect(status).toBe(200);
    expect(body.content.result).toHaveLength(12);
    expect(body.content.navigation).toMatchObject({ page: 1, items_per_page: 12, more: true });
    const card = body.content.result[0];
    expect(card.images.short).toMatch(/^\/media\/.+\.jpg$/);
    expect(typeof card.inCollection).toBe('boolean');
    expect(Date.parse(card.publishedAt)).not.toBeNaN();
  });

  test('the Research filter keeps only journal and encyclopedia articles; Education the rest', async () => {
    const research = await get('/api/free/search/?content_type=research&page=2');
    const education = await get('/api/free/search/?content_type=education');
    const all = await get('/api/free/search/');
    const researchTypes = new Set<string>(
      research.body.content.result.map((a: { articleType: string }) => a.articleType),
    );
    expect(
      [...researchTypes].every((type) => ['journal', 'encyclopedia_of_experiments'].includes(type)),
    ).toBe(true);
    expect(
      education.body.content.result.some((a: { articleType: string }) =>
        ['journal', 'encyclopedia_of_experiments'].includes(a.articleType),
      ),
    ).toBe(false);
    expect(research.body.content.navigation.total_items + education.body.content.navigation.total_items).toBe(
      all.body.content.navigation.total_items,
    );
  });

  test('the date range keeps only articles published between from and to, inclusive', async () => {
    const { body } = await get('/api/free/search/?from=2010-01-01&to=2010-12-31');
    expect(body.content.navigation.total_items).toBeGreaterThan(0);
    for (const card of body.content.result) {
      expect(card.publishedAt >= '2010-01-01' && card.publishedAt < '2011-01-01').toBe(true);
    }
  });

  test('a query matches titles, and a whole number matches the id', async () => {
    const first = (await get('/api/free/search/')).body.content.result[0];
    const word = first.title.split(' ').find((w: string) => w.length > 5);
    const byTitle = await get(`/api/free/search/?query=${encodeURIComponent(word)}`);
    expect(byTitle.body.content.result.length).toBeGreaterThan(0);
    const byId = await get(`/api/free/search/?query=${first.id}`);
    expect(byId.body.content.result.map((a: { id: number }) => a.id)).toEqual([first.id]);
    const none = await get('/api/free/search/?query=zzzqqq-nothing');
    expect(none.body.content.result).toEqual([]);
  });

  test('requires a signed-in user and rejects a malformed date', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/free/search/' })).status).toBe(401);
    expect((await get('/api/free/search/?from=yesterday')).status).toBe(400);
  });
});

describe('POST /api/admin/quiz/article_list', () => {
  const list = (body: object, token = superToken) =>
    call(t.app, {
      method: 'POST',
      url: '/api/admin/quiz/article_list',
      headers: bearer(token),
      payload: body,
    });

  test('filters by title contains or by section id and pages by the navigation', async () => {
    const all = await list({ navigation: { page: 1, itemsOnPage: 20 }, totalCount: true });
    expect(all.status).toBe(200);
    expect(all.body.content.result).toHaveLength(20);
    const sectionId = all.body.content.result[0].sectionId;
    const bySection = await list({
      filter: [{ property: 'section_id', operator: 'equals', value: sectionId }],
      bySection: true,
    });
    expect(bySection.body.content.result.every((a: { sectionId: number }) => a.sectionId === sectionId)).toBe(
      true,
    );
    const byTitle = await list({
      filter: [{ property: 'title', operator: 'contains', value: 'zzz-nothing' }],
    });
    expect(byTitle.body.content.result).toEqual([]);
  });

  test('is closed to users without the quiz area', async () => {
    expect((await list({}, publishToken)).status).toBe(403);
  });
});

describe('tags, sections and one article', () => {
  test('GET /api/free/tag_list lists the subjects, Biology among them', async () => {
    const { body } = await get('/api/free/tag_list');
    expect(body.content.map((tag: { title: string }) => tag.title)).toContain('Biology');
  });

  test('section lists: a domain with its children, paged on the admin route, 404 for an unknown id', async () => {
    const domain = await t.db
      .selectFrom('sections')
      .select('id')
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow();
    const free = await get(`/api/free/section/list/${domain.id}`);
    expect(free.body.content.children.length).toBeGreaterThan(1);
    const admin = await get(`/api/admin/section/list/${domain.id}?page=1&items_per_page=1`);
    expect(admin.body.content.result).toHaveLength(1);
    expect(admin.body.content.navigation.total_pages).toBe(free.body.content.children.length);
    expect((await get('/api/free/section/list/999999')).status).toBe(404);
  });

  test('GET /api/free/article/en/{id} carries the video data with playable media addresses', async () => {
    const article = await t.db
      .selectFrom('articles')
      .select(['id', 'title'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { status, body } = await get(`/api/free/article/en/${article.id}`);
    expect(status).toBe(200);
    expect(body.content.videoData).toMatchObject({
      articleId: article.id,
      title: article.title,
      src: '/media/sample-video.mp4',
    });
    expect(body.content.videoData.thumbnails[0]).toMatch(/^\/media\//);
    expect((await get('/api/free/article/en/999999')).status).toBe(404);
  });
});

describe('GET /media/*', () => {
  test('serves the seeded video publicly with its type, a long cache and byte ranges', async () => {
    const whole = await t.app.inject({ method: 'GET', url: '/media/sample-video.mp4' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['cache-control']).toContain('max-age=');
    const onDisk = await readFile(join(t.config.storageDir, 'media', 'sample-video.mp4'));
    const range = await t.app.inject({
      method: 'GET',
      url: '/media/sample-video.mp4',
      headers: { range: 'bytes=0-99' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(onDisk.subarray(0, 100))).toBe(true);
    const image = await t.app.inject({ method: 'GET', url: '/media/thumbnail-1.jpg' });
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  test('lists no directory and lets no path escape the media folder', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/media/' })).statusCode).toBe(404);
    const escape = await t.app.inject({ method: 'GET', url: '/media/..%2f..%2fsecret.key' });
    expect([403, 404]).toContain(escape.statusCode);
    const dotted = await t.app.inject({ method: 'GET', url: '/media/../secret.key' });
    expect(dotted.body).not.toContain('test-secret');
  });
});
