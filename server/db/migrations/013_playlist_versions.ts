/**
 * Playlists become editable records (ADR 109, 120): a version that starts at 1 and grows with every save, and the
 * time of the last save. Existing rows take version 1.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('playlists')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('playlists').dropColumn('version').dropColumn('updated_at').execute();
}
