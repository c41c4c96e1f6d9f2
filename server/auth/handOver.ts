/**
 * The hand-over of a sign-in that happened elsewhere (an institution's identity provider, ADR 182; an LTI launch,
 * ADR 183): the server keeps a one-time code, good for a minute, and sends the browser to the console with it in
 * the address's fragment; the console trades it once for the same token pair a password sign-in gets. No token
 * ever travels in an address, and a code is stored only as its hash.
 */
import type { Kysely } from 'kysely';
import type { Token } from '../../src/domain/session/session';
import type { AppDeps } from '../appDeps';
import type { Database } from '../db/database';
import { unauthorized } from '../http/errors';
import { SERVER_MESSAGES } from '../messages';
import { findUserById } from '../repositories/session/users';
import { hashToken, newSecureToken } from './secureTokens';
import { issueTokenPair } from './sessions';

export const HANDOVER_TTL_MS = 60_000;

/** A new one-time code for `userId`; spent and expired codes are swept first. */
export async function createHandOverCode(db: Kysely<Database>, userId: number, now: Date): Promise<string> {
  const code = newSecureToken();
  await db.deleteFrom('sign_in_handovers').where('expires_at', '<', now).execute();
  await db
    .insertInto('sign_in_handovers')
    .values({
      code_hash: hashToken(code),
      user_id: userId,
      expires_at: new Date(now.getTime() + HANDOVER_TTL_MS),
    })
    .execute();
  return code;
}

/** Trades a code for a token pair, once; an unknown, spent or expired code, or an inactive user, is refused. */
export async function redeemHandOverCode(deps: AppDeps, code: string): Promise<Token> {
  const now = deps.now();
  const row = await deps.db
    .updateTable('sign_in_handovers')
    .set({ used_at: now })
    .where('code_hash', '=', hashToken(code))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  const user = row && (await findUserById(deps.db, row.user_id));
  if (!user?.is_active) throw unauthorized(SERVER_MESSAGES.handOverExpired);
  return issueTokenPair(deps, user);
}
