/**
 * Hints of a question (ADR 293): a question's hints, each with its text, its penalty and whether it is the
 * solution ([] for none); the hints a student asked for, per item id, on the attempt under way and on each attempt
 * kept ({} for none).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('quiz_items')
    .addColumn('hints', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .alterTable('quiz_assignments')
    .addColumn('hints_used', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .alterTable('quiz_attempts')
    .addColumn('hints_used', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quiz_attempts').dropColumn('hints_used').execute();
  await db.schema.alterTable('quiz_assignments').dropColumn('hints_used').execute();
  await db.schema.alterTable('quiz_items').dropColumn('hints').execute();
}
