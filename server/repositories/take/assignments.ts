/**
 * Assignments of user quizzes to students (SPEC section 3, ADR 132, 133): one row per (quiz, e-mail), each with a
 * personal link's token. A class distributes its user quizzes to its students; a share distributes one quiz to
 * e-mails. A Restricted quiz goes only to e-mails of its owner's institution domain (SPEC section 4). Every
 * function takes the transaction its caller writes in; a new assignment queues its mail in the same transaction
 * when mail is on, so a message is sent for exactly the assignments that were committed.
 *
 * @publicModule classes and quiz shares distribute quizzes through it.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { DISTRIBUTED_KIND, mayReceiveQuiz } from '../../../src/domain/take/assignments';
import { classDatesOf } from '../../../src/domain/take/studentSchedule';
import type { Database } from '../../db/database';
import { enqueueJob } from '../shared/jobs';

type Db = Kysely<Database> | Transaction<Database>;

/** The personal link's secret: 32 random bytes, base64url (43 characters, TAKE_TOKEN_PATTERN). */
export const newAssignmentToken = () => randomBytes(32).toString('base64url');

export const ASSIGNMENT_MAIL_JOB = 'assignment.mail';

export interface DistributionOptions {
  readonly now: Date;
  /** Queue one message per new assignment (SMTP_URL is set). */
  readonly mail: boolean;
}

export interface Distribution {
  /** E-mails that got an assignment now. */
  readonly assigned: string[];
  /** E-mails that already had one for this quiz. */
  readonly already: string[];
  /** E-mails a Restricted quiz refused (not of the owner's institution domain). */
  readonly refused: string[];
  /**
   * The deadline these students get has passed: a share writes nothing (its caller refuses it), a class still lists
   * its students with their Expired links but sends no mail (ADR 269).
   */
  readonly expired?: true;
}

interface QuizTarget {
  readonly id: number;
  readonly kind: string;
  readonly restrictNonInstitutional: boolean;
  /** The owner's institution's e-mail domains (ADR 181); none when the owner has no institution. */
  readonly institutionDomains: readonly string[];
  /** The deadline the distribution's students get: the class's own when it set one (ADR 217), else the quiz's. */
  readonly deadline: Date | null;
}

/**
 * The quiz's access and its owner's institution domain, read with the quiz row locked: a save changing the access
 * type waits for the distribution and then sees its assignments (ADR 132).
 */
async function lockQuizTarget(
  db: Db,
  quizId: number,
  classId: number | null,
): Promise<QuizTarget | undefined> {
  const row = await db
    .selectFrom('quizzes as q')
    .leftJoin('class_quizzes as cq', (join) =>
      join.onRef('cq.quiz_id', '=', 'q.id').on('cq.class_id', '=', classId ?? -1),
    )
    .select(['q.id', 'q.kind', 'q.restrict_non_institutional', 'q.start_date', 'q.end_date'])
    .select(['cq.own_dates', 'cq.opens_at', 'cq.deadline'])
    .select(
      sql<string[]>`array(select d.domain from users u
        join institution_domains d on d.institution_id = u.institution_id
        where u.id = q.owner_user_id order by d.domain)`.as('domains'),
    )
    .where('q.id', '=', quizId)
    .forUpdate('q')
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      kind: row.kind,
      restrictNonInstitutional: row.restrict_non_institutional,
      institutionDomains: row.domains,
      deadline: classDatesOf(
        { opensAt: row.start_date, deadline: row.end_date },
        row.own_dates === null
          ? null
          : { ownDates: row.own_dates, opensAt: row.opens_at, deadline: row.deadline },
      ).deadline,
    }
  );
}

/** A quiz's access type and whether it was distributed, its row locked until the caller's transaction ends. */
export async function lockedAccessType(
  db: Db,
  quizId: number,
): Promise<{ restrictNonInstitutional: boolean; assigned: boolean } | undefined> {
  const row = await db
    .selectFrom('quizzes as q')
    .select('q.restrict_non_institutional')
    .select((eb) =>
      eb
        .exists(eb.selectFrom('quiz_assignments as a').select('a.id').whereRef('a.quiz_id', '=', 'q.id'))
        .as('assigned'),
    )
    .where('q.id', '=', quizId)
    .forUpdate('q')
    .executeTakeFirst();
  return row && { restrictNonInstitutional: row.restrict_non_institutional, assigned: Boolean(row.assigned) };
}

/**
 * Assigns one user quiz to each address (lower-cased, each once). Other kinds are not taken by students: nothing
 * is written and every address counts as refused.
 */
