/**
 * What a class carries beyond its title (ADR 116): institution, dates, description, published, a version for
 * optimistic saves; its students (invitations with a token and a status), the instructors it is shared with, the
 * quizzes and playlists added to it; and for documents a rename time and whether students see them.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('classes')
    .addColumn('institution', 'text')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('classes_owner').on('classes').columns(['owner_user_id', 'id']).execute();

  await db.schema
    .createTable('class_students')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('invited'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('invited_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('class_students_email', ['class_id', 'email'])
    .execute();

  await db.schema
    .createTable('class_shares')
    .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('shared_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('class_shares_pk', ['class_id', 'user_id'])
    .execute();
  await db.schema.createIndex('class_shares_user').on('class_shares').columns(['user_id']).execute();

  await db.schema
    .createTable('class_quizzes')
    .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('quiz_id', 'integer', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('class_quizzes_pk', ['class_id', 'quiz_id'])
    .execute();

  await db.schema
    .createTable('class_playlists')
    .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('playlist_id', 'integer', (c) => c.notNull().references('playlists.id').onDelete('cascade'))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('class_playlists_pk', ['class_id', 'playlist_id'])
    .execute();

  await db.schema
    .alterTable('class_documents')
    .addColumn('shared', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('class_documents').dropColumn('shared').dropColumn('updated_at').execute();
  await db.schema.dropTable('class_playlists').ifExists().execute();
  await db.schema.dropTable('class_quizzes').ifExists().execute();
  await db.schema.dropTable('class_shares').ifExists().execute();
  await db.schema.dropTable('class_students').ifExists().execute();
  await db.schema.dropIndex('classes_owner').ifExists().execute();
  await db.schema
    .alterTable('classes')
    .dropColumn('institution')
    .dropColumn('description')
    .dropColumn('start_date')
    .dropColumn('end_date')
    .dropColumn('published')
    .dropColumn('version')
    .dropColumn('updated_at')
    .execute();
}
