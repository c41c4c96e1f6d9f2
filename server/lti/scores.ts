/**
 * Grades back to the platform (Assignment and Grade Services, ADR 183). A submitted assignment that came from a
 * launch queues a job in the submit's own transaction; the job (outside any request) gets an access token with the
 * client-credentials grant and a JWT client assertion signed by the tool key, then posts the score to the line
 * item. A refused send (a platform down, a 503) is retried by the job queue over hours (LTI_SCORE_RETRY, ADR 256);
 * the grade link records the state, and a send whose retries ran out waits on the LTI screen for Resend. The score
 * is the attempt's points over its version's points (ADR 373).
 */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { sql, type Kysely, type Transaction } from 'kysely';
import * as z from 'zod';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { RETRY_OVER_HOURS, type JobHandler, type RetryPolicy } from '../jobs/worker';
import { reviewSettingOf, scoreWithheldFromLms } from '../../src/domain/take/reviewRules';
import { enqueueJob } from '../repositories/shared/jobs';
import { SCORE_SCOPE } from './launchVerify';
import { TOOL_KEY_ALG, toolKey } from './toolKey';
import { ltiScoreSends } from '../operations/metrics';
import { scoreProgress, sentScore } from '../../src/domain/lti/scoreProgress';
import { findSnapshot } from '../repositories/quiz/quizSnapshots';
import { watchedBelowShare } from '../repositories/take/watchedShares';

export const LTI_SCORE_JOB = 'lti.score';
const REQUEST_TIMEOUT_MS = 10_000;
/** `started`: sent at an open attempt's first watched batch (ADR 343), saying the student began. */
const ScorePayload = z.object({ assignmentId: z.number().int(), started: z.boolean().optional() });
const TokenResponse = z.object({ access_token: z.string().min(1) });

/** Retried over hours: about six hours before the send is marked failed. */
export const LTI_SCORE_RETRY: RetryPolicy = RETRY_OVER_HOURS;

/**
 * Queues the send of an assignment's score. A send of it still waiting for its next retry is replaced: the new one
 * goes now and reads the score as it is then.
 */
async function queueSend(
  trx: Kysely<Database>,
  assignmentId: number,
  now: Date,
  started = false,
): Promise<void> {
  await trx
    .deleteFrom('jobs')
    .where('kind', '=', LTI_SCORE_JOB)
    .where('status', '=', 'pending')
    .where(sql<string>`payload->>'assignmentId'`, '=', String(assignmentId))
    .execute();
  await enqueueJob(trx, LTI_SCORE_JOB, { assignmentId, ...(started ? { started } : {}) }, now);
}

/** Marks the score of the caller's grade links pending again, its error cleared: those with a line item only. */
const pendingAgain = (trx: Transaction<Database>) =>
  trx
    .updateTable('lti_grade_links')
    .set({ score_state: 'pending', score_error: null })
    .where('lineitem_url', 'is not', null);

/** Queues the score of a just-submitted assignment when a launch made it and the platform gave a line item. */
export async function queueLtiScore(
  trx: Transaction<Database>,
  assignmentId: number,
  now: Date,
): Promise<void> {
  const link = await pendingAgain(trx)
    .where('assignment_id', '=', assignmentId)
    .returning('assignment_id')
    .executeTakeFirst();
  if (link) await queueSend(trx, assignmentId, now);
}

/**
 * Queues the news that a student began an attempt a launch made (ADR 343): called at the attempt's first watched
 * batch, while no attempt of the student counts yet, so an `InProgress` with no score never hides a grade the
 * gradebook holds. The send reads the attempt as it is then: submitted by that time, it sends the score.
 */
export async function queueLtiProgress(
  trx: Transaction<Database>,
  assignmentId: number,
  now: Date,
): Promise<void> {
  const link = await pendingAgain(trx)
    .where('assignment_id', '=', assignmentId)
    .returning('assignment_id')
    .executeTakeFirst();
  if (link) await queueSend(trx, assignmentId, now, true);
}

/**
 * Queues the score of every submitted attempt of a quiz that reached an LMS again: its scores were released or
 * withdrawn, or its review setting changed (ADR 220), so the gradebook shows or hides them as the console does.
 */
export async function requeueQuizLtiScores(
  trx: Transaction<Database>,
  quizId: number,
  now: Date,
): Promise<void> {
  const links = await pendingAgain(trx)
    .where('assignment_id', 'in', (eb) =>
      eb
        .selectFrom('quiz_assignments')
        .select('id')
        .where('quiz_id', '=', quizId)
        .where((eb) => eb.or([eb('submit_at', 'is not', null), eb('counted_progress', 'is not', null)])),
    )
    .returning('assignment_id')
    .execute();
  for (const link of links) await queueSend(trx, link.assignment_id, now);
}

