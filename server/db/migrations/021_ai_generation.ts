/**
 * Generating questions with a language model (ADR 180): an article's abstract (what the model reads besides its
 * title and transcript), the "generated — review" mark of a question, and each user's generations per day.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('articles').addColumn('abstract', 'text').execute();
  await db.schema
    .alterTable('quiz_items')
    .addColumn('needs_review', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('ai_usage')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** The UTC calendar day, YYYY-MM-DD. */
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count >= 0`))
    .addPrimaryKeyConstraint('ai_usage_pkey', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_usage').execute();
  await db.schema.alterTable('quiz_items').dropColumn('needs_review').execute();
  await db.schema.alterTable('articles').dropColumn('abstract').execute();
}
