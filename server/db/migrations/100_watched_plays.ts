/**
 * Where students rewatched (ADR 339): beside the merged segments of ADR 329, how many times each hundredth of the
 * video was played by the attempt — a JSON list of 100 counts, each batch adding at most one per part before its
 * segments are merged. [] for a row written before it (its parts count once where watched).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('assignment_watched')
    .addColumn('plays', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assignment_watched').dropColumn('plays').execute();
}