export async function assignQuiz(
  db: Db,
  quizId: number,
  emails: readonly string[],
  classId: number | null,
  options: DistributionOptions,
): Promise<Distribution> {
  const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
  const outcome: Distribution = { assigned: [], already: [], refused: [] };
  const quiz = wanted.length ? await lockQuizTarget(db, quizId, classId) : undefined;
  if (!quiz || quiz.kind !== DISTRIBUTED_KIND) return { ...outcome, refused: wanted };
  const expired = quiz.deadline !== null && quiz.deadline.getTime() <= options.now.getTime();
  if (expired && classId === null) return { ...outcome, expired: true };
  const accepted = wanted.filter((email) => mayReceiveQuiz(email, quiz, quiz.institutionDomains));
  outcome.refused.push(...wanted.filter((email) => !accepted.includes(email)));
  if (accepted.length === 0) return outcome;
  const inserted = await db
    .insertInto('quiz_assignments')
    .values(
      accepted.map((email) => ({
        quiz_id: quizId,
        user_email: email,
        answers: '{}',
        token: newAssignmentToken(),
        class_id: classId,
        created_at: options.now,
      })),
    )
    .onConflict((oc) => oc.columns(['quiz_id', 'user_email']).doNothing())
    .returning(['id', 'user_email'])
    .execute();
  const fresh = new Set(inserted.map((row) => row.user_email));
  for (const email of accepted) (fresh.has(email) ? outcome.assigned : outcome.already).push(email);
  if (expired) return { ...outcome, expired: true };
  if (options.mail && !expired)
    for (const row of inserted)
      await enqueueJob(db, ASSIGNMENT_MAIL_JOB, { assignmentId: row.id }, options.now);
  return outcome;
}

export interface ClassDistribution {
  readonly quizId: number;
  readonly classId: number;
  readonly assigned: string[];
  readonly refused: string[];
}

/** Every user quiz of the class to every student of it (or to the students named). */
export async function distributeClass(
  db: Db,
  classId: number,
  options: DistributionOptions & {
    readonly quizIds?: readonly number[];
    readonly emails?: readonly string[];
  },
): Promise<ClassDistribution[]> {
  let quizzes = db
    .selectFrom('class_quizzes as cq')
    .innerJoin('quizzes as q', 'q.id', 'cq.quiz_id')
    .select('q.id')
    .where('cq.class_id', '=', classId)
    .where('q.kind', '=', DISTRIBUTED_KIND)
    .orderBy('q.id');
  if (options.quizIds) {
    if (options.quizIds.length === 0) return [];
    quizzes = quizzes.where('q.id', 'in', [...options.quizIds]);
  }
  const quizIds = (await quizzes.execute()).map((q) => q.id);
  const emails =
    options.emails ??
    (
      await db
        .selectFrom('class_students')
        .select('email')
        .where('class_id', '=', classId)
        .orderBy('id')
        .execute()
    ).map((s) => s.email);
  const result: ClassDistribution[] = [];
  for (const quizId of quizIds) {
    const outcome = await assignQuiz(db, quizId, emails, classId, options);
    result.push({ quizId, classId, assigned: outcome.assigned, refused: outcome.refused });
  }
  return result;
}

/**
 * Withdraws a class's assignments when its quiz or its student leaves it, or the class is deleted (ADR 132). An
 * assignment the student has started or submitted stays, results are never lost. One not started moves to another
 * class of the student that holds the quiz, or is deleted, and its link stops working.
 */
export async function withdrawClassAssignments(
  db: Db,
  classId: number,
  scope: { readonly quizId?: number; readonly email?: string },
): Promise<{ deleted: number; moved: number }> {
  let rows = db
    .selectFrom('quiz_assignments as a')
    .select(['a.id', 'a.quiz_id', 'a.user_email'])
    .select((eb) =>
      eb
        .selectFrom('class_quizzes as cq')
        .innerJoin('class_students as cs', 'cs.class_id', 'cq.class_id')
        .whereRef('cq.quiz_id', '=', 'a.quiz_id')
        .whereRef('cs.email', '=', 'a.user_email')
        .where('cq.class_id', '!=', classId)
        .select(sql<number>`min(cq.class_id)`.as('c'))
        .as('other_class'),
    )
    .where('a.class_id', '=', classId)
    .where('a.started_at', 'is', null)
    .where('a.submit_at', 'is', null);
  if (scope.quizId !== undefined) rows = rows.where('a.quiz_id', '=', scope.quizId);
  if (scope.email !== undefined) rows = rows.where('a.user_email', '=', scope.email.toLowerCase());
  const found = await rows.execute();
  let moved = 0;
  for (const row of found.filter((r) => r.other_class !== null)) {
    await db
      .updateTable('quiz_assignments')
      .set({ class_id: row.other_class })
      .where('id', '=', row.id)
      .execute();
    moved++;
  }
  const gone = found.filter((r) => r.other_class === null).map((r) => r.id);
  if (gone.length > 0) await db.deleteFrom('quiz_assignments').where('id', 'in', gone).execute();
  return { deleted: gone.length, moved };
}
