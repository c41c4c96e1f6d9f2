/**
 * A student's second chances (ADR 212): the instructor's accommodation of one assignment (extra time, a personal
 * deadline) and the reopening of a submitted or expired attempt. Each write locks the assignment row, so two at once
 * take turns: a second reopen finds the attempt open and is refused. A reopened attempt keeps its saved answers;
 * its next submission scores them again and sends the score to the LMS (finish in takeAssignments).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { StudentAccommodation } from '../../../src/api/quiz/results/accommodationsContract';
import {
  ACCOMMODATION_MESSAGES,
  classHasEnded,
  factorPercentOf,
  type AccommodationRequest,
  type ReopenRequest,
} from '../../../src/domain/take/accommodations';
import { standingOf } from '../../../src/domain/take/takeRules';
import type { QuizAssignment } from '../../db/contentTables';
import type { Database } from '../../db/database';
import { deadlineOf, dueOf, lock, settleOverdue, type TakeQuiz } from './takeAssignments';

/** Why a change was refused; the route answers 400 (a field) or 409 (the attempt's state). */
export class SecondChanceRefusal extends Error {
  constructor(
    readonly status: 400 | 409,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'SecondChanceRefusal';
  }
}

const isClosed = (assignment: QuizAssignment, quiz: TakeQuiz, now: Date) =>
  assignment.submit_at !== null ||
  standingOf(
    { startedAt: assignment.started_at, submittedAt: null, deadline: deadlineOf(assignment, quiz) },
    now,
  ) === 'expired';

async function classEnd(db: Kysely<Database>, classId: number | null): Promise<string | null> {
  if (classId === null) return null;
  const row = await db
    .selectFrom('classes')
    .select(sql<string | null>`to_char(end_date, 'YYYY-MM-DD')`.as('end_day'))
    .where('id', '=', classId)
    .executeTakeFirst();
  return row?.end_day ?? null;
}

type Locked = NonNullable<Awaited<ReturnType<typeof lock>>>;

/**
 * Submits the attempt first when its time ran out, then runs `work` in one transaction on the locked assignment
 * and its quiz.
 */
async function withLockedAssignment<T>(
  db: Kysely<Database>,
  assignId: number,
  now: Date,
  work: (trx: Transaction<Database>, locked: Locked) => Promise<T>,
): Promise<T> {
  await settleOverdue(db, { id: assignId }, now);
  return db.transaction().execute(async (trx) => {
    const found = await lock(trx, { id: assignId });
    if (!found) throw new Error(`assignment ${assignId} is gone`);
    return work(trx, found);
  });
}

/** The student's accommodation and where the attempt stands (overdue attempts are submitted first). */
export async function studentAccommodation(
  db: Kysely<Database>,
  assignId: number,
  now: Date,
): Promise<StudentAccommodation> {
  return withLockedAssignment(db, assignId, now, async (trx, { assignment, quiz }) => {
    const reopener = assignment.reopened_by
      ? await trx
          .selectFrom('users')
          .select(['first_name', 'last_name', 'email'])
          .where('id', '=', assignment.reopened_by)
          .executeTakeFirst()
      : undefined;
    const ended = classHasEnded(await classEnd(trx, assignment.class_id), now);
    return {
      extraMinutes: assignment.extra_minutes,
      timeFactor: assignment.time_factor_percent === null ? null : assignment.time_factor_percent / 100,
      personalDeadline: assignment.personal_deadline?.toISOString() ?? null,
      timed: quiz.duration !== null && quiz.duration > 0,
      deadline: deadlineOf(assignment, quiz)?.toISOString() ?? null,
      reopenable: isClosed(assignment, quiz, now) && !ended,
      reopenedAt: assignment.reopened_at?.toISOString() ?? null,
      reopenedBy: reopener ? `${reopener.first_name} ${reopener.last_name}`.trim() || reopener.email : null,
    };
  });
}

/** Sets one student's extra time and personal deadline; a new personal deadline must lie in the future. */
export async function setAccommodation(
  db: Kysely<Database>,
  assignId: number,
  request: AccommodationRequest,
  userId: number,
  now: Date,
): Promise<void> {
  // An attempt whose time ran out before the change is submitted as it stood; extra time does not revive it.
  await withLockedAssignment(db, assignId, now, async (trx, { assignment, quiz }) => {
    const personalDeadline = request.personalDeadline === null ? null : new Date(request.personalDeadline);
    const unchanged = personalDeadline?.getTime() === assignment.personal_deadline?.getTime();
    if (personalDeadline && !unchanged && personalDeadline.getTime() <= now.getTime()) {
      throw new SecondChanceRefusal(400, ACCOMMODATION_MESSAGES.deadlinePast, 'personalDeadline');
    }
    const changed = {
      ...assignment,
      extra_minutes: request.extraMinutes,
      time_factor_percent: request.timeFactor === null ? null : factorPercentOf(request.timeFactor),
      personal_deadline: personalDeadline,
    };
    await trx
      .updateTable('quiz_assignments')
      .set({
        extra_minutes: changed.extra_minutes,
        time_factor_percent: changed.time_factor_percent,
        personal_deadline: personalDeadline,
        accommodated_at: now,
        accommodated_by: userId,
        ...(assignment.submit_at === null ? { due_at: dueOf(changed, quiz) } : {}),
      })
      .where('id', '=', assignment.id)
      .execute();
  });
}

/**
 * Reopens a submitted or expired attempt: the student's link takes answers again, from the saved ones, until the
 * new personal deadline (the quiz's when later). Refused while the attempt is open, and once its class has ended.
 */
export async function reopen(
  db: Kysely<Database>,
  assignId: number,
  request: ReopenRequest,
  userId: number,
  now: Date,
): Promise<void> {
  await withLockedAssignment(db, assignId, now, async (trx, { assignment, quiz }) => {
    if (!isClosed(assignment, quiz, now))
      throw new SecondChanceRefusal(409, ACCOMMODATION_MESSAGES.notClosed);
    if (classHasEnded(await classEnd(trx, assignment.class_id), now)) {
      throw new SecondChanceRefusal(409, ACCOMMODATION_MESSAGES.classEnded);
    }
    const deadline = new Date(request.deadline);
    if (deadline.getTime() <= now.getTime()) {
      throw new SecondChanceRefusal(400, ACCOMMODATION_MESSAGES.deadlinePast, 'deadline');
    }
    const reopened = { ...assignment, personal_deadline: deadline, reopened_at: now };
    await trx
      .updateTable('quiz_assignments')
      .set({
        submit_at: null,
        late: false,
        needs_grading: false,
        personal_deadline: deadline,
        reopened_at: now,
        reopened_by: userId,
        due_at: dueOf(reopened, quiz),
      })
      .where('id', '=', assignment.id)
      .execute();
  });
}
