/**
 * What each attempt watched of its quiz's videos (ADR 329): a batch of played segments merged into the attempt's
 * row for the video item under the assignment's lock (two tabs' batches take turns, none is lost), counted within
 * what real time allows (src/domain/take/watchedRecord.ts); and what the student page and the results read back.
 *
 * @publicModule the results (quiz) read the share watched of each attempt.
 */
import type { Kysely, Transaction } from 'kysely';
import {
  WATCHED_MESSAGES,
  type TakeWatched,
  type WatchedRequest,
} from '../../../src/api/take/takeWatchedContract';
import { ITEM_TYPE } from '../../../src/domain/quiz/quiz';
import { countWatchedBatch, type WatchedBatch } from '../../../src/domain/take/watchedRecord';
import { addPlays, playedSeconds } from '../../../src/domain/take/watchedPlays';
import { isWatched, shareWatched, watchAllowance } from '../../../src/domain/take/watchedSegments';
import type { Database } from '../../db/database';
import type { AssignmentWatched } from '../../db/watchedTables';
import { changeOpenAttempt, TakeRefusal } from './takeSessions';
import { fastestOfQuiz, interactionsOf } from './takeMoments';
import { queueLtiProgress } from '../../lti/scores';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;
type Content = Parameters<Parameters<typeof changeOpenAttempt>[3]>[1]['snapshot']['content'];

/** The article of video item `itemId` of a version's content; refused for an item that is no video of it. */
function videoArticleOf(content: Content, itemId: number): number | null {
  for (const activity of content.activities)
    for (const item of activity.items)
      if (item.id === itemId && item.type === ITEM_TYPE.video) return item.articleId;
  throw new TakeRefusal('invalid', WATCHED_MESSAGES.notAVideo, 'itemId');
}

/** The recorded length of an article's first video, in seconds (null: none recorded). */
async function recordedDuration(db: Db | Trx, articleId: number | null): Promise<number | null> {
  if (articleId === null) return null;
  const video = await db
    .selectFrom('article_videos')
    .select('duration')
    .where('article_id', '=', articleId)
    .orderBy('id')
    .executeTakeFirst();
  return video?.duration ?? null;
}

