/**
 * The assignment row as the student API and the results read it, and the one way an assignment is finished: its
 * row locked, its quiz's timing, the quiz version it was answered against, its saved answers, and the submit that
 * scores them. Overdue assignments are submitted here with what was saved in time (ADR 137). The submit queues the
 * score of an assignment made by an LTI launch (ADR 183).
 *
 * @publicModule grading (results) locks and rescores an assignment the same way.
 */
import type { Kysely, Transaction } from 'kysely';
import { questionsOf, scoreAttempt } from '../../../src/domain/take/scoring';
import { isPastDue } from '../../../src/domain/take/takeRules';
import {
  effectiveDeadline,
  studentDueAt,
  type AssignmentTiming,
} from '../../../src/domain/take/accommodations';
import { classDatesOf } from '../../../src/domain/take/studentSchedule';
import type { QuizAssignment } from '../../db/contentTables';
import type { Database } from '../../db/database';
import { queueLtiScore } from '../../lti/scores';
import { recountAttempts } from './attempts';
import { classQuizDates } from '../classes/classQuizDates';
import {
  buildSnapshotContent,
  currentSnapshot,
  findSnapshot,
  type QuizSnapshot,
} from '../quiz/quizSnapshots';
import { withDraw } from '../banks/draws';

type Trx = Transaction<Database>;

export interface TakeQuiz {
  readonly id: number;
  readonly title: string;
  readonly isGraded: boolean;
  readonly duration: number | null;
  readonly deadline: Date | null;
  /** The quiz's start date: before it a link cannot be started (ADR 151). */
  readonly opensAt: Date | null;
  readonly showCaption: boolean;
  /** The review setting as stored (ADR 210) and when the scores were released. */
  readonly reviewScore: string | null;
  readonly reviewAnswers: string | null;
  readonly scoresReleasedAt: Date | null;
  /** False while the student's class is not published: the link shows the quiz but cannot start (ADR 248). */
  readonly classOpen: boolean;
}

export async function quizOf(trx: Trx, quizId: number): Promise<TakeQuiz> {
  const q = await trx
    .selectFrom('quizzes')
    .select(['id', 'title', 'is_graded', 'duration', 'start_date', 'end_date', 'show_caption'])
    .select(['review_score', 'review_answers', 'scores_released_at'])
    .where('id', '=', quizId)
    .executeTakeFirstOrThrow();
  return {
    id: q.id,
    title: q.title,
    isGraded: q.is_graded,
    duration: q.duration,
    deadline: q.end_date,
    opensAt: q.start_date,
    showCaption: q.show_caption,
    reviewScore: q.review_score,
    reviewAnswers: q.review_answers,
    scoresReleasedAt: q.scores_released_at,
    classOpen: true,
  };
}

export async function lock(trx: Trx, by: { token: string } | { id: number }) {
  const query = trx.selectFrom('quiz_assignments').selectAll().forUpdate();
  const assignment = await (
    'token' in by ? query.where('token', '=', by.token) : query.where('id', '=', by.id)
  ).executeTakeFirst();
  if (!assignment) return undefined;
  return { assignment, quiz: await quizOfClass(trx, assignment.quiz_id, assignment.class_id) };
}

/** The quiz as a student of `classId` takes it: opening and deadline are the class's when it set its own (ADR 217). */
async function quizOfClass(trx: Trx, quizId: number, classId: number | null): Promise<TakeQuiz> {
  const quiz = await quizOf(trx, quizId);
  const dates = classDatesOf(quiz, await classQuizDates(trx, classId, quizId));
  return {
    ...quiz,
    opensAt: dates.opensAt,
    deadline: dates.deadline,
    classOpen: await isClassOpen(trx, classId),
  };
}

/** A class is open to its students once published; a link outside any class (an LTI launch) is always open. */
async function isClassOpen(trx: Trx, classId: number | null): Promise<boolean> {
  if (classId === null) return true;
  const row = await trx
    .selectFrom('classes')
    .select('published')
    .where('id', '=', classId)
    .executeTakeFirst();
  return row?.published ?? true;
}

/** The assignment's own timing: its start, extra time, personal deadline and reopen (ADR 212). */
export const timingOf = (
  assignment: Pick<
    QuizAssignment,
    'started_at' | 'extra_minutes' | 'time_factor_percent' | 'personal_deadline' | 'reopened_at'
  >,
): AssignmentTiming => ({
  startedAt: assignment.started_at,
  extraMinutes: assignment.extra_minutes,
  timeFactorPercent: assignment.time_factor_percent,
  personalDeadline: assignment.personal_deadline,
  reopenedAt: assignment.reopened_at,
});

/** When the assignment's time runs out: the time limit with its extra time, by the deadline that counts for it. */
export const dueOf = (assignment: QuizAssignment, quiz: TakeQuiz) => studentDueAt(timingOf(assignment), quiz);

/** The deadline that counts for this student: the quiz's, extended by a personal deadline (ADR 212). */
export const deadlineOf = (assignment: QuizAssignment, quiz: TakeQuiz) =>
  effectiveDeadline(quiz.deadline, assignment.personal_deadline);

/**
 * The version the assignment was started on, with the attempt's draw from random slots (ADR 232); the current one
 * for an assignment not started yet.
 */
