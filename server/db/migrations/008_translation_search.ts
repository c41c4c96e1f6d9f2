/**
 * The translations grid's search (ADR 093) reads every key and value with `ILIKE '%x%'`: trigram indexes on both
 * let PostgreSQL answer it from the indexes at 5,000 keys × 8 languages. Only where pg_trgm can be had, as in 002.
 */
import { type Kysely, sql } from 'kysely';
import { createTrigramIndexes } from '../migrationStatements';

const TRIGRAM = [
  ['site_translations_value_trgm', 'site_translations', 'value'],
  ['site_translations_key_trgm', 'site_translations', 'key'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTrigramIndexes(db, TRIGRAM, {
    ifNotExists: true,
    withoutIt: 'the translation search uses no trigram index',
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of TRIGRAM) await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
}
