/**
 * The classes list's keyword search (`title ILIKE '%…%'`) served by a trigram index, as the quiz, owner and
 * institution searches are since 002 and 003 (ADR 224). Only where pg_trgm can be had, as in 002.
 */
import { type Kysely, sql } from 'kysely';
import { createTrigramIndexes } from '../migrationStatements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTrigramIndexes(db, [['classes_title_trgm', 'classes', 'title']], {
    ifNotExists: true,
    withoutIt: 'the class search uses no trigram index',
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS classes_title_trgm`.execute(db);
}
