/**
 * The trial or subscription end of an account (ADR 066): deadlines of the quizzes it owns cannot go beyond it,
 * and once it has passed their deadlines cannot change. An account without a row has no end.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_subscriptions')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('trial', 'subscription')`))
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_subscriptions').execute();
}
