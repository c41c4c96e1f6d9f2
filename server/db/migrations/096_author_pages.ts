/**
 * Author pages (ADR 318): an author's articles are those whose `authors` contain an entry with that name, asked as
 * jsonb containment (`authors @> '[{"name": …}]'`), which this GIN index answers without reading every article.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX articles_authors ON articles USING gin (authors jsonb_path_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX articles_authors`.execute(db);
}
