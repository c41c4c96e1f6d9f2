/**
 * Several attempts at one quiz (ADR 219). The assignment row is the current attempt; "Try again" moves a submitted
 * attempt into `quiz_attempts` and opens the row for a new one, which is started, timed and pinned to the quiz's
 * current version like the first. The result that counts (highest, latest or average) is kept on the row beside the
 * current attempt's own, counted again whenever an attempt is scored or the quiz's rule changes.
 *
 * @publicModule results and grading count and list a student's attempts.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  attemptsLeft,
  attemptsSettingOf,
  countedScore,
  type AttemptScore,
  type AttemptsSetting,
} from '../../../src/domain/take/attemptCounting';
import { TAKE_MESSAGES } from '../../../src/domain/take/takeRules';
import type { QuizAssignment } from '../../db/contentTables';
import type { Database } from '../../db/database';
import { queueLtiScore } from '../../lti/scores';
import { deadlineOf, lock } from './takeAssignments';

type Trx = Transaction<Database>;

export async function attemptsSettingOfQuiz(db: Kysely<Database>, quizId: number): Promise<AttemptsSetting> {
  const row = await db
    .selectFrom('quizzes')
    .select(['max_attempts', 'attempt_counting'])
    .where('id', '=', quizId)
    .executeTakeFirstOrThrow();
  return attemptsSettingOf({ maxAttempts: row.max_attempts, counting: row.attempt_counting });
}

/** One attempt as the results list it: its number, result and submission. */
export interface AttemptRecord extends AttemptScore {
  readonly submitAt: Date;
}

/** A submitted attempt's stored result as a record; one scored before points were kept counts 0 out of 0. */
const recordOf = (
  number: number,
  row: {
    readonly score: number | null;
    readonly max_score: number | null;
    readonly progress: number;
    readonly needs_grading: boolean;
  },
  submitAt: Date,
): AttemptRecord => ({
  number,
  score: row.score ?? 0,
  maxScore: row.max_score ?? 0,
  percentage: row.progress,
  needsGrading: row.needs_grading,
  submitAt,
});

/** Every submitted attempt of an assignment, earliest first: the finished ones, then the current one if submitted. */
export async function attemptRecords(
  db: Kysely<Database>,
  assignment: QuizAssignment,
): Promise<AttemptRecord[]> {
  const earlier = await db
    .selectFrom('quiz_attempts')
    .select(['number', 'score', 'max_score', 'progress', 'needs_grading', 'submit_at'])
    .where('assignment_id', '=', assignment.id)
    .orderBy('number')
    .execute();
  const rows = earlier.map((row) => recordOf(row.number, row, row.submit_at));
  if (assignment.submit_at === null) return rows;
  return [...rows, recordOf(assignment.attempt_number, assignment, assignment.submit_at)];
}

/**
 * Counts the assignment's attempts again after one was scored or the rule changed. A student who never tried
 * again keeps no counted result: their one attempt is it.
 */
export async function recountAttempts(trx: Trx, assignmentId: number): Promise<void> {
  const assignment = await trx
    .selectFrom('quiz_assignments')
    .selectAll()
    .where('id', '=', assignmentId)
    .executeTakeFirstOrThrow();
  if (assignment.attempt_number === 1) return;
  const { counting } = await attemptsSettingOfQuiz(trx, assignment.quiz_id);
  const counted = countedScore(await attemptRecords(trx, assignment), counting);
  await trx
    .updateTable('quiz_assignments')
    .set({
      counted_score: counted?.score ?? null,
      counted_max_score: counted?.maxScore ?? null,
      counted_progress: counted?.percentage ?? null,
      counted_needs_grading: counted?.needsGrading ?? null,
      counted_attempt: counted?.countedNumber ?? null,
    })
    .where('id', '=', assignmentId)
    .execute();
}

/** Why a new attempt is refused; the route answers 404 or 409 with the message. */
export class RetryRefusal extends Error {
  constructor(
    readonly reason: 'unknown' | 'closed',
    message: string,
  ) {
    super(message);
    this.name = 'RetryRefusal';
  }
}

/**
 * Opens a new attempt on the personal link: only once the current one was submitted, while attempts are left and
 * the deadline that counts for the student has not passed. The row is locked, so two at once make one attempt.
 */
