/**
 * Scheduled publication (ADR 314) through the job queue: nothing is published before its moment; at it the article
 * is published once, its history naming who scheduled it; a moment that passed while no worker ran is published
 * when a worker starts; a rescheduled article is not published at its old moment, an unscheduled one never. Then
 * on one PostgreSQL (TEST_DATABASE_URL), two workers on connections of their own, each holding a copy of every
 * job, publish each article once.
 */
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DeskArticle } from '../../../src/domain/publish/deskArticle';
import type { Database } from '../../../server/db/database';
import { ARTICLE_PUBLISH_JOB } from '../../../server/jobs/articlePublish';
import { createServerWorker } from '../../../server/jobs/serverWorker';
import { databaseUrl } from '../postgresDatabases';
import { postgresTestApp } from '../postgresTestApp';
import { createTestApp, type TestApp } from '../testApp';
import { APPROVER, desk, inHours, insertCatalog, type Catalog } from './deskFixtures';

const HOUR_MS = 3_600_000;

async function publications(db: Kysely<Database>, articleId: number) {
  return db
    .selectFrom('article_history as h')
    .innerJoin('users as u', 'u.id', 'h.by_user')
    .select(['h.kind', 'h.scheduled_at', 'u.email'])
    .where('h.article_id', '=', articleId)
    .where('h.to_status', '=', 'published')
    .execute();
}

describe('on the test app', () => {
  let t: TestApp;
  let catalog: Catalog;
  let d: ReturnType<typeof desk>;
  const worker = () => createServerWorker(t.db, t.config, t.clock.now);

  beforeAll(async () => {
    t = await createTestApp();
    catalog = await insertCatalog(t);
    d = desk(t);
  });
  afterAll(() => t.close());

  /** An article in review, scheduled `hours` from now by the approver. */
  async function scheduled(hours: number): Promise<DeskArticle> {
    const article = await d.articleIn(catalog, 'in_review', t.clock.now());
    const answer = await d.step(APPROVER, article.id, {
      step: 'schedule',
      at: inHours(t.clock.now(), hours),
    });
    expect(answer.status).toBe(200);
    return answer.body.content as DeskArticle;
  }

  test('nothing is published before its moment; at it, once, in the name of who scheduled it', async () => {
    const article = await scheduled(2);
    t.clock.advance(HOUR_MS);
    await worker().runUntilIdle();
    expect((await d.article(article.id)).status).toBe('scheduled');
    t.clock.advance(HOUR_MS);
    await worker().runUntilIdle();
    const published = await d.article(article.id);
    expect(published).toMatchObject({ status: 'published', scheduledAt: null, version: article.version + 1 });
    expect(published.publishedAt).toBe(t.clock.now().toISOString());
    expect(await publications(t.db, article.id)).toEqual([
      { kind: 'scheduledPublish', scheduled_at: new Date(article.scheduledAt!), email: APPROVER },
    ]);
    // The job again (a retry, a second process): nothing more happens.
    await t.db
      .insertInto('jobs')
      .values({
        kind: ARTICLE_PUBLISH_JOB,
        payload: JSON.stringify({ articleId: article.id, at: article.scheduledAt }),
        run_at: t.clock.now(),
        created_at: t.clock.now(),
        updated_at: t.clock.now(),
      })
      .execute();
    await worker().runUntilIdle();
    expect(await publications(t.db, article.id)).toHaveLength(1);
    expect((await d.article(article.id)).version).toBe(published.version);
  });

  test('a moment that passed while no worker ran is published when a worker starts', async () => {
    const article = await scheduled(1);
    // The server was down for three days.
    t.clock.advance(72 * HOUR_MS);
    const restarted = worker();
    expect(await restarted.runUntilIdle()).toBeGreaterThanOrEqual(1);
    expect((await d.article(article.id)).status).toBe('published');
  });

  test('a rescheduled article is not published at its old moment, and an unscheduled one never', async () => {
    const moved = await scheduled(2);
    const later = await d.step(APPROVER, moved.id, { step: 'schedule', at: inHours(t.clock.now(), 10) });
    expect(later.status).toBe(200);
    const dropped = await scheduled(2);
    expect((await d.step(APPROVER, dropped.id, { step: 'unschedule' })).status).toBe(200);

    t.clock.advance(3 * HOUR_MS);
    await worker().runUntilIdle();
    expect((await d.article(moved.id)).status).toBe('scheduled');
    expect((await d.article(dropped.id)).status).toBe('in_review');

    t.clock.advance(8 * HOUR_MS);
    await worker().runUntilIdle();
    expect((await d.article(moved.id)).status).toBe('published');
    expect(await publications(t.db, moved.id)).toHaveLength(1);
    expect((await d.article(dropped.id)).status).toBe('in_review');
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('two workers on one PostgreSQL', () => {
  const database = postgresTestApp(url!, 'desk_scheduler');
  let t: TestApp;
  let other: Kysely<Database>;

  beforeAll(async () => {
    t = await database.start();
    // A second pool on the app's own database: the other process's connections.
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
    other = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: databaseUrl(url!, rows[0]!.name) }),
      }),
    });
  }, 120_000);
  afterAll(async () => {
    await other?.destroy();
    await database.stop();
  });

  test('each article scheduled for one moment is published once, whichever worker takes its jobs', async () => {
    const catalog = await insertCatalog(t);
    const d = desk(t);
    const at = inHours(t.clock.now(), 1);
    const articles: DeskArticle[] = [];
    for (let i = 0; i < 12; i++) {
      const article = await d.articleIn(catalog, 'in_review', t.clock.now());
      expect((await d.step(APPROVER, article.id, { step: 'schedule', at })).status).toBe(200);
      articles.push(article);
    }
    // Every job twice, as if each process had queued its own.
    const jobs = await t.db.selectFrom('jobs').selectAll().where('kind', '=', ARTICLE_PUBLISH_JOB).execute();
    await t.db
      .insertInto('jobs')
      .values(
        jobs.map((job) => ({
          kind: job.kind,
          payload: JSON.stringify(job.payload),
          run_at: job.run_at,
          created_at: job.created_at,
          updated_at: job.updated_at,
        })),
      )
      .execute();
    t.clock.advance(2 * HOUR_MS);
    const first = createServerWorker(t.db, t.config, t.clock.now);
    const second = createServerWorker(other, t.config, t.clock.now);
    const ran = await Promise.all([first.runUntilIdle(), second.runUntilIdle()]);
    expect(ran[0] + ran[1]).toBe(jobs.length * 2);
    for (const article of articles) {
      expect((await d.article(article.id)).status).toBe('published');
      expect(await publications(t.db, article.id)).toHaveLength(1);
    }
  });
});
