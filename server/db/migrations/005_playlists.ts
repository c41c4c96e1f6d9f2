/** Playlists: a user's named list of entries, each an article or a label grouping articles of one domain. */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('playlists')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('owner_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('playlists_owner').on('playlists').column('owner_user_id').execute();

  await db.schema
    .createTable('playlist_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('playlist_id', 'integer', (c) => c.notNull().references('playlists.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sort_index', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('article', 'label')`))
    .addColumn('domain_id', 'integer', (c) => c.references('sections.id').onDelete('set null'))
    .addColumn('article_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .createIndex('playlist_items_playlist')
    .on('playlist_items')
    .columns(['playlist_id', 'sort_index'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('playlist_items').ifExists().execute();
  await db.schema.dropTable('playlists').ifExists().execute();
}
