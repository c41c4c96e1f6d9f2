/**
 * Sessions and their refresh tokens. Tokens are stored as hashes and grouped in families, one per sign-in; the
 * family id is the session id that access tokens carry (ADR 103).
 */
import { sql, type Kysely } from 'kysely';
import type { NewRefreshToken, NewSession, RefreshToken, User } from '../../db/authTables';
import type { Database } from '../../db/database';
import { subscriptionEndSql } from './subscriptions';

export async function insertSession(db: Kysely<Database>, session: NewSession): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** A session's user with the end of their trial or subscription (ADR 066), as the guards keep it (ADR 156). */
export type SessionUser = User & { readonly subscription_ends_at: Date | null };

/**
 * The user of an unrevoked session and their subscription end, in one indexed read (the sessions primary key joined
 * to users and their subscription): what every guarded request asks.
 */
export function findSessionUser(
  db: Kysely<Database>,
  userId: number,
  sessionId: string,
): Promise<SessionUser | undefined> {
  return (
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      // ADR 066, 181: the account's own end, or its institution's if later.
      .select(subscriptionEndSql(sql.ref('users.id')).as('subscription_ends_at'))
      .where('sessions.id', '=', sessionId)
      .where('sessions.user_id', '=', userId)
      .where('sessions.revoked_at', 'is', null)
      .executeTakeFirst()
  );
}

export async function insertRefreshToken(db: Kysely<Database>, token: NewRefreshToken): Promise<void> {
  await db.insertInto('refresh_tokens').values(token).execute();
}

/** A refresh token and whether its session was revoked. */
export function findRefreshTokenByHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<(RefreshToken & { session_revoked_at: Date | null }) | undefined> {
  return db
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.family_id')
    .selectAll('refresh_tokens')
    .select('sessions.revoked_at as session_revoked_at')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Spends a token; false when it was already spent or revoked (so two racing refreshes cannot both win). */
export async function markRefreshTokenUsed(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends one session: its access tokens are refused from the next request, its refresh tokens at once. */
export async function revokeRefreshTokenFamily(
  db: Kysely<Database>,
  familyId: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  });
}

/** Ends every session of a user ("sign out of every device"). */
export async function revokeUserSessions(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await db.transaction().execute((trx) => revokeSessionsIn(trx, userId, now));
}

/**
 * Ends every session of a user inside the caller's transaction: sign out everywhere (ADR 103), and an account
 * deactivated in Users Management (ADR 245).
 */
export async function revokeSessionsIn(trx: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await trx
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  await trx
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
