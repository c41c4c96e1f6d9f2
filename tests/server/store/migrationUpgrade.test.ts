/**
 * A database the last release migrated (lastRelease.ts: its migrations, as it registered them, run unordered as it
 * ran them) migrates to the latest with today's migrator and ends with the schema of a fresh database, on PGlite and
 * on PostgreSQL (TEST_DATABASE_URL; skipped without it, as postgres.test.ts). ADR 324.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { createDb, IN_MEMORY } from '../../../server/db/createDb';
import type { Database } from '../../../server/db/database';
import { MIGRATIONS } from '../../../server/db/migrationList';
import { migrateToLatest } from '../../../server/db/migrator';
import { RELEASED_EMPTY } from '../../../server/db/unorderedRuns';
import { databaseUrl, dropDatabase, onServer } from '../postgresDatabases';
import { ARRIVAL_ORDER, RELEASE, RELEASED } from './lastRelease';

const fileHash = (name: string) =>
  createHash('sha256')
    .update(readFileSync(new URL(`../../../server/db/migrations/${name}.ts`, import.meta.url)))
    .digest('hex')
    .slice(0, 16);

/** What the release ran under each name: today's file, or nothing where it released an empty one. */
const EMPTY: Migration = { up: async () => {} };
const released = (name: string): Migration => (name in RELEASED_EMPTY ? EMPTY : MIGRATIONS[name]!);

/**
 * Migrates as the release did (Kysely with `allowUnorderedMigrations: true`), one migration at a time in `order`:
 * each run knows only the migrations that had arrived, and each happened an hour after the one before.
 */
async function migrateAsReleased(db: Kysely<Database>, order: readonly string[]): Promise<void> {
  for (let i = 0; i < order.length; i++) {
    const arrived = Object.fromEntries(order.slice(0, i + 1).map((name) => [name, released(name)]));
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => arrived },
      allowUnorderedMigrations: true,
    });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
  }
  const start = Date.UTC(2026, 10, 21);
  for (const [i, name] of order.entries()) {
    const at = new Date(start + i * 3_600_000).toISOString();
    await sql`update kysely_migration set timestamp = ${at} where name = ${name}`.execute(db);
  }
}

/** The schema as the catalogs give it: columns (by name, not position), constraints, indexes, triggers, functions. */
async function schemaOf(db: Kysely<Database>) {
  const rows = async (query: ReturnType<typeof sql>) => (await query.execute(db)).rows;
  return {
    columns: await rows(sql`select table_name, column_name, data_type, is_nullable, column_default
      from information_schema.columns where table_schema = 'public' order by table_name, column_name`),
    constraints:
      await rows(sql`select conrelid::regclass::text as relation, conname, pg_get_constraintdef(oid) as def
      from pg_constraint where connamespace = 'public'::regnamespace order by relation, conname`),
    indexes: await rows(
      sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`,
    ),
    triggers: await rows(sql`select tgrelid::regclass::text as relation, tgname, pg_get_triggerdef(oid) as def
      from pg_trigger where not tgisinternal order by relation, tgname`),
    functions: await rows(sql`select proname, pg_get_functiondef(oid) as def
      from pg_proc where pronamespace = 'public'::regnamespace order by proname, def`),
    views: await rows(
      sql`select viewname, definition from pg_views where schemaname = 'public' order by viewname`,
    ),
    extensions: await rows(sql`select extname from pg_extension order by extname`),
    migrations: await rows(sql`select name from kysely_migration order by timestamp, name`),
  };
}

interface Store {
  open(): Promise<Kysely<Database>>;
  closeAll(): Promise<void>;
}

function pglite(): Store {
  const opened: Kysely<Database>[] = [];
  return {
    open: async () => {
      const db = createDb({ databaseUrl: undefined, pgliteDir: IN_MEMORY });
      opened.push(db);
      return db;
    },
    closeAll: async () => void (await Promise.all(opened.map((db) => db.destroy()))),
  };
}

function postgres(url: string): Store {
  const opened: { name: string; db: Kysely<Database> }[] = [];
  return {
    open: async () => {
      const name = `upgrade_${randomBytes(4).toString('hex')}`;
      await onServer(url, (client) => client.query(`create database ${name}`));
      const db = createDb({ databaseUrl: databaseUrl(url, name), pgliteDir: '' });
      opened.push({ name, db });
      return db;
    },
    closeAll: async () => {
      for (const { name, db } of opened) {
        await db.destroy();
        await dropDatabase(url, name);
      }
    },
  };
}

test(`the last release's migrations are today's files, but for the ones it released empty`, () => {
  const changed = RELEASED.filter(([name, hash]) => fileHash(name) !== hash).map(([name]) => name);
  // A migration a database has run is never edited: that database would keep the old form. Write a new one.
  expect(changed, `migrations edited since ${RELEASE}`).toEqual(Object.keys(RELEASED_EMPTY));
  expect(Object.keys(RELEASED_EMPTY).map((name) => MIGRATIONS[name] !== undefined)).not.toContain(false);
});

const url = process.env.TEST_DATABASE_URL;
const stores: [string, () => Store][] = [['PGlite', pglite]];
if (url) stores.push(['PostgreSQL', () => postgres(url)]);
else console.warn('migrationUpgrade.test.ts runs on PGlite only: TEST_DATABASE_URL is unset');

describe.each(stores)('on %s', (_store, makeStore) => {
  const store = makeStore();
  let fresh: Awaited<ReturnType<typeof schemaOf>>;
  beforeAll(async () => {
    const db = await store.open();
    await migrateToLatest(db);
    fresh = await schemaOf(db);
  });
  afterAll(() => store.closeAll());

  test('a database the last release made in order migrates to the latest with the schema of a fresh one', async () => {
    const db = await store.open();
    await migrateAsReleased(db, RELEASED.map(([name]) => name).sort());
    expect(await migrateToLatest(db)).toEqual([
      ...Object.keys(RELEASED_EMPTY).map((name) => `up ${name}`),
      ...Object.keys(MIGRATIONS)
        .filter((name) => !RELEASED.some(([releasedName]) => releasedName === name))
        .map((name) => `up ${name}`),
    ]);
    expect(await schemaOf(db)).toEqual(fresh);
  });

  test('a database that ran them as they arrived (065 before 003, 073 before 071) migrates to the same schema, then stays', async () => {
    const db = await store.open();
    await migrateAsReleased(db, ARRIVAL_ORDER);
    await migrateToLatest(db);
    expect(await schemaOf(db)).toEqual(fresh);
    expect(await migrateToLatest(db)).toEqual([]);
  });

  test('a database an older release left with gaps (073 run, 071 and 072 not) runs them first, then the rest in order', async () => {
    const db = await store.open();
    await migrateAsReleased(db, ARRIVAL_ORDER.slice(0, ARRIVAL_ORDER.indexOf('073_class_title_search') + 1));
    const ran = await migrateToLatest(db);
    expect(ran.slice(0, 3)).toEqual(['up 071_class_quiz_dates', 'up 072_attempts', 'up 074_question_banks']);
    expect(await schemaOf(db)).toEqual(fresh);
  });

  test('a new migration that sorts before one already run is refused, not run out of order', async () => {
    const db = await store.open();
    await migrateToLatest(db);
    const late = { ...MIGRATIONS, '050_late': { up: async () => {} } };
    await expect(migrateToLatest(db, late)).rejects.toThrow(/corrupted migrations/);
  });
});
