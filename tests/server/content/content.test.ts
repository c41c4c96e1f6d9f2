import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { ARTICLE_TYPES, QUIZ_KINDS } from '../../../server/db/contentTables';
import { createDb, IN_MEMORY } from '../../../server/db/createDb';
import type { Database } from '../../../server/db/database';
import { migrateDown, migrateToLatest } from '../../../server/db/migrator';
import { type ContentSeedReport, seedContent, seedGeneratedQuizzes } from '../../../server/seed/content';
import { DESK_ARTICLES } from '../../../server/seed/content/deskArticleSeeds';

const NOW = new Date('2026-03-15T10:00:00Z');
const DEMO = ['super@demo.test', 'corporate@demo.test', 'admin@demo.test', 'cs@demo.test', 'trial@demo.test'];

let db: Kysely<Database>;
let storageDir: string;
let report: ContentSeedReport;

async function freshStore(): Promise<Kysely<Database>> {
  const store = createDb({ databaseUrl: undefined, pgliteDir: IN_MEMORY });
  await migrateToLatest(store);
  await store
    .insertInto('users')
    .values(
      DEMO.map((email) => ({
        email,
        first_name: 'Demo',
        last_name: email.split('@')[0]!,
        password_hash: 'x',
        roles: [],
      })),
    )
    .execute();
  return store;
}

const count = async (table: keyof Database) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  db = await freshStore();
  storageDir = await mkdtemp(join(tmpdir(), 'content-seed-'));
  report = await seedContent(db, { storageDir, now: NOW });
});

afterAll(async () => {
  await db.destroy();
  await rm(storageDir, { recursive: true, force: true });
});

