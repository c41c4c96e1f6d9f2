/**
 * Links from an LTI launch to an existing account with a password, waiting for the owner to confirm them by signing
 * in with that password in the launching browser (ADR 366): the same shape as the single sign-on's (ADR 186).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

type Db = Kysely<Database>;

export interface LtiLinkRequest {
  readonly platformId: number;
  readonly sub: string;
}

export async function insertLtiLinkRequest(
  db: Db,
  request: LtiLinkRequest & { secretHash: string; userId: number; expiresAt: Date },
  now: Date,
): Promise<void> {
  // Confirmations never given are dropped as new ones are asked.
  await db.deleteFrom('lti_link_requests').where('expires_at', '<', now).execute();
  await db
    .insertInto('lti_link_requests')
    .values({
      secret_hash: request.secretHash,
      platform_id: request.platformId,
      sub: request.sub,
      user_id: request.userId,
      expires_at: request.expiresAt,
    })
    .execute();
}

/** Takes the confirmation of this secret for this account once: unknown, spent, expired or another's: undefined. */
export async function takeLtiLinkRequest(
  db: Db,
  secretHash: string,
  userId: number,
  now: Date,
): Promise<LtiLinkRequest | undefined> {
  const row = await db
    .updateTable('lti_link_requests')
    .set({ used_at: now })
    .where('secret_hash', '=', secretHash)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['platform_id', 'sub'])
    .executeTakeFirst();
  return row && { platformId: row.platform_id, sub: row.sub };
}
