/**
 * A list's total without a full count on every page (ADR 225), for the quiz lists and the classes list: exact up to
 * EXACT_TOTAL_LIMIT matches and on a page with nothing after it, plausible beyond (never less than the rows the
 * page proves, `more` always right),
 * on PGlite and on PostgreSQL (a fresh database on TEST_DATABASE_URL's server).
 */
import { sql } from 'kysely';
import { QUIZ_LIST_PATHS } from '../../../../src/api/quiz/lists/quizListsContract';
import { createDb } from '../../../../server/db/createDb';
import { EXACT_TOTAL_LIMIT } from '../../../../server/lists/listTotal';
import { freshDatabase } from '../../store/serverProcesses';
import { createSeededApp, type SeededApp } from './quizListsSetup';

/** Templates 'Bulk Review 1' … 'Bulk Review 1500': well past the limit, with searches on either side of it. */
const BULK = 1500;

interface Navigation {
  page: number;
  total_items: number;
  total_pages: number;
  items_on_page: number;
  more: boolean;
}

function totals(open: () => Promise<{ app: SeededApp; close: () => Promise<void> }>) {
  let t: SeededApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app: t, close } = await open());
    await sql`insert into quizzes (kind, title) select 'template', 'Bulk Review ' || n from generate_series(1, ${BULK}::int) n`.execute(
      t.db,
    );
    await sql`analyze quizzes`.execute(t.db);
  }, 120_000);
  afterAll(() => close());

  const countOf = async (where: string) =>
    Number(
      (await sql<{ n: string }>`select count(*) as n from quizzes where ${sql.raw(where)}`.execute(t.db))
        .rows[0]!.n,
    );
  const page = async (page: number, title?: string) => {
    const filter = title
      ? [{ bool_operator: 'and', property: 'title', operator: 'contains', value: title }]
      : [];
    const response = await t.as('super@demo.test')({
      method: 'POST',
      url: QUIZ_LIST_PATHS.templates,
      payload: { navigation: { page, itemsOnPage: 20 }, filter },
    });
    expect(response.status).toBe(200);
    return response.body.content as { result: { title: string }[]; navigation: Navigation };
  };

  test('below the limit the total is exact on every page', async () => {
    // 'Bulk Review 1' matches 1, 10–19, 100–199 and 1000–1500: 612 rows.
    const exact = await countOf(`title ilike '%Bulk Review 1%'`);
    expect(exact).toBeLessThanOrEqual(EXACT_TOTAL_LIMIT);
    for (const n of [1, 7, Math.ceil(exact / 20)]) {
      const { navigation } = await page(n, 'bulk review 1');
      expect(navigation.total_items).toBe(exact);
      expect(navigation.more).toBe(n < Math.ceil(exact / 20));
    }
  });

  test('beyond the limit the total is plausible, and exact on the last page', async () => {
    const exact = await countOf(`kind = 'template'`);
    expect(exact).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    const first = await page(1);
    expect(first.navigation.total_items).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    expect(first.navigation.total_items).toBeGreaterThanOrEqual(exact / 2);
    expect(first.navigation.total_items).toBeLessThanOrEqual(exact * 2);
    expect(first.navigation.more).toBe(true);

    const lastPage = Math.ceil(exact / 20);
    const last = await page(lastPage);
    expect(last.result).toHaveLength(exact - (lastPage - 1) * 20);
    expect(last.navigation).toMatchObject({ total_items: exact, total_pages: lastPage, more: false });

    const beforeLast = await page(lastPage - 1);
    expect(beforeLast.result).toHaveLength(20);
    expect(beforeLast.navigation.more).toBe(true);
    expect(beforeLast.navigation.total_items).toBeGreaterThan((lastPage - 1) * 20);
  });

  test('past the last page the total is exact and the page empty', async () => {
    const exact = await countOf(`kind = 'template'`);
    const past = await page(Math.ceil(exact / 20) + 3);
    expect(past.result).toEqual([]);
    expect(past.navigation).toMatchObject({ total_items: exact, more: false });
  });

  test('a search still finds what it found: case, punctuation and a title past the limit', async () => {
    const { result, navigation } = await page(1, 'BULK REVIEW 1499');
    expect(result.map((row) => row.title)).toEqual(['Bulk Review 1499']);
    expect(navigation.total_items).toBe(1);
    expect((await page(1, 'Bulk Review_1')).navigation.total_items).toBe(0);
  });

  test('the classes list: exact below the limit, plausible beyond, exact on its last page, pages join up', async () => {
    await sql`insert into classes (title) select 'Bulk Lab ' || n from generate_series(1, 1100) n`.execute(
      t.db,
    );
    await sql`analyze classes`.execute(t.db);
    const exact = await sql<{ n: string }>`select count(*) as n from classes`.execute(t.db);
    const all = Number(exact.rows[0]!.n);
    const classes = async (query: string) => {
      const response = await t.as('super@demo.test')({ method: 'GET', url: `/api/admin/class/?${query}` });
      expect(response.status).toBe(200);
      return response.body.content as { result: { id: number; title: string }[]; navigation: Navigation };
    };
    // 'Bulk Lab 1' matches 1, 10–19, 100–199 and 1000–1100: 212 classes.
    const searched = await classes('keyword=bulk%20lab%201&itemsOnPage=20&page=2');
    expect(searched.navigation).toMatchObject({ total_items: 212, total_pages: 11, more: true });
    const first = await classes('itemsOnPage=20&page=1');
    expect(first.navigation.total_items).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    expect(first.navigation.total_items).toBeLessThanOrEqual(all * 2);
    const lastPage = Math.ceil(all / 20);
    const last = await classes(`itemsOnPage=20&page=${lastPage}`);
    expect(last.navigation).toMatchObject({ total_items: all, more: false });
    const deep = await classes('itemsOnPage=7&page=100');
    const before = await classes('itemsOnPage=7&page=99');
    const ordered = (await sql<{ id: number }>`select id from classes order by id desc`.execute(t.db)).rows;
    expect([...before.result, ...deep.result].map((row) => row.id)).toEqual(
      ordered.slice(98 * 7, 100 * 7).map((row) => row.id),
    );
  });

  test('the customer keyword finds the quizzes whose owner or title contains it, each once (ADR 226)', async () => {
    await sql`insert into quizzes (kind, title, owner_user_id)
      select 'user', case when n % 2 = 0 then 'Owner cs quiz ' || n else 'Demo_Recap ' || n end,
        (select id from users where email = 'cs@demo.test')
      from generate_series(1, 30) n`.execute(t.db);
    const expected = async (keyword: string) =>
      (
        await sql<{ id: number }>`select q.id from quizzes q left join users u on u.id = q.owner_user_id
          where q.kind = 'user' and (u.first_name ilike ${keyword} or u.last_name ilike ${keyword}
            or u.email ilike ${keyword} or q.title ilike ${keyword}) order by q.created_at desc, q.id desc`.execute(
          t.db,
        )
      ).rows.map((row) => row.id);
    for (const [keyword, like] of [
      ['CS@DEMO', '%cs@demo%'],
      ['demo', '%demo%'],
      ['Demo_Recap 1', '%Demo\\_Recap 1%'],
      ['recap', '%recap%'],
      ['50%', '%50\\%%'],
    ] as const) {
      const response = await t.as('super@demo.test')({
        method: 'GET',
        url: `${QUIZ_LIST_PATHS.customer}?showExpired=1&itemsOnPage=200&keyword=${encodeURIComponent(keyword)}`,
      });
      expect(response.status).toBe(200);
      const ids = (response.body.content.result as { id: number }[]).map((row) => row.id);
      expect(ids, keyword).toEqual(await expected(like));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
}

describe('on PGlite', () => {
  totals(async () => {
    const app = await createSeededApp({ store: 'pglite' });
    return { app, close: () => app.close() };
  });
});

const url = process.env.TEST_DATABASE_URL;
describe.runIf(url)('on PostgreSQL', () => {
  totals(async () => {
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
