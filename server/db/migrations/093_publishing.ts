/**
 * The publisher's desk (ADR 314, 315): an article's status and the moment it is scheduled for, its version and who
 * made and last changed it, whether it was ever published, its history, and its video's file name and size.
 * Existing articles were all live: they become Published, made and changed when they were published. A draft has
 * no publication date yet, so `published_at` may be null. New rows default to Published as before (the seed and
 * the imports write live articles); the desk writes its drafts as such.
 */
import { type Kysely, sql } from 'kysely';

const STATUSES = `('draft', 'in_review', 'scheduled', 'published', 'unpublished')`;
const KINDS = `('submit', 'withdraw', 'sendBack', 'publish', 'schedule', 'unschedule', 'unpublish', 'republish',
  'scheduledPublish', 'created', 'edited')`;

/** The desk's list: by status, then by last change (its default order), and every article by last change. */
const INDEXES = [
  ['articles_status_updated', 'articles', 'status, updated_at, id'],
  ['articles_updated', 'articles', 'updated_at, id'],
  ['articles_status_published', 'articles', 'status, published_at'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `ALTER TABLE articles
        ADD COLUMN status text NOT NULL DEFAULT 'published' CHECK (status IN ${STATUSES}),
        ADD COLUMN scheduled_at timestamptz,
        ADD COLUMN version integer NOT NULL DEFAULT 1,
        ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN created_by integer REFERENCES users (id) ON DELETE SET NULL,
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN updated_by integer REFERENCES users (id) ON DELETE SET NULL,
        ADD COLUMN ever_published boolean NOT NULL DEFAULT true,
        ALTER COLUMN published_at DROP NOT NULL`,
    )
    .execute(db);
  await sql`UPDATE articles SET created_at = published_at, updated_at = published_at`.execute(db);
  // A scheduled article has its moment and no other has one; a published one has its date.
  await sql
    .raw(
      `ALTER TABLE articles
        ADD CONSTRAINT articles_scheduled_moment CHECK ((status = 'scheduled') = (scheduled_at IS NOT NULL)),
        ADD CONSTRAINT articles_published_date CHECK (status <> 'published' OR published_at IS NOT NULL)`,
    )
    .execute(db);
  await sql`ALTER TABLE article_videos ADD COLUMN file_name text, ADD COLUMN file_size integer`.execute(db);

  await db.schema
    .createTable('article_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql.raw(`kind IN ${KINDS}`)))
    .addColumn('from_status', 'text', (c) => c.check(sql.raw(`from_status IN ${STATUSES}`)))
    .addColumn('to_status', 'text', (c) => c.notNull().check(sql.raw(`to_status IN ${STATUSES}`)))
    .addColumn('note', 'text')
    .addColumn('scheduled_at', 'timestamptz')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('by_user', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('article_history_article')
    .on('article_history')
    .columns(['article_id', 'id'])
    .execute();
  for (const [name, table, columns] of INDEXES)
    await sql.raw(`CREATE INDEX ${name} ON ${table} (${columns})`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
  await db.schema.dropTable('article_history').execute();
  await sql`ALTER TABLE article_videos DROP COLUMN file_name, DROP COLUMN file_size`.execute(db);
  // Drafts never had a publication date: they get the moment they were made, as the column requires again.
  await sql`UPDATE articles SET published_at = created_at WHERE published_at IS NULL`.execute(db);
  await sql
    .raw(
      `ALTER TABLE articles
        DROP CONSTRAINT articles_scheduled_moment,
        DROP CONSTRAINT articles_published_date,
        ALTER COLUMN published_at SET NOT NULL,
        DROP COLUMN status,
        DROP COLUMN scheduled_at,
        DROP COLUMN version,
        DROP COLUMN created_at,
        DROP COLUMN created_by,
        DROP COLUMN updated_at,
        DROP COLUMN updated_by,
        DROP COLUMN ever_published`,
    )
    .execute(db);
}
