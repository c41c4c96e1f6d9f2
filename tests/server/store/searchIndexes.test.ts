/**
 * Every `contains` search of the big lists (ADR 224) has a trigram index to serve it, on PGlite and on
 * PostgreSQL (a fresh database on TEST_DATABASE_URL's server). Whether the planner takes it depends on the data:
 * the plans at 100,000 quizzes are in the ADR, and `npm run bench -- throughput` measures them.
 */
import { sql, type Kysely } from 'kysely';
import { createDb, IN_MEMORY } from '../../../server/db/createDb';
import type { Database } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrator';
import { freshDatabase } from './serverProcesses';

/** The searched columns: quiz titles (every quiz list), owners (customer list), classes, institutions. */
const SEARCHED = [
  ['quizzes', 'title'],
  ['users', 'email'],
  ['users', 'first_name'],
  ['users', 'last_name'],
  ['classes', 'title'],
  ['institutions', 'title'],
] as const;

async function trigramIndexed(db: Kysely<Database>, table: string, column: string): Promise<boolean> {
  const { rows } = await sql<{ indexdef: string }>`
    select indexdef from pg_indexes where schemaname = 'public' and tablename = ${table}`.execute(db);
  return rows.some((row) => row.indexdef.endsWith(`USING gin (${column} gin_trgm_ops)`));
}

function searchesHaveIndexes(open: () => Promise<{ db: Kysely<Database>; close: () => Promise<void> }>) {
  let store: { db: Kysely<Database>; close: () => Promise<void> };
  beforeAll(async () => {
    store = await open();
    await migrateToLatest(store.db);
  });
  afterAll(() => store.close());

  test.each(SEARCHED)('a contains search of %s.%s has a trigram index', async (table, column) => {
    expect(await trigramIndexed(store.db, table, column)).toBe(true);
  });
}

describe('on PGlite', () => {
  searchesHaveIndexes(async () => {
    const db = createDb({ databaseUrl: undefined, pgliteDir: IN_MEMORY });
    return { db, close: () => db.destroy() };
  });
});

const url = process.env.TEST_DATABASE_URL;
describe.runIf(url)('on PostgreSQL', () => {
  searchesHaveIndexes(async () => {
    const database = await freshDatabase(url!);
    const db = createDb({ databaseUrl: database.url, pgliteDir: '' });
    return {
      db,
      close: async () => {
        await db.destroy();
        await database.drop();
      },
    };
  });
});
