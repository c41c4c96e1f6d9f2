/**
 * The staff a client hub access names (ADR 355): an access naming none is for all the institution's instructors; one
 * naming some shows the label's playlists to those only. Rows go with their access or their user.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hub_access_staff')
    .addColumn('access_id', 'integer', (c) => c.notNull().references('hub_access.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('hub_access_staff_pkey', ['access_id', 'user_id'])
    .execute();
  await db.schema.createIndex('hub_access_staff_user').on('hub_access_staff').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hub_access_staff').execute();
}