export async function snapshotOf(trx: Trx, assignment: QuizAssignment): Promise<QuizSnapshot> {
  if (assignment.quiz_version === null) return currentSnapshot(trx, assignment.quiz_id);
  const pinned = await findSnapshot(trx, assignment.quiz_id, assignment.quiz_version);
  // Starting stores the snapshot in the same transaction, so this fallback is for hand-made rows only.
  const snapshot = pinned ?? {
    quizId: assignment.quiz_id,
    version: assignment.quiz_version,
    content: await buildSnapshotContent(trx, assignment.quiz_id),
  };
  return { ...snapshot, content: withDraw(snapshot.content, assignment.drawn) };
}

export async function savedAnswers(trx: Trx, assignmentId: number): Promise<Record<string, number[]>> {
  const rows = await trx
    .selectFrom('assignment_answers')
    .select(['item_id', 'option_ids'])
    .where('assignment_id', '=', assignmentId)
    .orderBy('item_id')
    .execute();
  return Object.fromEntries(
    rows.filter((row) => row.option_ids.length > 0).map((row) => [String(row.item_id), row.option_ids]),
  );
}

/** Saved responses to questions of other types than choice, by question id; blank ones left out. */
export async function savedResponses(trx: Trx, assignmentId: number): Promise<Record<string, unknown>> {
  const rows = await trx
    .selectFrom('assignment_answers')
    .select(['item_id', 'response'])
    .where('assignment_id', '=', assignmentId)
    .where('response', 'is not', null)
    .orderBy('item_id')
    .execute();
  return Object.fromEntries(
    rows
      .filter((row) => !(typeof row.response === 'string' && row.response.trim() === ''))
      .map((row) => [String(row.item_id), row.response]),
  );
}

/** Scores the saved answers against the pinned version and marks the assignment submitted. */
export async function finish(
  trx: Trx,
  assignment: QuizAssignment,
  snapshot: QuizSnapshot,
  submittedAt: Date,
  late: boolean,
): Promise<QuizAssignment> {
  const answers = await savedAnswers(trx, assignment.id);
  const responses = await savedResponses(trx, assignment.id);
  // Each question scored by its type against the pinned version; the total is the sum of points (ADR 196).
  const scoring = scoreAttempt(questionsOf(snapshot.content), { answers, responses });
  const finished = await trx
    .updateTable('quiz_assignments')
    .set({
      progress: scoring.percentage,
      submit_at: submittedAt,
      answers: JSON.stringify(answers),
      responses: JSON.stringify(responses),
      score: scoring.points,
      max_score: scoring.maxPoints,
      needs_grading: scoring.needsGrading,
      late,
    })
    .where('id', '=', assignment.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  // A launch from an LMS made this assignment: its score goes back to the gradebook after the submit (ADR 183).
  await recountAttempts(trx, assignment.id);
  await queueLtiScore(trx, assignment.id, submittedAt);
  return finished;
}

/** The deadline of an assignment row joined to its quiz (`q`) and its class's row (`cq`). */
const classDeadlineOfRow = (row: {
  start_date: Date | null;
  end_date: Date | null;
  own_dates: boolean | null;
  opens_at: Date | null;
  deadline: Date | null;
}) =>
  classDatesOf(
    { opensAt: row.start_date, deadline: row.end_date },
    row.own_dates === null
      ? null
      : { ownDates: row.own_dates, opensAt: row.opens_at, deadline: row.deadline },
  ).deadline;

/**
 * Submits, with the answers saved in time, every started assignment (of one link, one assignment or one quiz)
 * whose due time and grace have passed. Its submitted time is the due time: when its answers stopped changing.
 */
export async function settleOverdue(
  db: Kysely<Database>,
  scope: { token: string } | { id: number } | { quizId: number },
  now: Date,
): Promise<void> {
  let query = db
    .selectFrom('quiz_assignments as a')
    .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
    .leftJoin('class_quizzes as cq', (join) =>
      join.onRef('cq.class_id', '=', 'a.class_id').onRef('cq.quiz_id', '=', 'a.quiz_id'),
    )
    .select(['a.id', 'a.started_at', 'q.duration', 'q.start_date', 'q.end_date'])
    .select(['cq.own_dates', 'cq.opens_at', 'cq.deadline'])
    .select(['a.extra_minutes', 'a.time_factor_percent', 'a.personal_deadline', 'a.reopened_at'])
    .where('a.submit_at', 'is', null)
    .where('a.started_at', 'is not', null);
  if ('token' in scope) query = query.where('a.token', '=', scope.token);
  else if ('id' in scope) query = query.where('a.id', '=', scope.id);
  else query = query.where('a.quiz_id', '=', scope.quizId);
  const candidates = (await query.execute()).filter((row) =>
    isPastDue(
      studentDueAt(timingOf(row), { duration: row.duration, deadline: classDeadlineOfRow(row) }),
      now,
    ),
  );
  for (const candidate of candidates) {
    await db.transaction().execute(async (trx) => {
      const found = await lock(trx, { id: candidate.id });
      if (!found || found.assignment.submit_at || !found.assignment.started_at) return;
      const due = dueOf(found.assignment, found.quiz);
      if (!due || !isPastDue(due, now)) return;
      await finish(trx, found.assignment, await snapshotOf(trx, found.assignment), due, true);
    });
  }
}
