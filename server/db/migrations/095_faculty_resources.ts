/**
 * Faculty Resources (ADR 317): material for instructors beside the videos. A resource is a stored file (a class
 * document's kinds: PDF, images, office files) or a link; its audience is every institution or the chosen ones. Its
 * subjects, the articles it belongs to and its chosen institutions are rows of their own, removed with it. A file
 * resource's file is stored under `file_key` with the type the server found in its bytes.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('faculty_resources')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('file', 'link')`))
    .addColumn('file_key', 'text')
    .addColumn('file_name', 'text')
    .addColumn('content_type', 'text')
    .addColumn('size', 'integer')
    .addColumn('url', 'text')
    .addColumn('audience', 'text', (c) => c.notNull().check(sql`audience in ('all', 'institutions')`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('faculty_resources_title')
    .on('faculty_resources')
    .expression(sql`lower(title)`)
    .execute();

  await db.schema
    .createTable('faculty_resource_subjects')
    .addColumn('resource_id', 'integer', (c) =>
      c.notNull().references('faculty_resources.id').onDelete('cascade'),
    )
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('faculty_resource_subjects_pk', ['resource_id', 'tag_id'])
    .execute();
  await db.schema
    .createIndex('faculty_resource_subjects_tag')
    .on('faculty_resource_subjects')
    .column('tag_id')
    .execute();

  await db.schema
    .createTable('faculty_resource_articles')
    .addColumn('resource_id', 'integer', (c) =>
      c.notNull().references('faculty_resources.id').onDelete('cascade'),
    )
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('faculty_resource_articles_pk', ['resource_id', 'article_id'])
    .execute();
  await db.schema
    .createIndex('faculty_resource_articles_article')
    .on('faculty_resource_articles')
    .column('article_id')
    .execute();

  await db.schema
    .createTable('faculty_resource_institutions')
    .addColumn('resource_id', 'integer', (c) =>
      c.notNull().references('faculty_resources.id').onDelete('cascade'),
    )
    .addColumn('institution_id', 'integer', (c) =>
      c.notNull().references('institutions.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('faculty_resource_institutions_pk', ['resource_id', 'institution_id'])
    .execute();
  await db.schema
    .createIndex('faculty_resource_institutions_institution')
    .on('faculty_resource_institutions')
    .column('institution_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('faculty_resource_institutions').ifExists().execute();
  await db.schema.dropTable('faculty_resource_articles').ifExists().execute();
  await db.schema.dropTable('faculty_resource_subjects').ifExists().execute();
  await db.schema.dropTable('faculty_resources').ifExists().execute();
}