/** Merges a batch into what the link's open attempt watched of video item `itemId`; answers what is kept now. */
export async function recordWatched(
  db: Db,
  token: string,
  itemId: number,
  request: WatchedRequest,
  now: Date,
): Promise<WatchedBatch> {
  return changeOpenAttempt(db, token, now, async (trx, { assignment, snapshot }) => {
    const articleId = videoArticleOf(snapshot.content, itemId);
    const rows = await trx
      .selectFrom('assignment_watched')
      .selectAll()
      .where('assignment_id', '=', assignment.id)
      .where('attempt_number', '=', assignment.attempt_number)
      .execute();
    const row = rows.find((r) => r.item_id === itemId);
    // ADR 338: real time is read at the quiz's fastest allowed speed.
    const speed = fastestOfQuiz(snapshot.content, interactionsOf(snapshot.content));
    const batch = countWatchedBatch({
      kept: row ? { segments: row.segments, duration: row.duration } : null,
      recordedDuration: row ? null : await recordedDuration(trx, articleId),
      batch: request.segments,
      ...(request.duration === undefined ? {} : { reportedDuration: request.duration }),
      attemptSeconds: rows.reduce((sum, r) => sum + r.watched_seconds, 0),
      startedAtMs: (assignment.started_at ?? now).getTime(),
      nowMs: now.getTime(),
      speed,
    });
    if ('refused' in batch) {
      const field = batch.refused === 'noDuration' ? 'duration' : 'segments';
      throw new TakeRefusal('invalid', WATCHED_MESSAGES[batch.refused], field);
    }
    const completedAt = row?.completed_at ?? (batch.completed ? now : null);
    // ADR 339: the batch's plays per part, before its segments merge, within real time like the segments.
    const startedAtMs = (assignment.started_at ?? now).getTime();
    const played = rows.reduce((sum, r) => sum + playedSeconds(r.plays, r.duration), 0);
    const plays = addPlays(
      row?.plays ?? [],
      request.segments,
      batch.duration,
      watchAllowance(startedAtMs, now.getTime(), speed) - played,
    );
    await trx
      .insertInto('assignment_watched')
      .values({
        assignment_id: assignment.id,
        attempt_number: assignment.attempt_number,
        item_id: itemId,
        segments: JSON.stringify(batch.segments),
        watched_seconds: batch.watchedSeconds,
        plays: JSON.stringify(plays),
        duration: batch.duration,
        completed_at: completedAt,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['assignment_id', 'attempt_number', 'item_id']).doUpdateSet((eb) => ({
          segments: eb.ref('excluded.segments'),
          watched_seconds: eb.ref('excluded.watched_seconds'),
          plays: eb.ref('excluded.plays'),
          completed_at: eb.ref('excluded.completed_at'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
    // ADR 343: the attempt's first watched batch tells the platform the student began, while no attempt counts.
    if (rows.length === 0 && assignment.counted_progress === null)
      await queueLtiProgress(trx, assignment.id, now);
    return batch;
  });
}

/** What the page shows of one kept row. */
export const takeWatchedOf = (
  row: Pick<AssignmentWatched, 'segments' | 'duration' | 'completed_at'>,
): TakeWatched => {
  const share = shareWatched(row.segments, row.duration);
  return {
    segments: row.segments.map(([start, end]): [number, number] => [start, end]),
    duration: row.duration,
    share,
    completed: row.completed_at !== null || isWatched(share),
  };
};

/** What an attempt watched, per video item id (the page reads it back with the attempt). */
export async function watchedOfAttempt(
  db: Db,
  assignment: { readonly id: number; readonly attempt_number: number },
): Promise<Record<string, TakeWatched>> {
  const rows = await db
    .selectFrom('assignment_watched')
    .select(['item_id', 'segments', 'duration', 'completed_at'])
    .where('assignment_id', '=', assignment.id)
    .where('attempt_number', '=', assignment.attempt_number)
    .execute();
  return Object.fromEntries(rows.map((row) => [String(row.item_id), takeWatchedOf(row)]));
}

/** What a student watched of a quiz's videos, for the results (ADR 329). */
export interface WatchedSummary {
  /** The mean share watched over the quiz's video items (one not played counts 0), 0..1. */
  readonly share: number;
  /** Every video item watched to the completion share. */
  readonly completed: boolean;
}

/**
 * Per assignment of the quiz, what its current attempt watched of the quiz's video items; null when the quiz has
 * no video item (the results then show nothing of watching).
 */
export async function watchedOfQuiz(db: Db, quizId: number): Promise<Map<number, WatchedSummary> | null> {
  const [videos, rows] = await Promise.all([
    db
      .selectFrom('quiz_items as i')
      .innerJoin('quiz_activities as qa', 'qa.id', 'i.activity_id')
      .select('i.id')
      .where('qa.quiz_id', '=', quizId)
      .where('i.type', '=', ITEM_TYPE.video)
      .execute(),
    db
      .selectFrom('assignment_watched as w')
      .innerJoin('quiz_assignments as a', (join) =>
        join.onRef('a.id', '=', 'w.assignment_id').onRef('a.attempt_number', '=', 'w.attempt_number'),
      )
      .select(['w.assignment_id', 'w.item_id', 'w.segments', 'w.duration', 'w.completed_at'])
      .where('a.quiz_id', '=', quizId)
      .execute(),
  ]);
  if (videos.length === 0) return null;
  const videoIds = new Set(videos.map((video) => video.id));
  const byAssignment = new Map<number, { share: number; completed: number }>();
  for (const row of rows) {
    if (!videoIds.has(row.item_id)) continue;
    const kept = takeWatchedOf(row);
    const sum = byAssignment.get(row.assignment_id) ?? { share: 0, completed: 0 };
    byAssignment.set(row.assignment_id, {
      share: sum.share + kept.share,
      completed: sum.completed + (kept.completed ? 1 : 0),
    });
  }
  return new Map(
    [...byAssignment].map(([id, sum]) => [
      id,
      { share: sum.share / videoIds.size, completed: sum.completed >= videoIds.size },
    ]),
  );
}
