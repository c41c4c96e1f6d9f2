/**
 * The translations grid's search (ADR 093) reads every key and value with `ILIKE '%x%'`: trigram indexes on both
 * let PostgreSQL answer it from the indexes at 5,000 keys × 8 languages. Only where pg_trgm can be had, as in 002.
 */
import { type Kysely, sql } from 'kysely';

const TRIGRAM = [
  ['site_translations_value_trgm', 'site_translations', 'value'],
  ['site_translations_key_trgm', 'site_translations', 'key'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = TRIGRAM.map(
    ([name, table, column]) =>
      `EXECUTE 'CREATE INDEX IF NOT EXISTS ${name} ON ${table} USING gin (${column} gin_trgm_ops)';`,
  ).join('\n    ');
  await sql
    .raw(
      `DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION pg_trgm;
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'pg_trgm is not available (%); the translation search uses no trigram index', SQLERRM;
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

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of TRIGRAM) await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
}
