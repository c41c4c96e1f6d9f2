/**
 * Bank questions written and edited in the bank (ADR 367): each question carries its version, so an edit saved on
 * an older one is refused (ADR 109), and who saved the current one, so the refusal says whether it was the caller's
 * own from another tab or device (ADR 300). Existing questions start at 1 and name nobody.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bank_questions')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bank_questions').dropColumn('updated_by').dropColumn('version').execute();
}
