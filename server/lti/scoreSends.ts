/**
 * Scores the platform kept refusing until their retries ran out (ADR 256): the LTI screen lists them, and Resend
 * queues the send again. A full admin sees every platform's; an instructor those of their own quizzes.
 */
import type { Kysely } from 'kysely';
import type { FailedScoreSend } from '../../src/api/lti/ltiContract';
import type { Database } from '../db/database';
import { queueLtiScore } from './scores';

const LISTED = 100;

export interface ScoreSendViewer {
  readonly userId: number;
  /** A full admin: every platform's sends. */
  readonly all: boolean;
}

function failedSends(db: Kysely<Database>, viewer: ScoreSendViewer) {
  return db
    .selectFrom('lti_grade_links as g')
    .innerJoin('quiz_assignments as a', 'a.id', 'g.assignment_id')
    .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
    .innerJoin('lti_platforms as p', 'p.id', 'g.platform_id')
    .where('g.score_state', '=', 'failed')
    .where('g.lineitem_url', 'is not', null)
    .$if(!viewer.all, (qb) => qb.where('q.owner_user_id', '=', viewer.userId));
}

export async function listFailedSends(
  db: Kysely<Database>,
  viewer: ScoreSendViewer,
): Promise<FailedScoreSend[]> {
  const rows = await failedSends(db, viewer)
    .select([
      'g.assignment_id',
      'q.id as quiz_id',
      'q.title',
      'a.user_email',
      'p.issuer',
      'g.score_attempts',
      'g.score_error',
    ])
    .orderBy('g.assignment_id', 'desc')
    .limit(LISTED)
    .execute();
  return rows.map((row) => ({
    assignmentId: row.assignment_id,
    quizId: row.quiz_id,
    quizTitle: row.title,
    student: row.user_email,
    platform: row.issuer,
    attempts: row.score_attempts,
    error: row.score_error ?? '',
  }));
}

/** Queues a failed send of the viewer's again; false when there is no such failed send. */
export async function resendScore(
  db: Kysely<Database>,
  viewer: ScoreSendViewer,
  assignmentId: number,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const failed = await failedSends(trx, viewer)
      .select('g.assignment_id')
      .where('g.assignment_id', '=', assignmentId)
      .executeTakeFirst();
    if (!failed) return false;
    await queueLtiScore(trx, assignmentId, now);
    return true;
  });
}
