/**
 * The classes list's keyword search (`title ILIKE '%…%'`) served by a trigram index, as the quiz, owner and
 * institution searches are since 002 and 003 (ADR 224). Only where pg_trgm can be had, as in 002.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION pg_trgm;
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'pg_trgm is not available (%); the class search uses no trigram index', SQLERRM;
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS classes_title_trgm ON classes USING gin (title gin_trgm_ops)';
  END IF;
END
$$;`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS classes_title_trgm`.execute(db);
}
