/** Admin invitations: one-time registration links, stored as token hashes. */
import type { Kysely } from 'kysely';
import type { Invitation, NewInvitation } from '../../db/authTables';
import type { Database } from '../../db/database';

export function insertInvitation(db: Kysely<Database>, invitation: NewInvitation): Promise<Invitation> {
  return db.insertInto('invitations').values(invitation).returningAll().executeTakeFirstOrThrow();
}

export function findInvitationByHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<Invitation | undefined> {
  return db.selectFrom('invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks an invitation used; false when somebody used it first. */
export async function markInvitationUsed(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Invitations not used yet, newest first: expired ones too, which Users management can send again (ADR 245). */
export function listPendingInvitations(db: Kysely<Database>): Promise<Invitation[]> {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
