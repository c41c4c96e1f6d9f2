/**
 * The client hub (ADR 348): hub labels, the institutions given a label for a period (revoked, never deleted), the
 * playlists curated per label in their order, and an append-only history of who changed what. An institution holds
 * at most one open access (not revoked) of a label, so two grants sent at once give one grant and one refusal.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hub_labels')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('hub_labels_name')
    .on('hub_labels')
    .expression(sql`lower(name)`)
    .unique()
    .execute();

  await db.schema
    .createTable('hub_access')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('label_id', 'integer', (c) => c.notNull().references('hub_labels.id').onDelete('cascade'))
    .addColumn('institution_id', 'integer', (c) =>
      c.notNull().references('institutions.id').onDelete('cascade'),
    )
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('granted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addCheckConstraint('hub_access_period', sql`ends_at > starts_at`)
    .execute();
  await db.schema
    .createIndex('hub_access_open')
    .on('hub_access')
    .columns(['label_id', 'institution_id'])
    .unique()
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
  await db.schema.createIndex('hub_access_institution').on('hub_access').column('institution_id').execute();

  await db.schema
    .createTable('hub_playlists')
    .addColumn('label_id', 'integer', (c) => c.notNull().references('hub_labels.id').onDelete('cascade'))
    .addColumn('playlist_id', 'integer', (c) => c.notNull().references('playlists.id').onDelete('cascade'))
    .addColumn('sort_index', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('hub_playlists_pk', ['label_id', 'playlist_id'])
    .execute();
  await db.schema.createIndex('hub_playlists_playlist').on('hub_playlists').column('playlist_id').execute();

  // No foreign keys: an entry outlives the label, institution or account it names (the names are kept with it).
  await db.schema
    .createTable('hub_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('by_user_id', 'integer')
    .addColumn('by_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('label_id', 'integer')
    .addColumn('label_name', 'text', (c) => c.notNull())
    .addColumn('institution_id', 'integer')
    .addColumn('institution_title', 'text')
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('hub_history_at').on('hub_history').columns(['at', 'id']).execute();
  await sql`create function hub_history_append_only() returns trigger language plpgsql as $$
    begin raise exception 'hub_history is append-only'; end $$`.execute(db);
  await sql`create trigger hub_history_append_only before update or delete on hub_history
    for each row execute function hub_history_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hub_history').ifExists().execute();
  await sql`drop function if exists hub_history_append_only()`.execute(db);
  await db.schema.dropTable('hub_playlists').ifExists().execute();
  await db.schema.dropTable('hub_access').ifExists().execute();
  await db.schema.dropTable('hub_labels').ifExists().execute();
}
