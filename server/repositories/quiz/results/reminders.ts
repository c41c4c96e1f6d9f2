/**
 * Reminders (ADR 211): the students of a quiz who have not submitted get their link again with a reminder, at most
 * once an hour each. The reminder is claimed by one conditional update, so two reminders at once send one message.
 */
import type { Kysely } from 'kysely';
import { isRemindable, REMIND_INTERVAL_MS } from '../../../../src/domain/quiz/results/studentStates';
import type { Database } from '../../../db/database';
import { ASSIGNMENT_MAIL_JOB } from '../../take/assignments';
import { classDatesOfQuiz, classDeadlineOf } from '../../classes/classQuizDates';
import { enqueueJob } from '../../shared/jobs';
import { stateOf, type UserQuizRow } from './results';

export interface RemindOutcome {
  readonly reminded: readonly string[];
  readonly recentlyReminded: readonly string[];
  /** Ids asked for that are not assignments of this quiz (nothing was changed). */
  readonly unknownIds: readonly number[];
}

/**
 * Reminds the quiz's students who have not submitted (only `ids` among them when given): each one reminded less
 * than an hour ago is left out; the rest are marked reminded and their mail queued, in one transaction.
 */
export async function remindStudents(
  db: Kysely<Database>,
  quiz: UserQuizRow,
  ids: readonly number[] | undefined,
  now: Date,
): Promise<RemindOutcome> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('quiz_assignments')
      .selectAll()
      .where('quiz_id', '=', quiz.id)
      .execute();
    const known = new Set(rows.map((row) => row.id));
    const unknownIds = (ids ?? []).filter((id) => !known.has(id));
    if (unknownIds.length > 0) return { reminded: [], recentlyReminded: [], unknownIds };
    const wanted = ids ? new Set(ids) : undefined;
    // Each student's state by their class's deadline (ADR 217) and their own.
    const byClass = await classDatesOfQuiz(trx, quiz.id);
    const quizDates = { opensAt: quiz.startDate, deadline: quiz.endDate };
    const candidates = rows.filter(
      (row) =>
        (!wanted || wanted.has(row.id)) &&
        // A student who submitted an attempt and opened another one has submitted (ADR 219).
        row.attempt_number === 1 &&
        isRemindable(stateOf(row, classDeadlineOf(quizDates, byClass, row.class_id), now)),
    );
    if (candidates.length === 0) return { reminded: [], recentlyReminded: [], unknownIds };
    const since = new Date(now.getTime() - REMIND_INTERVAL_MS);
    const claimed = await trx
      .updateTable('quiz_assignments')
      .set({ reminded_at: now })
      .where(
        'id',
        'in',
        candidates.map((row) => row.id),
      )
      .where('submit_at', 'is', null)
      .where((eb) => eb.or([eb('reminded_at', 'is', null), eb('reminded_at', '<=', since)]))
      .returning(['id', 'user_email'])
      .execute();
    for (const row of claimed)
      await enqueueJob(trx, ASSIGNMENT_MAIL_JOB, { assignmentId: row.id, reminder: true }, now);
    const claimedIds = new Set(claimed.map((row) => row.id));
    return {
      reminded: claimed.map((row) => row.user_email).sort(),
      recentlyReminded: candidates
        .filter((row) => !claimedIds.has(row.id))
        .map((row) => row.user_email)
        .sort(),
      unknownIds,
    };
  });
}
