/**
 * Statements that several migrations issue. A migration that has run must replay byte for byte on a new store, so
 * what each helper emits never changes: a statement of another shape gets a helper of its own.
 */
import { type Kysely, sql } from 'kysely';

/** `[index name, table, column]` of a GIN trigram index. */
export type TrigramIndex = readonly [string, string, string];

/**
 * GIN trigram indexes serve `ILIKE '%x%'` where pg_trgm can be had (ADR 023): the block tries to create the
 * extension, says in a notice what goes without it when it cannot (`withoutIt`), and creates the indexes only
 * when it is there, so the migration never fails for lack of it.
 */
export async function createTrigramIndexes(
  db: Kysely<unknown>,
  indexes: readonly TrigramIndex[],
  options: { readonly ifNotExists: boolean; readonly withoutIt: string },
): Promise<void> {
  const create = options.ifNotExists ? 'CREATE INDEX IF NOT EXISTS' : 'CREATE INDEX';
  const statements = indexes
    .map(
      ([name, table, column]) =>
        `EXECUTE '${create} ${name} ON ${table} USING gin (${column} gin_trgm_ops)';`,
    )
    .join('\n    ');
  await sql
    .raw(
      `DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION pg_trgm;
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'pg_trgm is not available (%); ${options.withoutIt}', SQLERRM;
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    ${statements}
  END IF;
END
$$;`,
    )
    .execute(db);
}

/**
 * `create function name() returns trigger` in PL/pgSQL, its body given a line each (a continuation line carries
 * its own extra indentation).
 */
export async function createTriggerFunction(
  db: Kysely<unknown>,
  name: string,
  body: readonly string[],
): Promise<void> {
  const lines = body.map((line) => `      ${line}\n`).join('');
  await sql
    .raw(
      `
    create function ${name}() returns trigger language plpgsql as $$
    begin
${lines}    end $$
  `,
    )
    .execute(db);
}

/**
 * `create trigger` with its name, events and table (`users_change_feed after update or delete on users`), run for
 * each row or statement.
 */
export async function createTrigger(
  db: Kysely<unknown>,
  trigger: string,
  forEach: 'row' | 'statement',
  functionName: string,
): Promise<void> {
  await sql
    .raw(
      `
    create trigger ${trigger}
    for each ${forEach} execute function ${functionName}()
  `,
    )
    .execute(db);
}

/**
 * The lists' change feed on each table (018, ADR 160): any write announces itself through `console_lists_changed`,
 * once per statement, so every server process drops the list pages it keeps.
 */
export async function createListChangeFeedTriggers(
  db: Kysely<unknown>,
  tables: readonly string[],
): Promise<void> {
  for (const table of tables) {
    await sql`
      create trigger ${sql.id(`${table}_list_change_feed`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function console_lists_changed()
    `.execute(db);
  }
}

export async function dropListChangeFeedTriggers(
  db: Kysely<unknown>,
  tables: readonly string[],
): Promise<void> {
  for (const table of tables) {
    await sql`drop trigger ${sql.id(`${table}_list_change_feed`)} on ${sql.table(table)}`.execute(db);
  }
}

/** The sign-in throttle of 001, one row per key (an account or an address); 010 replaced it and puts it back on down. */
export async function createKeyedLoginAttempts(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('key_kind', 'text', (col) => col.notNull().check(sql`key_kind in ('account', 'address')`))
    .addColumn('key_value', 'text', (col) => col.notNull())
    .addColumn('attempted_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_key_idx')
    .on('login_attempts')
    .columns(['key_kind', 'key_value', 'attempted_at'])
    .execute();
}
