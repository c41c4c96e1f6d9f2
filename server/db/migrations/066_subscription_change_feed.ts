/**
 * The change feed (ADR 156) also announces a user's trial or subscription: the guards keep its end with the
 * session's user, so the profile and the deadline caps read it from memory. Any insert, update or delete of
 * `user_subscriptions` names the user.
 */
import { sql, type Kysely } from 'kysely';
import { createTrigger, createTriggerFunction } from '../migrationStatements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTriggerFunction(db, 'console_subscription_changed', [
    "perform pg_notify('console_changes',",
    "  json_build_object('kind', 'user', 'userId', coalesce(new.user_id, old.user_id))::text);",
    "if tg_op = 'UPDATE' and new.user_id <> old.user_id then",
    "  perform pg_notify('console_changes', json_build_object('kind', 'user', 'userId', old.user_id)::text);",
    'end if;',
    'return null;',
  ]);
  await createTrigger(
    db,
    'user_subscriptions_change_feed after insert or update or delete on user_subscriptions',
    'row',
    'console_subscription_changed',
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger user_subscriptions_change_feed on user_subscriptions`.execute(db);
  await sql`drop function console_subscription_changed()`.execute(db);
}
