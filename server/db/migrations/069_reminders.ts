/**
 * Reminders (ADR 211): when a student was last reminded of a quiz they have not submitted. The reminder is claimed
 * by one conditional update (null or older than the interval), so two reminders at once send one message.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quiz_assignments').addColumn('reminded_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quiz_assignments').dropColumn('reminded_at').execute();
}
