/** Refresh tokens, stored as hashes, grouped in families (one family per sign-in). */
import type { Kysely } from 'kysely';
import type { NewRefreshToken, RefreshToken } from '../db/authTables';
import type { Database } from '../db/database';

export async function insertRefreshToken(db: Kysely<Database>, token: NewRefreshToken): Promise<void> {
  await db.insertInto('refresh_tokens').values(token).execute();
}

export function findRefreshTokenByHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<RefreshToken | undefined> {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
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

export async function revokeRefreshTokenFamily(
  db: Kysely<Database>,
  familyId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}