describe('content seed', () => {
  test('the subjects include Biology, the default tag of new quizzes', async () => {
    const biology = await db
      .selectFrom('tags')
      .select('id')
      .where('title', '=', 'Biology')
      .executeTakeFirst();
    expect(biology).toBeDefined();
    expect(await count('tags')).toBeGreaterThanOrEqual(10);
  });

  test('there are institutions and a section tree', async () => {
    expect(await count('institutions')).toBeGreaterThanOrEqual(20);
    const sections = await db.selectFrom('sections').select(['id', 'parent_id']).execute();
    expect(sections.filter((s) => s.parent_id === null).length).toBeGreaterThan(3);
    expect(sections.filter((s) => s.parent_id !== null).length).toBeGreaterThan(10);
  });

  test('every article type has articles, each with a subject path, authors and a video', async () => {
    expect(report).toMatchObject({ created: true, articles: 300 });
    const byType = await db
      .selectFrom('articles')
      .select(['article_type', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('article_type')
      .execute();
    expect(byType.map((row) => row.article_type).sort()).toEqual([...ARTICLE_TYPES].sort());
    const article = await db.selectFrom('articles').selectAll().orderBy('id').executeTakeFirstOrThrow();
    expect(article.path[0]).toMatchObject({ type: 'subject' });
    expect(article.authors.length).toBeGreaterThan(0);
    expect(article.authors[0]!.institutionIndexes[0]).toBeLessThan(article.institutions.length);
    // The library's 300, and the desk's articles that have their video (ADR 314).
    expect(await count('article_videos')).toBe(300 + DESK_ARTICLES.filter((article) => article.video).length);
    const withoutTag = await db
      .selectFrom('articles')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('article_tags').whereRef('article_tags.article_id', '=', 'articles.id'))),
      )
      .select('id')
      .execute();
    expect(withoutTag).toEqual([]);
  });

  test('article titles are unique and the published ones were published between 2000 and 2026', async () => {
    const rows = await db.selectFrom('articles').select(['title', 'published_at', 'status']).execute();
    expect(new Set(rows.map((r) => r.title)).size).toBe(rows.length);
    for (const row of rows.filter((r) => r.status === 'published')) {
      expect(row.published_at!.getUTCFullYear()).toBeGreaterThanOrEqual(2000);
      expect(row.published_at!.getUTCFullYear()).toBeLessThanOrEqual(2026);
    }
  });

  test("every video record's files exist in the storage directory", async () => {
    const videos = await db.selectFrom('article_videos').selectAll().execute();
    const paths = new Set(
      videos.flatMap((v) => [
        v.cdn_file!,
        ...Object.values(v.subtitles),
        ...v.thumbnails,
        ...Object.values(v.images),
      ]),
    );
    expect(paths.size).toBeGreaterThan(4);
    for (const path of paths) expect(existsSync(join(storageDir, path)), path).toBe(true);
    expect(videos.every((v) => v.cdn_file !== null && v.meta_width === 320)).toBe(true);
  });

  test('quizzes of every kind exist, library ones of both types and one being processed', async () => {
    const quizzes = await db.selectFrom('quizzes').selectAll().execute();
    expect(new Set(quizzes.map((q) => q.kind))).toEqual(new Set(QUIZ_KINDS));
    const library = quizzes.filter((q) => q.kind === 'library');
    expect(library.some((q) => q.quiz_type === 'textbook' && q.section_id === null)).toBe(true);
    expect(library.some((q) => q.quiz_type === 'section' && q.section_id !== null)).toBe(true);
    expect(quizzes.filter((q) => q.process_status === 0)).toHaveLength(1);
    expect(quizzes.filter((q) => q.kind === 'template').every((q) => q.article_id !== null)).toBe(true);
  });

  test('every quiz has one to three activities of video items and four-option questions', async () => {
    const activities = await db
      .selectFrom('quiz_activities')
      .select(['quiz_id', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('quiz_id')
      .execute();
    expect(activities).toHaveLength(report.quizzes);
    expect(activities.every((a) => Number(a.n) >= 1 && Number(a.n) <= 3)).toBe(true);

    const items = await db.selectFrom('quiz_items').selectAll().execute();
    expect(items.some((i) => i.type === 1 && i.article_id !== null)).toBe(true);
    const options = await db.selectFrom('quiz_item_options').select(['id', 'item_id']).execute();
    for (const item of items.filter((i) => i.type === 2)) {
      const own = options.filter((o) => o.item_id === item.id).map((o) => o.id);
      expect(own).toHaveLength(4);
      expect(item.right_answer.length).toBeGreaterThan(0);
      expect(item.right_answer.every((id) => own.includes(id))).toBe(true);
    }
  });

  test('user quizzes belong to the demo accounts, with past, future and no deadlines', async () => {
    const quizzes = await db
      .selectFrom('quizzes')
      .innerJoin('users', 'users.id', 'quizzes.owner_user_id')
      .select(['users.email', 'quizzes.end_date', 'quizzes.restrict_non_institutional'])
      .where('quizzes.kind', '=', 'user')
      .execute();
    expect(new Set(quizzes.map((q) => q.email))).toEqual(new Set(DEMO));
    expect(quizzes.some((q) => q.end_date === null)).toBe(true);
    expect(quizzes.some((q) => q.end_date !== null && q.end_date < NOW)).toBe(true);
    expect(quizzes.some((q) => q.end_date !== null && q.end_date > NOW)).toBe(true);
    expect(new Set(quizzes.map((q) => q.restrict_non_institutional))).toEqual(new Set([true, false]));
  });

  test('some quizzes are shared and some have submitted results', async () => {
    const sharedAdmin = await db
      .selectFrom('quiz_shares')
      .innerJoin('quizzes', 'quizzes.id', 'quiz_shares.quiz_id')
      .select('quiz_shares.user_email')
      .where('quizzes.kind', '=', 'admin')
      .execute();
    expect(sharedAdmin.map((s) => s.user_email)).toContain('cs@demo.test');
    const assignments = await db.selectFrom('quiz_assignments').selectAll().execute();
    const submitted = assignments.filter((a) => a.submit_at !== null);
    expect(submitted.length).toBeGreaterThan(5);
    expect(assignments.some((a) => a.submit_at === null)).toBe(true);
    expect(submitted.every((a) => Object.keys(a.answers).length > 0)).toBe(true);
  });

  test('sponsors, translation groups and a banner exist', async () => {
    expect(await count('sponsors')).toBe(2);
    expect(await count('sponsor_articles')).toBeGreaterThan(10);
    expect(await count('translation_groups')).toBe(2);
    const languages = await db.selectFrom('site_translations').select('language').distinct().execute();
    expect(languages.length).toBeGreaterThan(3);
    expect(await count('banners')).toBe(1);
  });

  test('seeding twice adds nothing', async () => {
    const before = await Promise.all(
      (['tags', 'articles', 'quizzes', 'quiz_items', 'sponsors'] as const).map(count),
    );
    const again = await seedContent(db, { storageDir, now: NOW });
    expect(again.created).toBe(false);
    expect(
      await Promise.all((['tags', 'articles', 'quizzes', 'quiz_items', 'sponsors'] as const).map(count)),
    ).toEqual(before);
  });

  test('a fresh store gets the same articles', async () => {
    const other = await freshStore();
    const otherDir = await mkdtemp(join(tmpdir(), 'content-seed-'));
    try {
      await seedContent(other, { storageDir: otherDir, now: NOW });
      const titles = (store: Kysely<Database>) =>
        store.selectFrom('articles').select(['id', 'title', 'published_at']).orderBy('id').execute();
      expect(await titles(other)).toEqual(await titles(db));
    } finally {
      await other.destroy();
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  test('seedGeneratedQuizzes adds quizzes with two activities of five items each', async () => {
    const before = await count('quizzes');
    const itemsBefore = await count('quiz_items');
    await seedGeneratedQuizzes(db, 50, NOW);
    expect(await count('quizzes')).toBe(before + 50);
    expect(await count('quiz_items')).toBe(itemsBefore + 50 * 2 * 5);
    const latest = await db.selectFrom('quizzes').select('id').orderBy('id', 'desc').limit(50).execute();
    const activities = await db
      .selectFrom('quiz_activities')
      .select('id')
      .where(
        'quiz_id',
        'in',
        latest.map((q) => q.id),
      )
      .execute();
    expect(activities).toHaveLength(100);
  });

  test('migrating down past the content migration drops its tables and keeps the accounts', async () => {
    // Later migrations build on the content tables: step down until 002_content itself is reverted.
    for (let step = 0; step < 1_000; step += 1) {
      const reverted = await migrateDown(db);
      if (reverted.length === 0 || reverted.includes('down 002_content')) break;
    }
    const { rows } = await sql<{
      name: string;
    }>`select tablename as name from pg_tables where schemaname = 'public'`.execute(db);
    const tables = rows.map((r) => r.name);
    expect(tables).toContain('users');
    for (const table of [
      'tags',
      'articles',
      'article_videos',
      'quizzes',
      'quiz_items',
      'sponsors',
      'banners',
    ]) {
      expect(tables).not.toContain(table);
    }
  });
});
