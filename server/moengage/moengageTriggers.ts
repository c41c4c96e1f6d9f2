/**
 * Where the console's changes become MoEngage events (ADR 347): each function is called with the transaction of
 * the change, reads whom the event is about and records it with the attributes its mapping names (nothing while
 * the connection is off). Kept here so the repositories that cause events each make one call.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { recordMoengageEvent } from '../repositories/moengage/moengageOutbox';
import { moengageIsOn } from '../repositories/moengage/moengageSettings';

type Db = Kysely<Database>;

const emailOfUser = async (db: Db, userId: number | null) =>
  userId === null
    ? undefined
    : (await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst())?.email;

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

/** A class was created: about its instructor. */
export async function classCreatedEvent(db: Db, classId: number, now: Date): Promise<void> {
  if (!(await moengageIsOn(db))) return;
  const row = await db
    .selectFrom('classes')
    .select(['owner_user_id', 'start_date', 'end_date'])
    .where('id', '=', classId)
    .executeTakeFirst();
  if (!row) return;
  await recordMoengageEvent(
    db,
    'classCreated',
    await emailOfUser(db, row.owner_user_id),
    { class_id: classId, starts_on: day(row.start_date), ends_on: day(row.end_date) },
    now,
  );
}

/** Quizzes were added to classes: one event per pair, about the class's instructor. */
export async function quizzesAssignedEvents(
  db: Db,
  pairs: readonly { classId: number; quizId: number }[],
  now: Date,
): Promise<void> {
  if (pairs.length === 0 || !(await moengageIsOn(db))) return;
  for (const { classId, quizId } of pairs) {
    const row = await db
      .selectFrom('classes as c')
      .innerJoin('users as u', 'u.id', 'c.owner_user_id')
      .select([
        'u.email',
        (eb) =>
          eb
            .selectFrom('class_students as s')
            .select((s) => s.fn.countAll<string>().as('n'))
            .whereRef('s.class_id', '=', 'c.id')
            .as('students'),
      ])
      .where('c.id', '=', classId)
      .executeTakeFirst();
    await recordMoengageEvent(
      db,
      'quizAssigned',
      row?.email,
      { class_id: classId, quiz_id: quizId, students: Number(row?.students ?? 0) },
      now,
    );
  }
}

/** A student submitted an attempt: about the student (the e-mail their link was sent to). */
export async function quizSubmittedEvent(
  db: Db,
  assignment: {
    user_email: string;
    quiz_id: number;
    class_id: number | null;
    progress: number;
    attempt_number: number;
    late: boolean;
  },
  now: Date,
): Promise<void> {
  await recordMoengageEvent(
    db,
    'quizSubmitted',
    assignment.user_email,
    {
      quiz_id: assignment.quiz_id,
      class_id: assignment.class_id,
      score_percent: assignment.progress,
      attempt: assignment.attempt_number,
      late: assignment.late,
    },
    now,
  );
}

/**
 * An instructor's grading changed a submitted attempt's points: about the student, with the score as it stands now
 * (the submission's event carried the score before the hand scores).
 */
export async function quizGradedEvent(db: Db, assignmentId: number, now: Date): Promise<void> {
  if (!(await moengageIsOn(db))) return;
  const row = await db
    .selectFrom('quiz_assignments')
    .select(['user_email', 'quiz_id', 'class_id', 'progress', 'attempt_number', 'needs_grading'])
    .where('id', '=', assignmentId)
    .executeTakeFirst();
  if (!row) return;
  await recordMoengageEvent(
    db,
    'quizGraded',
    row.user_email,
    {
      quiz_id: row.quiz_id,
      class_id: row.class_id,
      score_percent: row.progress,
      attempt: row.attempt_number,
      needs_grading: row.needs_grading,
    },
    now,
  );
}

/** A quiz was created: when it is its owner's first, about the owner. */
export async function firstQuizEvent(
  db: Db,
  quiz: { id: number; kind: string; ownerId: number | null },
  now: Date,
): Promise<void> {
  if (quiz.ownerId === null || !(await moengageIsOn(db))) return;
  const owned = await db
    .selectFrom('quizzes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('owner_user_id', '=', quiz.ownerId)
    .executeTakeFirstOrThrow();
  if (Number(owned.n) !== 1) return;
  await recordMoengageEvent(
    db,
    'firstQuizCreated',
    await emailOfUser(db, quiz.ownerId),
    { quiz_id: quiz.id, quiz_kind: quiz.kind },
    now,
  );
}
