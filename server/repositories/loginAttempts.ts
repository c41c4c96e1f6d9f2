/** Failed sign-ins, kept in the database so every server instance counts the same attempts. */
import type { Kysely } from 'kysely';
import type { LoginAttemptKind } from '../db/authTables';
import type { Database } from '../db/database';

export interface AttemptKey {
  readonly kind: LoginAttemptKind;
  readonly value: string;
}

export async function recordFailedAttempts(db: Kysely<Database>, keys: readonly AttemptKey[], now: Date) {
  await db
    .insertInto('login_attempts')
    .values(keys.map((key) => ({ key_kind: key.kind, key_value: key.value, attempted_at: now })))
    .execute();
}

/** When each failure of this key at or after `since` happened, oldest first. */
export async function failuresSince(db: Kysely<Database>, key: AttemptKey, since: Date): Promise<Date[]> {
  const rows = await db
    .selectFrom('login_attempts')
    .select('attempted_at')
    .where('key_kind', '=', key.kind)
    .where('key_value', '=', key.value)
    .where('attempted_at', '>', since)
    .orderBy('attempted_at', 'asc')
    .execute();
  return rows.map((row) => row.attempted_at);
}

export async function clearAttempts(db: Kysely<Database>, key: AttemptKey) {
  await db
    .deleteFrom('login_attempts')
    .where('key_kind', '=', key.kind)
    .where('key_value', '=', key.value)
    .execute();
}

export async function pruneAttempts(db: Kysely<Database>, before: Date) {
  await db.deleteFrom('login_attempts').where('attempted_at', '<=', before).execute();
}
