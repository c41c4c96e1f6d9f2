/**
 * The change feed (ADR 156): what a route guard reads about its caller is announced on the `console_changes`
 * channel when it changes, so every server process drops what it cached the moment the change commits.
 *
 * - `users`: any update or delete names the user (roles, activation, names and e-mail are what the guard reads).
 * - `sessions`: an update (revocation) or delete names the session and its user.
 * - `feature_flags`: any change announces that the flags changed (the guard reads them all at once).
 *
 * Notifications are sent at commit and dropped on rollback. Inserts of users and sessions need none: nothing of
 * them can be cached before they exist.
 */
import { sql, type Kysely } from 'kysely';
import { createTrigger, createTriggerFunction } from '../migrationStatements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTriggerFunction(db, 'console_user_changed', [
    "perform pg_notify('console_changes', json_build_object('kind', 'user', 'userId', old.id)::text);",
    'return null;',
  ]);
  await createTrigger(db, 'users_change_feed after update or delete on users', 'row', 'console_user_changed');

  await createTriggerFunction(db, 'console_session_changed', [
    "perform pg_notify('console_changes',",
    "  json_build_object('kind', 'session', 'sessionId', old.id, 'userId', old.user_id)::text);",
    'return null;',
  ]);
  await createTrigger(
    db,
    'sessions_change_feed after update or delete on sessions',
    'row',
    'console_session_changed',
  );

  await createTriggerFunction(db, 'console_flags_changed', [
    "perform pg_notify('console_changes', json_build_object('kind', 'flags')::text);",
    'return null;',
  ]);
  await createTrigger(
    db,
    'feature_flags_change_feed after insert or update or delete or truncate on feature_flags',
    'statement',
    'console_flags_changed',
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger feature_flags_change_feed on feature_flags`.execute(db);
  await sql`drop function console_flags_changed()`.execute(db);
  await sql`drop trigger sessions_change_feed on sessions`.execute(db);
  await sql`drop function console_session_changed()`.execute(db);
  await sql`drop trigger users_change_feed on users`.execute(db);
  await sql`drop function console_user_changed()`.execute(db);
}
