/**
 * Versions of a question (ADR 309): the versions after version 1 drawn from an imported item's random values, each
 * holding what differs from the question ([] for none).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('quiz_items')
    .addColumn('versions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quiz_items').dropColumn('versions').execute();
}