/** `{lineitem}/scores`, keeping the line item's query string after the path. */
export function scoresUrl(lineitem: string): string {
  const url = new URL(lineitem);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/scores`;
  return url.href;
}

/** A request to a platform's service, bounded in time; an answer that is not 2xx is an error naming it. */
export async function send(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!response.ok) {
    const body = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`${init.method ?? 'GET'} ${url}: HTTP ${response.status} ${body}`.trim());
  }
  return response;
}

/**
 * An access token from the platform's token endpoint for `scope` (scores; rosters, ADR 385): the client-credentials
 * grant with a JWT client assertion signed by the tool key.
 */
export async function accessToken(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'secretsKey'>,
  platform: { client_id: string; token_url: string },
  now: Date,
  scope: string = SCORE_SCOPE,
): Promise<string> {
  const key = await toolKey(db, config);
  const issuedAt = Math.floor(now.getTime() / 1000);
  const assertion = await new SignJWT({})
    .setProtectedHeader({ alg: TOOL_KEY_ALG, kid: key.kid, typ: 'JWT' })
    .setIssuer(platform.client_id)
    .setSubject(platform.client_id)
    .setAudience(platform.token_url)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 300)
    .setJti(randomUUID())
    .sign(key.privateKey);
  const response = await send(platform.token_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
      scope,
    }),
  });
  const parsed = TokenResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(`${platform.token_url}: the answer holds no access token`);
  return parsed.data.access_token;
}

export function ltiScoreHandler(config: Pick<ServerConfig, 'secretsKey'>): JobHandler {
  return async (payload, { db, now, lastAttempt }) => {
    const { assignmentId, started } = ScorePayload.parse(payload);
    const row = await db
      .selectFrom('lti_grade_links as g')
      .innerJoin('lti_platforms as p', 'p.id', 'g.platform_id')
      .innerJoin('quiz_assignments as a', 'a.id', 'g.assignment_id')
      .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
      .select([
        'q.is_graded',
        'q.review_score',
        'q.review_answers',
        'q.scores_released_at',
        'g.sub',
        'g.lineitem_url',
        'p.client_id',
        'p.token_url',
        'a.progress',
        'a.score',
        'a.max_score',
        'a.counted_score',
        'a.counted_max_score',
        'a.submit_at',
        'a.needs_grading',
        'a.counted_progress',
        'a.counted_needs_grading',
        'a.quiz_id',
        'a.quiz_version',
        'a.attempt_number',
      ])
      .where('g.assignment_id', '=', assignmentId)
      .executeTakeFirst();
    // The registration or the assignment is gone, or the platform gave no line item: nothing to send. An open
    // attempt is told only once the student began watching (ADR 343).
    if (!row?.lineitem_url) return;
    const open = !row.submit_at && row.counted_progress === null;
    if (open && !started) return;
    // A student who tried again is graded by the attempt that counts (ADR 219), even while a new one is open.
    const counted = row.counted_progress !== null;
    // The points over the version's points as the grade has them (ADR 373), not the rounded percentage.
    const score = sentScore({
      score: counted ? row.counted_score : row.score,
      maxScore: counted ? row.counted_max_score : row.max_score,
      percentage: row.counted_progress ?? row.progress,
    });
    const pending = row.counted_needs_grading ?? row.needs_grading;
    const mark = (set: { score_state: 'sent' | 'failed' | 'pending'; score_error: string | null }) =>
      db
        .updateTable('lti_grade_links')
        .set((eb) => ({
          ...set,
          score_attempts: eb('score_attempts', '+', 1),
          ...(set.score_state === 'sent' ? { score_sent_at: now() } : {}),
        }))
        .where('assignment_id', '=', assignmentId)
        .execute();
    // Scores that wait for the instructor's release are pending in the gradebook too, and a withdrawn release
    // takes back what was sent (ADR 220). The timestamp is the sending's: a platform keeps the latest one.
    const withheld = scoreWithheldFromLms(
      reviewSettingOf({
        isGraded: row.is_graded,
        reviewScore: row.review_score,
        reviewAnswers: row.review_answers,
      }),
      row.scores_released_at,
      now(),
    );
    // ADR 343: a submitted attempt whose videos were watched below the share asked (a time-up submit) is Submitted.
    const snapshot =
      row.submit_at && row.quiz_version !== null
        ? await findSnapshot(db, row.quiz_id, row.quiz_version)
        : undefined;
    const told = scoreProgress({
      open,
      pending: Boolean(pending),
      withheld,
      watchedBelowShare: snapshot
        ? await watchedBelowShare(
            db,
            { id: assignmentId, attempt_number: row.attempt_number },
            snapshot.content,
          )
        : false,
    });
    const timestamp = now().toISOString();
    try {
      const token = await accessToken(db, config, row, now());
      await send(scoresUrl(row.lineitem_url), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/vnd.ims.lis.v1.score+json',
        },
        // An answer waiting for a teacher (an essay, ADR 198) is pending, never a score of 0: no score is given.
        body: JSON.stringify({
          userId: row.sub,
          ...(told.scored ? score : {}),
          activityProgress: told.activityProgress,
          gradingProgress: told.gradingProgress,
          timestamp,
        }),
      });
      ltiScoreSends.inc({ outcome: 'sent' });
      await mark({ score_state: 'sent', score_error: null });
    } catch (error) {
      ltiScoreSends.inc({ outcome: 'failed' });
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      await mark({ score_state: lastAttempt ? 'failed' : 'pending', score_error: message });
      throw error;
    }
  };
}
