/**
 * Methods Collections and who edits them (ADR 265): a collection, and per collection the console users who may edit
 * it, as `PATCH /api/admin/collections/{id}/editor/{userId}` sets them. One row per collection and user.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('method_collections')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('method_collection_editors')
    .addColumn('collection_id', 'integer', (c) =>
      c.notNull().references('method_collections.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('can_edit', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('method_collection_editors_pk', ['collection_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('method_collection_editors_user')
    .on('method_collection_editors')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('method_collection_editors').execute();
  await db.schema.dropTable('method_collections').execute();
}
