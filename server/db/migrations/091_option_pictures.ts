/**
 * Pictures on choice options (ADR 311): an option's picture and its alternative text (null: none). Who uploaded
 * each question image, so a save may name a picture only when it is already the quiz's or the caller uploaded it.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quiz_item_options').addColumn('picture', 'jsonb').execute();
  await db.schema
    .createTable('quiz_image_uploads')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quiz_image_uploads').execute();
  await db.schema.alterTable('quiz_item_options').dropColumn('picture').execute();
}