export async function retryTake(db: Kysely<Database>, token: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const found = await lock(trx, { token });
    if (!found) throw new RetryRefusal('unknown', TAKE_MESSAGES.unknownLink);
    const { assignment, quiz } = found;
    if (assignment.submit_at === null) throw new RetryRefusal('closed', TAKE_MESSAGES.attemptOpen);
    if (!quiz.classOpen) throw new RetryRefusal('closed', TAKE_MESSAGES.classNotOpen);
    const setting = await attemptsSettingOfQuiz(trx, assignment.quiz_id);
    if (attemptsLeft(setting, assignment.attempt_number) === 0)
      throw new RetryRefusal('closed', TAKE_MESSAGES.noAttemptsLeft);
    const deadline = deadlineOf(assignment, quiz);
    if (deadline !== null && now.getTime() >= deadline.getTime())
      throw new RetryRefusal('closed', TAKE_MESSAGES.expired);
    await trx
      .insertInto('quiz_attempts')
      .values({
        assignment_id: assignment.id,
        number: assignment.attempt_number,
        quiz_version: assignment.quiz_version,
        started_at: assignment.started_at,
        submit_at: assignment.submit_at,
        late: assignment.late,
        answers: JSON.stringify(assignment.answers),
        responses: JSON.stringify(assignment.responses),
        score: assignment.score,
        max_score: assignment.max_score,
        progress: assignment.progress,
        needs_grading: assignment.needs_grading,
        hand_scores: JSON.stringify(assignment.hand_scores),
        points_overrides: assignment.points_overrides && JSON.stringify(assignment.points_overrides),
        question_comments: assignment.question_comments && JSON.stringify(assignment.question_comments),
        attempt_comment: assignment.attempt_comment,
        drawn: assignment.drawn && JSON.stringify(assignment.drawn),
        hints_used: JSON.stringify(assignment.hints_used ?? {}),
      })
      .execute();
    await trx.deleteFrom('assignment_answers').where('assignment_id', '=', assignment.id).execute();
    await trx
      .updateTable('quiz_assignments')
      .set({
        attempt_number: assignment.attempt_number + 1,
        progress: 0,
        submit_at: null,
        answers: '{}',
        responses: '{}',
        quiz_version: null,
        started_at: null,
        due_at: null,
        late: false,
        score: null,
        max_score: null,
        needs_grading: false,
        hand_scores: '{}',
        hints_used: '{}',
        points_overrides: null,
        question_comments: null,
        attempt_comment: null,
        // The next attempt draws again when it starts (ADR 232).
        drawn: null,
        graded_at: null,
        graded_by: null,
        // Grades loaded on the finished attempt are not saved on the new one (ADR 352).
        grading_version: sql<number>`grading_version + 1`,
        reopened_at: null,
        reopened_by: null,
      })
      .where('id', '=', assignment.id)
      .execute();
    // The result that counts stays what the finished attempts earned until the new one is submitted.
    await recountAttempts(trx, assignment.id);
  });
}

/** Saves a quiz's setting; a changed rule counts every student who tried again anew and tells the LMS (ADR 219). */
export async function writeAttemptsSetting(
  db: Kysely<Database>,
  quizId: number,
  setting: AttemptsSetting,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('quizzes')
      .select('attempt_counting')
      .where('id', '=', quizId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('quizzes')
      .set({ max_attempts: setting.maxAttempts, attempt_counting: setting.counting })
      .where('id', '=', quizId)
      .execute();
    if (before.attempt_counting === setting.counting) return;
    const retried = await trx
      .selectFrom('quiz_assignments')
      .select('id')
      .where('quiz_id', '=', quizId)
      .where('attempt_number', '>', 1)
      .execute();
    for (const { id } of retried) {
      await recountAttempts(trx, id);
      await queueLtiScore(trx, id, now);
    }
  });
}

/** A student's submitted attempts and the one that counts, for their detail. */
export async function studentAttempts(db: Kysely<Database>, assignment: QuizAssignment) {
  const { counting } = await attemptsSettingOfQuiz(db, assignment.quiz_id);
  const attempts = await attemptRecords(db, assignment);
  return {
    counting,
    countedNumber: countedScore(attempts, counting)?.countedNumber ?? null,
    attempts: attempts.map((attempt) => ({ ...attempt, submitAt: attempt.submitAt.toISOString() })),
  };
}
