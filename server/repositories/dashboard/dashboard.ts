/**
 * The dashboard's figures (ADRs 176–178), each scoped to the caller: their own user quizzes and classes, the
 * library's processing state for a super admin, sponsors without a logo for whoever has the Sponsors area. Each
 * section is one to four statements served by indexes (the plans at 100,000 quizzes are in ADR 178).
 */
import { type Kysely, sql } from 'kysely';
import type { OwnFigures, ProcessingFigures } from '../../../src/api/dashboard/dashboardContract';
import {
  ACTIVITY_DAYS,
  DASHBOARD_LIST_LIMIT,
  DEADLINE_WINDOW_DAYS,
  RESULTS_WAITING_DAYS,
  SCORE_BAND_WIDTH,
} from '../../../src/domain/dashboard/dashboard';
import type { Database } from '../../db/database';

const DAY_MS = 86_400_000;
const ERROR_TEXT_MAX = 300;
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Submitted attempts on the owner's user quizzes since a moment. */
function submittedSince(db: Kysely<Database>, ownerId: number, since: Date) {
  return db
    .selectFrom('quiz_assignments as a')
    .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
    .where('q.owner_user_id', '=', ownerId)
    .where('q.kind', '=', 'user')
    .where('a.submit_at', '>=', since);
}

async function ownCounts(db: Kysely<Database>, ownerId: number, now: Date) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('quizzes')
        .select(eb.fn.countAll<string>().as('n'))
        .where('owner_user_id', '=', ownerId)
        .where('kind', '=', 'user')
        .as('quizzes'),
      eb
        .selectFrom('classes')
        .select(eb.fn.countAll<string>().as('n'))
        .where('owner_user_id', '=', ownerId)
        .as('classes'),
      eb
        .selectFrom('class_students as s')
        .innerJoin('classes as c', 'c.id', 's.class_id')
        .select(sql<string>`count(distinct s.email)`.as('n'))
        .where('c.owner_user_id', '=', ownerId)
        .as('students'),
      submittedSince(db, ownerId, daysAgo(now, RESULTS_WAITING_DAYS))
        .select(eb.fn.countAll<string>().as('n'))
        .as('waiting'),
    ])
    .executeTakeFirstOrThrow();
  return {
    quizzes: Number(row.quizzes ?? 0),
    classes: Number(row.classes ?? 0),
    students: Number(row.students ?? 0),
    resultsWaiting: Number(row.waiting ?? 0),
  };
}

/** Each class's deadline for its quiz: its own once set, otherwise the quiz's (`classDatesOf`, ADR 217). */
const CLASS_DEADLINE = sql<Date | null>`case when cq.own_dates then cq.deadline else q.end_date end`;

export async function ownFigures(
  db: Kysely<Database>,
  owner: { readonly id: number; readonly email: string },
  now: Date,
): Promise<OwnFigures> {
  const ownerId = owner.id;
  const activitySince = daysAgo(now, ACTIVITY_DAYS);
  const [counts, waitingByQuiz, deadlines, perDay, bands] = await Promise.all([
    ownCounts(db, ownerId, now),
    submittedSince(db, ownerId, daysAgo(now, RESULTS_WAITING_DAYS))
      .select(['q.id as quizId', 'q.title as quizTitle', (eb) => eb.fn.countAll<string>().as('count')])
      .groupBy(['q.id', 'q.title'])
      .orderBy('count', 'desc')
      .orderBy('q.id')
      .limit(DASHBOARD_LIST_LIMIT)
      .execute(),
    db
      .selectFrom('class_quizzes as cq')
      .innerJoin('classes as c', 'c.id', 'cq.class_id')
      .innerJoin('quizzes as q', 'q.id', 'cq.quiz_id')
      .select([
        'c.id as classId',
        'c.title as classTitle',
        'q.id as quizId',
        'q.title as quizTitle',
        CLASS_DEADLINE.as('end_date'),
      ])
      .where('c.owner_user_id', '=', ownerId)
      .where(CLASS_DEADLINE, '>=', now)
      .where(CLASS_DEADLINE, '<', new Date(now.getTime() + DEADLINE_WINDOW_DAYS * DAY_MS))
      .orderBy(CLASS_DEADLINE)
      .orderBy('c.id')
      .limit(DASHBOARD_LIST_LIMIT)
      .execute(),
    submittedSince(db, ownerId, activitySince)
      .select([
        sql<string>`to_char(a.submit_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
        (eb) => eb.fn.countAll<string>().as('count'),
      ])
      .groupBy('day')
      .execute(),
    // The score that counts (ADR 219), graded: an attempt whose hand scores wait has no score yet (ADR 352).
    submittedSince(db, ownerId, activitySince)
      .where(sql<boolean>`coalesce(a.counted_needs_grading, a.needs_grading)`, '=', false)
      .select([
        sql<number>`least(coalesce(a.counted_progress, a.progress) / ${SCORE_BAND_WIDTH}, ${100 / SCORE_BAND_WIDTH - 1}) * ${SCORE_BAND_WIDTH}`.as(
          'band',
        ),
        (eb) => eb.fn.countAll<string>().as('count'),
      ])
      .groupBy('band')
      .execute(),
  ]);
  return {
    ownerEmail: owner.email,
    ...counts,
    waitingByQuiz: waitingByQuiz.map((row) => ({ ...row, count: Number(row.count) })),
    deadlinesThisWeek: deadlines.map(({ end_date: endDate, ...row }) => ({
      ...row,
      endDate: new Date(endDate!).toISOString(),
    })),
    attemptsPerDay: perDay.map((row) => ({ day: row.day, count: Number(row.count) })),
    scoreBands: bands.map((row) => ({ from: Number(row.band), count: Number(row.count) })),
  };
}

export async function processingFigures(db: Kysely<Database>): Promise<ProcessingFigures> {
  const [counts, jobs] = await Promise.all([
    db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('quizzes')
          .select(eb.fn.countAll<string>().as('n'))
          .where('process_status', '=', 0)
          .as('processing'),
        eb
          .selectFrom('jobs')
          .select(eb.fn.countAll<string>().as('n'))
          .where('status', 'in', ['pending', 'running'])
          .as('queued'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('jobs as j')
      .leftJoin('quizzes as q', (join) =>
        join.on(sql<boolean>`j.payload ? 'quizId' and q.id = (j.payload->>'quizId')::bigint`),
      )
      .select([
        'j.id',
        'j.kind',
        'j.status',
        'j.updated_at',
        'j.last_error',
        'q.id as quizId',
        'q.title as quizTitle',
      ])
      .orderBy('j.id', 'desc')
      .limit(DASHBOARD_LIST_LIMIT)
      .execute(),
  ]);
  return {
    quizzesProcessing: Number(counts.processing ?? 0),
    jobsQueued: Number(counts.queued ?? 0),
    recentJobs: jobs.map((job) => ({
      id: job.id,
      kind: job.kind,
      status: job.status,
      quizId: job.quizId,
      quizTitle: job.quizTitle,
      updatedAt: job.updated_at.toISOString(),
      error: job.last_error ? job.last_error.slice(0, ERROR_TEXT_MAX) : null,
    })),
  };
}

export async function sponsorsWithoutLogo(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('sponsors')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('logo_path', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
