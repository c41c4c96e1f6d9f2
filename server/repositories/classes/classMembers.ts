/**
 * Who is in a class: students invited by e-mail (each invitation stored with a token and a status; no mail leaves
 * the server, ADR 118) and the instructors the class is shared with.
 */
import type { Kysely } from 'kysely';
import { canUseArea } from '../../../src/domain/access/roles';
import { staleOutcome, type StaleOutcome } from '../../../src/domain/shared/recordVersions';
import type { Database } from '../../db/database';
import { distributeClass, withdrawClassAssignments } from '../take/assignments';
import { invitationToken } from './classes';

type Db = Kysely<Database>;

/**
 * Invites each address once per class; returns which were new and which were already invited. A new student gets
 * the class's user quizzes at once (ADR 132), their mail queued when `mail` is on.
 */
export async function inviteStudents(
  db: Db,
  classId: number,
  emails: readonly string[],
  invitedBy: number,
  now: Date,
  mail = false,
): Promise<{ invited: string[]; already_invited: string[] }> {
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()))];
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('class_students')
      .select('email')
      .where('class_id', '=', classId)
      .where('email', 'in', wanted)
      .execute();
    const known = new Set(existing.map((e) => e.email));
    const invited = wanted.filter((email) => !known.has(email));
    if (invited.length > 0)
      await trx
        .insertInto('class_students')
        .values(
          invited.map((email) => ({
            class_id: classId,
            email,
            token: invitationToken(),
            invited_by: invitedBy,
            invited_at: now,
          })),
        )
        .execute();
    if (invited.length > 0) await distributeClass(trx, classId, { now, mail, emails: invited });
    return { invited, already_invited: wanted.filter((email) => known.has(email)) };
  });
}

/**
 * Removes one student from a class, with the links of the class's quizzes they have not started (a link another
 * class of theirs also gives moves there, as when a quiz leaves the class). One statement takes the row: of two
 * removals sent at once one removes it, the other finds nothing (false: a 404). Attempts made stay in the results.
 */
export async function removeStudent(db: Db, classId: number, studentId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('class_students')
      .where('id', '=', studentId)
      .where('class_id', '=', classId)
      .returning('email')
      .executeTakeFirst();
    if (!removed) return false;
    await withdrawClassAssignments(trx, classId, { email: removed.email });
    return true;
  });
}

export interface ShareOutcome {
  shared: string[];
  already_shared: string[];
  not_access: string[];
  not_found: string[];
}

/**
 * Makes the class shared with exactly the instructors named (an account that may use Classes, not the owner);
 * others are dropped. Addresses without an account are `not_found`, accounts without Classes `not_access`.
 * The list is replaced only on the share list's version it was made on (ADR 188): the check and the increment are
 * the transaction's first UPDATE, which holds the class until the list is written, so of two shares made on one
 * version exactly one is stored; the other is stale ('staleByYou' when the caller's own, ADR 300) and changes nothing.
 */
export async function setClassShares(
  db: Db,
  classId: number,
  ownerId: number | null,
  emails: readonly string[],
  version: number,
  now: Date,
  by: number,
): Promise<ShareOutcome | StaleOutcome | 'missing'> {
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()))];
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .updateTable('classes')
      .set((eb) => ({ shares_version: eb('shares_version', '+', 1), shares_updated_by: by }))
      .where('id', '=', classId)
      .where('shares_version', '=', version)
      .executeTakeFirst();
    if (taken.numUpdatedRows === 0n) {
      const exists = await trx
        .selectFrom('classes')
        .select('shares_updated_by')
        .where('id', '=', classId)
        .executeTakeFirst();
      return exists ? staleOutcome(exists.shares_updated_by, by) : 'missing';
    }
    const users = wanted.length
      ? await trx
          .selectFrom('users')
          .select(['id', 'email', 'roles', 'is_active'])
          .where('email', 'in', wanted)
          .execute()
      : [];
    const byEmail = new Map(users.map((u) => [u.email.toLowerCase(), u]));
    const current = new Set(
      (await trx.selectFrom('class_shares').select('user_id').where('class_id', '=', classId).execute()).map(
        (s) => s.user_id,
      ),
    );
    const outcome: ShareOutcome = { shared: [], already_shared: [], not_access: [], not_found: [] };
    const keep: number[] = [];
    for (const email of wanted) {
      const user = byEmail.get(email);
      if (!user || !user.is_active) outcome.not_found.push(email);
      else if (user.id === ownerId || !canUseArea(user.roles, {}, 'classes')) outcome.not_access.push(email);
      else {
        keep.push(user.id);
        (current.has(user.id) ? outcome.already_shared : outcome.shared).push(email);
      }
    }
    let removal = trx.deleteFrom('class_shares').where('class_id', '=', classId);
    if (keep.length > 0) removal = removal.where('user_id', 'not in', keep);
    await removal.execute();
    const added = keep.filter((id) => !current.has(id));
    if (added.length > 0)
      await trx
        .insertInto('class_shares')
        .values(added.map((user_id) => ({ class_id: classId, user_id, shared_at: now })))
        .execute();
    return outcome;
  });
}
