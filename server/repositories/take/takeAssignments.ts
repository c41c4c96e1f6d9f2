/**
 * The assignment row as the student API and the results read it, and the one way an assignment is finished: its
 * row locked, its quiz's timing, the quiz version it was answered against, its saved answers, and the submit that
 * scores them. Overdue assignments are submitted here with what was saved in time (ADR 137). The submit queues the
 * score of an assignment made by an LTI launch (ADR 183).
 *
 * @publicModule grading (results) locks and rescores an assignment the same way.
 */
import { quizSubmittedEvent } from '../../moengage/moengageTriggers';
import { attemptSeed } from '../../../src/domain/take/attemptSeed';
import { sql, type Kysely, type Transaction } from 'kysely';
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

/**
 * The assignment row locked for update, with its quiz as its student takes it, in one statement: the quiz's
 * timing, the class's own dates for it (ADR 217) and whether the class is open (ADR 248). Only the assignment row
 * is locked; a save of the quiz or of the class does not wait for it.
 */
export async function lock(trx: Trx, by: { token: string } | { id: number }) {
  const own = trx.selectFrom('quiz_assignments').selectAll().forUpdate();
  // The assignment is found and locked first, then its quiz, its class and the class's dates for it are each looked
  // up by key (ADR 388). Written as plain joins, the planner's statistics, which lag behind the newest quizzes and
  // classes (the ones a classroom is taking), let it walk the whole quizzes and classes keys in a merge join: tens
  // of milliseconds a save on PostgreSQL, 150 on PGlite. A `limit 1` keeps each lookup a lateral subquery, which the
  // planner cannot turn back into such a join.
  const row = await trx
    .with(
      (cte) => cte('a').materialized(),
      () => ('token' in by ? own.where('token', '=', by.token) : own.where('id', '=', by.id)),
    )
    .selectFrom('a')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('quizzes')
          .whereRef('quizzes.id', '=', 'a.quiz_id')
          .select(['title as q_title', 'is_graded as q_is_graded', 'duration as q_duration'])
          .select(['start_date as q_start_date', 'end_date as q_end_date', 'show_caption as q_show_caption'])
          .select(['review_score as q_review_score', 'review_answers as q_review_answers'])
          .select('scores_released_at as q_scores_released_at')
          .limit(1)
          .as('q'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('class_quizzes')
          .whereRef('class_quizzes.class_id', '=', 'a.class_id')
          .whereRef('class_quizzes.quiz_id', '=', 'a.quiz_id')
          .select(['own_dates as cq_own_dates', 'opens_at as cq_opens_at', 'deadline as cq_deadline'])
          .limit(1)
          .as('cq'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('classes')
          .whereRef('classes.id', '=', 'a.class_id')
          .select('published as c_published')
          .limit(1)
          .as('c'),
      (join) => join.onTrue(),
    )
    .selectAll('a')
    .select([
      'q.q_title',
      'q.q_is_graded',
      'q.q_duration',
      'q.q_start_date',
      'q.q_end_date',
      'q.q_show_caption',
    ])
    .select(['q.q_review_score', 'q.q_review_answers', 'q.q_scores_released_at', 'c.c_published'])
    .select(['cq.cq_own_dates', 'cq.cq_opens_at', 'cq.cq_deadline'])
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    q_title,
    q_is_graded,
    q_duration,
    q_start_date,
    q_end_date,
    q_show_caption,
    q_review_score,
    q_review_answers,
    q_scores_released_at,
    c_published,
    cq_own_dates,
    cq_opens_at,
    cq_deadline,
    ...assignment
  } = row;
  const dates = classDatesOf(
    { opensAt: q_start_date, deadline: q_end_date },
    cq_own_dates === null ? null : { ownDates: cq_own_dates, opensAt: cq_opens_at, deadline: cq_deadline },
  );
  const quiz: TakeQuiz = {
    id: assignment.quiz_id,
    title: q_title,
    isGraded: q_is_graded,
    duration: q_duration,
    deadline: dates.deadline,
    opensAt: dates.opensAt,
    showCaption: q_show_caption,
    reviewScore: q_review_score,
    reviewAnswers: q_review_answers,
    scoresReleasedAt: q_scores_released_at,
    // A class is open to its students once published; a link outside any class (an LTI launch) is always open.
    classOpen: c_published ?? true,
  };
  return { assignment: assignment as QuizAssignment, quiz };
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

/** How many stored quiz versions a process keeps per database (a classroom answers one or two). */
const KEPT_SNAPSHOTS = 64;
const keptSnapshots = new WeakMap<Kysely<Database>, Map<string, QuizSnapshot['content']>>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * A stored quiz version's content, read once per process: a stored version never changes (quizSnapshots.ts only
 * inserts it), so the saves, submits and Results of a classroom answered against it need not read it again. Kept
 * per database (`db`, the caller's own, not a transaction), the last KEPT_SNAPSHOTS used, frozen. Undefined when
 * the version was never stored.
 */
export async function keptSnapshot(
  db: Kysely<Database>,
  reader: Kysely<Database>,
  quizId: number,
  version: number,
): Promise<QuizSnapshot['content'] | undefined> {
  let kept = keptSnapshots.get(db);
  if (!kept) keptSnapshots.set(db, (kept = new Map()));
  const key = `${quizId}:${version}`;
  let content = kept.get(key);
  if (content) kept.delete(key);
  else {
    const stored = await findSnapshot(reader, quizId, version);
    if (!stored) return undefined;
    content = deepFreeze(stored.content);
  }
  kept.set(key, content);
  if (kept.size > KEPT_SNAPSHOTS) kept.delete(kept.keys().next().value!);
  return content;
}

/** snapshotOf, with the pinned version from the process's kept ones. */
export async function keptSnapshotOf(
  db: Kysely<Database>,
  trx: Trx,
  assignment: QuizAssignment,
): Promise<QuizSnapshot> {
  const version = assignment.quiz_version;
  const content = version === null ? undefined : await keptSnapshot(db, trx, assignment.quiz_id, version);
  if (version === null || !content) return snapshotOf(trx, assignment);
  return { quizId: assignment.quiz_id, version, content: withDraw(content, assignment.drawn) };
}

/** A saved row counts as answered with an option chosen or a response that is not blank. */
export const isAnswered = (row: { optionIds: readonly number[]; response: unknown; hasResponse: boolean }) =>
  row.optionIds.length > 0 ||
  (row.hasResponse && !(typeof row.response === 'string' && row.response.trim() === ''));

/**
 * The saved answers of an assignment in one read: option ids per question id (empty choices left out) and the
 * responses to questions of other types than choice (blank ones left out).
 */
export async function savedAnswers(
  trx: Trx,
  assignmentId: number,
): Promise<{ answers: Record<string, number[]>; responses: Record<string, unknown> }> {
  const rows = await trx
    .selectFrom('assignment_answers')
    .select(['item_id', 'option_ids', 'response'])
    .select(sql<boolean>`response is not null`.as('has_response'))
    .where('assignment_id', '=', assignmentId)
    .orderBy('item_id')
    .execute();
  const answers: Record<string, number[]> = {};
  const responses: Record<string, unknown> = {};
  for (const row of rows) {
    if (row.option_ids.length > 0) answers[String(row.item_id)] = row.option_ids;
    if (isAnswered({ optionIds: [], response: row.response, hasResponse: row.has_response }))
      responses[String(row.item_id)] = row.response;
  }
  return { answers, responses };
}

/** Scores the saved answers against the pinned version and marks the assignment submitted. */
export async function finish(
  trx: Trx,
  assignment: QuizAssignment,
  snapshot: QuizSnapshot,
  submittedAt: Date,
  late: boolean,
): Promise<QuizAssignment> {
  const { answers, responses } = await savedAnswers(trx, assignment.id);
  // Each question scored by its type against the pinned version; the total is the sum of points (ADR 196).
  const scoring = scoreAttempt(questionsOf(snapshot.content), {
    answers,
    responses,
    attempt: attemptSeed(assignment),
    hintsUsed: assignment.hints_used ?? {},
  });
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
  if (finished.attempt_number !== 1) await recountAttempts(trx, assignment.id);
  await queueLtiScore(trx, assignment.id, submittedAt);
  await quizSubmittedEvent(trx, finished, submittedAt);
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
