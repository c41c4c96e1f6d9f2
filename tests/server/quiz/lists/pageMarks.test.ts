/**
 * Deep pages seek from kept marks instead of skipping every earlier row (ADR 242): whatever the page, its size and
 * a sort the keyset allows (or one it does not), the page holds exactly the rows an OFFSET over the whole list
 * would, ties and microseconds included, and a write moves the pages as it moves the list. On PGlite and on
 * PostgreSQL (a fresh database on TEST_DATABASE_URL's server).
 */
import { sql } from 'kysely';
import { QUIZ_LIST_PATHS } from '../../../../src/api/quiz/lists/quizListsContract';
import { createDb } from '../../../../server/db/createDb';
import { EXACT_TOTAL_LIMIT } from '../../../../server/lists/listTotal';
import { MARK_EVERY, seekFrom } from '../../../../server/lists/pageMarks';
import { freshDatabase } from '../../store/serverProcesses';
import { createSeededApp, type SeededApp } from './quizListsSetup';

/** Templates enough for several marks: created in threes at the same microsecond, titles repeating. */
const DEEP = 1300;

const ORDERS: Record<string, { sort: [string, 'asc' | 'desc'][]; sql: string }> = {
  newest: { sort: [], sql: 'created_at desc, id desc' },
  'title, last first': { sort: [['title', 'desc']], sql: 'title desc, created_at desc, id desc' },
  'id ascending': { sort: [['id', 'asc']], sql: 'id asc' },
  'updated, newest': { sort: [['updatedAt', 'desc']], sql: 'updated_at desc, created_at desc, id desc' },
  'title (directions mixed: no keyset)': {
    sort: [['title', 'asc']],
    sql: 'title asc, created_at desc, id desc',
  },
  'end date (nullable: no keyset)': {
    sort: [['endDate', 'desc']],
    sql: 'end_date desc, created_at desc, id desc',
  },
};

