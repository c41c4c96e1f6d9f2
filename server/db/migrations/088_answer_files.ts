/**
 * Files students send as answers (ADR 294): each stored under its attempt (the assignment and the attempt's
 * number) for one question, with the name the student's device gave it, its size, its media type as the server
 * found it, a digest of its bytes (the same file sent twice is one file of the answer) and its storage key. An
 * assignment removed takes its files' rows with it.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('answer_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('assignment_id', 'integer', (c) =>
      c.notNull().references('quiz_assignments.id').onDelete('cascade'),
    )
    .addColumn('attempt_number', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('answer_files_attempt')
    .on('answer_files')
    .columns(['assignment_id', 'attempt_number', 'item_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('answer_files').ifExists().execute();
}
