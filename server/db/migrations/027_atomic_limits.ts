/**
 * Limits that hold under bursts and across processes (ADR 187).
 *
 * - `login_attempts.pending`: a sign-in claims its attempt (a pending row) before the password is checked, under a
 *   lock on its account and address, so parallel sign-ins count each other; the row becomes a failure when the
 *   password was wrong and is deleted when it was right.
 * - `ai_generation_slots`: the one generation each user may run, claimed in one statement by whichever process
 *   starts it, given back when it ends, and leased so that a process that dies mid-generation frees it in time.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('login_attempts')
    .addColumn('pending', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('ai_generation_slots')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    /** Who runs it: a random id of that generation, so only it gives the slot back. */
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    /** After this the slot is free again, whether or not its holder gave it back. */
    .addColumn('leased_until', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_generation_slots').execute();
  await db.schema.alterTable('login_attempts').dropColumn('pending').execute();
}