function deepPages(open: () => Promise<{ app: SeededApp; close: () => Promise<void> }>) {
  let t: SeededApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app: t, close } = await open());
    await sql`insert into quizzes (kind, title, created_at, updated_at)
      select 'template', 'Deep ' || (n % 400),
        timestamptz '2026-01-01 00:00:00.123456+00' + (n / 3) * interval '1.000001 second',
        timestamptz '2026-02-01 00:00:00.654321+00' + (n % 500) * interval '1 microsecond'
      from generate_series(1, ${DEEP}::int) n`.execute(t.db);
    await sql`analyze quizzes`.execute(t.db);
  }, 120_000);
  afterAll(() => close());

  const expected = async (order: string, perPage: number, page: number) =>
    (
      await sql<{ id: number }>`select id from quizzes where kind = 'template'
        order by ${sql.raw(order)} limit ${perPage} offset ${(page - 1) * perPage}`.execute(t.db)
    ).rows.map((row) => row.id);
  const listed = async (sort: [string, string][], perPage: number, page: number) => {
    const response = await t.as('super@demo.test')({
      method: 'POST',
      url: QUIZ_LIST_PATHS.templates,
      payload: { navigation: { page, itemsOnPage: perPage }, sort },
    });
    expect(response.status).toBe(200);
    const content = response.body.content as { result: { id: number }[]; navigation: { more: boolean } };
    return { ids: content.result.map((row) => row.id), more: content.navigation.more };
  };

  test.each(Object.keys(ORDERS))('sorted %s, every page holds what an offset would', async (name) => {
    const order = ORDERS[name]!;
    for (const perPage of [20, 37]) {
      const last = Math.ceil((DEEP + 40) / perPage);
      for (const page of [1, 12, 13, 14, 27, 28, 40, last - 1, last, last + 2]) {
        const { ids, more } = await listed(order.sort, perPage, page);
        const want = await expected(order.sql, perPage, page);
        expect(ids, `${name}, ${perPage} a page, page ${page}`).toEqual(want);
        expect(more).toBe((await expected(order.sql, 1, page * perPage + 1)).length > 0);
      }
    }
  });

  test('a quiz added or removed before a deep page moves that page at once', async () => {
    const before = await listed([], 20, 30);
    expect(before.ids).toEqual(await expected(ORDERS.newest!.sql, 20, 30));
    await sql`insert into quizzes (kind, title, created_at)
      select 'template', 'Newest ' || n, timestamptz '2030-01-01' + n * interval '1 second'
      from generate_series(1, 3) n`.execute(t.db);
    // Written beside the server, not through it: on PostgreSQL the change is heard a moment later.
    const moved = await expected(ORDERS.newest!.sql, 20, 30);
    expect(moved.slice(3)).toEqual(before.ids.slice(0, 17));
    await expect.poll(async () => (await listed([], 20, 30)).ids).toEqual(moved);

    await sql`delete from quizzes where title like 'Newest %'`.execute(t.db);
    await expect.poll(async () => (await listed([], 20, 30)).ids).toEqual(before.ids);
  });

  test('the classes list: every page holds what an offset would, and a new class moves deep pages', async () => {
    await sql`insert into classes (title, created_at)
      select 'Deep Lab ' || (n % 300), timestamptz '2026-01-01 00:00:00.123456+00' + (n / 3) * interval '1.000001 second'
      from generate_series(1, 700) n`.execute(t.db);
    const all = Number(
      (await sql<{ n: string }>`select count(*) as n from classes`.execute(t.db)).rows[0]!.n,
    );
    const classes = async (query: string) => {
      const response = await t.as('super@demo.test')({ method: 'GET', url: `/api/admin/class/?${query}` });
      expect(response.status).toBe(200);
      return (response.body.content as { result: { id: number }[] }).result.map((row) => row.id);
    };
    const offsetPage = async (order: string, perPage: number, page: number) =>
      (
        await sql<{ id: number }>`select id from classes order by ${sql.raw(order)}
          limit ${perPage} offset ${(page - 1) * perPage}`.execute(t.db)
      ).rows.map((row) => row.id);
    const orders = [
      ['', 'id desc'],
      ['&sort=title&direction=desc', 'lower(title) desc, id desc'],
      ['&sort=createdAt&direction=desc', 'created_at desc, id desc'],
      ['&sort=title&direction=asc', 'lower(title) asc, id desc'],
    ] as const;
    for (const [query, order] of orders) {
      for (const page of [1, 13, 14, 27, 30, Math.ceil(all / 19), Math.ceil(all / 19) + 1]) {
        expect(await classes(`itemsOnPage=19&page=${page}${query}`), `${query} page ${page}`).toEqual(
          await offsetPage(order, 19, page),
        );
      }
    }
    const before = await classes('itemsOnPage=20&page=20');
    await sql`insert into classes (title) values ('Deep Lab newest')`.execute(t.db);
    const moved = await offsetPage('id desc', 20, 20);
    expect(moved.slice(1)).toEqual(before.slice(0, 19));
    await expect.poll(() => classes('itemsOnPage=20&page=20')).toEqual(moved);
  });

  test('the institutions list: pages as an offset would, its total capped, exact on its last page', async () => {
    await sql`insert into institutions (title, created_at)
      select 'Deep College ' || (n % 500) || ' #' || n, timestamptz '2026-01-01 00:00:00.5+00' + (n / 4) * interval '1 second'
      from generate_series(1, 1200) n`.execute(t.db);
    await sql`analyze institutions`.execute(t.db);
    const all = Number(
      (await sql<{ n: string }>`select count(*) as n from institutions`.execute(t.db)).rows[0]!.n,
    );
    const institutions = async (page: number, sort: [string, string][] = []) => {
      const response = await t.as('super@demo.test')({
        method: 'POST',
        url: '/api/admin/institution',
        payload: { navigation: { page, itemsOnPage: 20 }, sort },
      });
      expect(response.status).toBe(200);
      const content = response.body.content as {
        result: { id: number }[];
        navigation: { total_items: number; more: boolean };
      };
      return { ids: content.result.map((row) => row.id), navigation: content.navigation };
    };
    const offsetPage = async (order: string, page: number) =>
      (
        await sql<{ id: number }>`select id from institutions order by ${sql.raw(order)}
          limit 20 offset ${(page - 1) * 20}`.execute(t.db)
      ).rows.map((row) => row.id);
    const lastPage = Math.ceil(all / 20);
    for (const [sort, order] of [
      [[], 'title asc, id asc'],
      [[['createdAt', 'asc']], 'created_at asc, title asc, id asc'],
      [[['createdAt', 'desc']], 'created_at desc, title asc, id asc'],
    ] as const) {
      for (const page of [1, 13, 14, 40, lastPage]) {
        const { ids } = await institutions(page, sort as unknown as [string, string][]);
        expect(ids, `${order} page ${page}`).toEqual(await offsetPage(order, page));
      }
    }
    const first = await institutions(1);
    expect(first.navigation.total_items).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    expect(first.navigation.total_items).toBeLessThanOrEqual(all * 2);
    expect((await institutions(lastPage)).navigation).toMatchObject({ total_items: all, more: false });
    expect((await institutions(lastPage + 2)).navigation).toMatchObject({ total_items: all, more: false });
  });
}

test('a deep page starts at the nearest mark before it and skips fewer rows than a mark spans', () => {
  const list = { table: sql`quizzes q`, id: sql`q.id`, columns: [] };
  const terms = [{ sql: list.id, direction: 'asc' as const }];
  const marks = [501, 502, 503];
  expect(seekFrom(list, terms, marks, MARK_EVERY - 1)).toBeNull();
  expect(seekFrom(list, terms, marks, MARK_EVERY * 2 + 7)?.offset).toBe(7);
  // Past the last mark, from the last mark.
  expect(seekFrom(list, terms, marks, MARK_EVERY * 5 + 1)?.offset).toBe(MARK_EVERY * 2 + 1);
});

describe('on PGlite', () => {
  deepPages(async () => {
    const app = await createSeededApp({ store: 'pglite' });
    return { app, close: () => app.close() };
  });
});

const url = process.env.TEST_DATABASE_URL;
describe.runIf(url)('on PostgreSQL', () => {
  deepPages(async () => {
    const database = await freshDatabase(url!);
    const app = await createSeededApp({ db: createDb({ databaseUrl: database.url, pgliteDir: '' }) });
    return {
      app,
      close: async () => {
        await app.close();
        await database.drop();
      },
    };
  });
});
