/**
 * Sharing a quiz by e-mail (SPEC section 7 "Sharing"). An admin quiz is shared with console users: each address
 * ends in not_found (no user has it), not_access (the user's roles may not use quizzes), already_shared, or shared.
 * A user quiz is distributed to students (ADR 133): each address gets an assignment (shared), had one
 * (already_shared), or is refused by Restricted access (not_access).
 */
import { sql, type Kysely } from 'kysely';
import type { ShareResult } from '../../../src/api/quiz/lists/quizListsContract';
import { canUseArea, type FeatureFlags } from '../../../src/domain/access/roles';
import type { Database } from '../../db/database';
import { assignQuiz } from '../take/assignments';

type Db = Kysely<Database>;

/**
 * A user quiz to students' e-mails: one assignment each (ADR 133), mail queued when `mail` is on. 'expired': the
 * quiz's deadline has passed and nothing was written (ADR 269).
 */
export async function distributeByShare(
  db: Db,
  quizId: number,
  emails: readonly string[],
  options: { readonly now: Date; readonly mail: boolean },
): Promise<ShareResult | 'expired'> {
  const outcome = await db.transaction().execute((trx) => assignQuiz(trx, quizId, emails, null, options));
  if (outcome.expired) return 'expired';
  return {
    shared: outcome.assigned,
    already_shared: outcome.already,
    not_access: outcome.refused,
    not_found: [],
  };
}

/** The users a quiz is shared with, then the students a share distributed it to (ADR 133), each once. */
export async function listSharedUsers(db: Db, quizId: number) {
  const users = await listShares(db, quizId);
  const known = new Set(users.map((u) => u.email));
  const students = await db
    .selectFrom('quiz_assignments')
    .select('user_email')
    .where('quiz_id', '=', quizId)
    .where('class_id', 'is', null)
    .orderBy('id')
    .execute();
  return [
    ...users,
    ...students
      .filter((s) => !known.has(s.user_email))
      .map((s) => ({ first_name: null, last_name: null, email: s.user_email })),
  ];
}

async function listShares(db: Db, quizId: number) {
  const rows = await db
    .selectFrom('quiz_shares as s')
    .leftJoin('users as u', (join) => join.on(sql`lower(u.email)`, '=', sql.ref('s.user_email')))
    .select([
      's.user_email as email',
      sql<string | null>`coalesce(u.first_name, s.user_first_name)`.as('first_name'),
      sql<string | null>`coalesce(u.last_name, s.user_last_name)`.as('last_name'),
    ])
    .where('s.quiz_id', '=', quizId)
    .orderBy('s.id')
    .execute();
  return rows.map((row) => ({ first_name: row.first_name, last_name: row.last_name, email: row.email }));
}

export async function shareQuiz(
  db: Db,
  quizId: number,
  emails: readonly string[],
  sharedBy: number,
  flags: FeatureFlags,
): Promise<ShareResult> {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  const result: ShareResult = { shared: [], already_shared: [], not_access: [], not_found: [] };
  return db.transaction().execute(async (trx) => {
    const users = await trx
      .selectFrom('users')
      .select(['email', 'first_name', 'last_name', 'roles', 'is_active'])
      .where(sql`lower(email)`, 'in', wanted)
      .execute();
    const existing = await trx
      .selectFrom('quiz_shares')
      .select('user_email')
      .where('quiz_id', '=', quizId)
      .where('user_email', 'in', wanted)
      .execute();
    const byEmail = new Map(users.map((user) => [user.email.toLowerCase(), user]));
    const already = new Set(existing.map((share) => share.user_email));
    for (const email of wanted) {
      const user = byEmail.get(email);
      if (!user?.is_active) result.not_found.push(email);
      else if (!canUseArea(user.roles, flags, 'quiz')) result.not_access.push(email);
      else if (already.has(email)) result.already_shared.push(email);
      else {
        const inserted = await trx
          .insertInto('quiz_shares')
          .values({
            quiz_id: quizId,
            user_email: email,
            user_first_name: user.first_name,
            user_last_name: user.last_name,
            shared_by: sharedBy,
          })
          .onConflict((conflict) => conflict.columns(['quiz_id', 'user_email']).doNothing())
          .returning('id')
          .executeTakeFirst();
        (inserted ? result.shared : result.already_shared).push(email);
      }
    }
    return result;
  });
}
