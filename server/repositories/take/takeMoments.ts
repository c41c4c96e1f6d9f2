/**
 * Interactive video on the student page (ADR 338): each item's moment and video settings as an attempt meets them,
 * and the rules the server keeps with them — an answer to a must-answer question only once the attempt's watched
 * segments of its video reach its moment, a submit only once every video with a share to watch is watched to it,
 * and real time read at the quiz's fastest allowed speed. All read from the version the attempt answers (its
 * snapshot keeps `quiz_items.moment` and `video_settings`, ADR 337).
 */
import type { Kysely, Transaction } from 'kysely';
import { ITEM_TYPE } from '../../../src/domain/quiz/quiz';
import {
  fastestSpeed,
  reaches,
  requiredShare,
  VIDEO_MOMENT_MESSAGES,
  videoIndexOf,
  type VideoMoment,
  type VideoSettings,
} from '../../../src/domain/quiz/videoMoments/videoMoments';
import { shareWatched } from '../../../src/domain/take/watchedSegments';
import { scoreAttempt } from '../../../src/domain/take/scoring';
import type { StoredQuestion } from '../../../src/questionTypes/shared/domain/questionType';
import type { QuizSnapshotContent } from '../../db/contentTables';
import type { Database } from '../../db/database';
import { loadVideoArticles } from '../quiz/videoArticles';
import { TakeRefusal } from './takeSessions';

type Db = Kysely<Database> | Transaction<Database>;

/** What an item adds when it is interactive: a question's moment, a video's settings. */
export interface ItemInteractions {
  readonly moment?: VideoMoment;
  readonly video?: VideoSettings;
}

export type Interactions = ReadonlyMap<number, ItemInteractions>;

/**
 * The moments and video settings of a version's items, by item id, as its snapshot keeps them (ADR 337): a later
 * edit of the quiz never moves the moments of an attempt under way. A plain item is absent.
 */
export function interactionsOf(content: QuizSnapshotContent): Interactions {
  const found = new Map<number, ItemInteractions>();
  for (const item of content.activities.flatMap((activity) => activity.items)) {
    const moment = item.type === ITEM_TYPE.video ? undefined : item.moment;
    const video = item.type === ITEM_TYPE.video ? item.video : undefined;
    if (moment || video) found.set(item.id, { ...(moment ? { moment } : {}), ...(video ? { video } : {}) });
  }
  return found;
}

/** The fastest speed any video of the version offers: what real time allows an attempt to have watched (ADR 329). */
export function fastestOfQuiz(content: QuizSnapshotContent, interactions: Interactions): number {
  const videos = content.activities
    .flatMap((activity) => activity.items)
    .filter((item) => item.type === ITEM_TYPE.video);
  if (videos.length === 0) return fastestSpeed(null);
  return Math.max(...videos.map((item) => fastestSpeed(interactions.get(item.id)?.video)));
}

/** Whether the student page plays an article's video: it is offered and has one (ADR 314). */
async function isPlayable(trx: Db, articleId: number | null): Promise<boolean> {
  if (articleId === null) return false;
  const article = (await loadVideoArticles(trx, [articleId])).get(articleId);
  return Boolean(article && !article.unavailable && article.videoData);
}

/** The watched segments an attempt keeps of each video item, by item id. */
async function keptSegments(trx: Db, attempt: { readonly id: number; readonly attempt_number: number }) {
  const rows = await trx
    .selectFrom('assignment_watched')
    .select(['item_id', 'segments', 'duration'])
    .where('assignment_id', '=', attempt.id)
    .where('attempt_number', '=', attempt.attempt_number)
    .execute();
  return new Map(rows.map((row) => [row.item_id, row]));
}

/**
 * The moment of the question an answer is saved to (undefined: none), refused (409) for a must-answer question while
 * the attempt's watched segments of its video do not reach it. Read under the assignment's lock, which every batch
 * of segments takes too, so a batch and an answer sent at once are judged in the order they commit.
 */
export async function momentOfAnswer(
  trx: Db,
  attempt: { readonly id: number; readonly attempt_number: number },
  content: QuizSnapshotContent,
  itemId: number,
): Promise<VideoMoment | undefined> {
  const activity = content.activities.find((a) => a.items.some((item) => item.id === itemId));
  if (!activity) return undefined;
  const { moment } = interactionsOf({ activities: [activity] }).get(itemId) ?? {};
  if (!moment?.mustAnswer) return moment;
  const index = activity.items.findIndex((item) => item.id === itemId);
  const video = activity.items[videoIndexOf(activity.items, index)];
  // A video the student cannot play (none, or taken down) holds nothing: its questions are asked beside it.
  if (!video || !(await isPlayable(trx, video.articleId))) return moment;
  const kept = (await keptSegments(trx, attempt)).get(video.id);
  if (!reaches(kept?.segments ?? [], moment.at))
    throw new TakeRefusal('closed', VIDEO_MOMENT_MESSAGES.notReached);
  return moment;
}

/**
 * Where the video goes back to after this answer (ADR 338): the moment's `jumpBackTo` when the answer saved is not
 * fully right by its type's scorer; undefined when it is right, scored by hand, or the moment goes on regardless.
 * It says right or wrong at once for that question, by the author's choice; never which answer is right.
 */
export function jumpBackOf(
  question: StoredQuestion,
  moment: VideoMoment | undefined,
  answer: { readonly chosen: readonly number[]; readonly response: unknown },
  attempt: string,
): number | undefined {
  if (moment?.jumpBackTo === undefined) return undefined;
  const key = String(question.id);
  const score = scoreAttempt([question], {
    answers: { [key]: answer.chosen },
    ...(answer.response === undefined ? {} : { responses: { [key]: answer.response } }),
    attempt,
  }).questions.get(question.id);
  return score && !score.correct && !score.needsGrading ? moment.jumpBackTo : undefined;
}

/**
 * Refuses (409) a student's submit while a video that asks for a share to be watched is watched below it. A video
 * the student cannot play (no article, or one taken down) asks for nothing.
 */
export async function checkWatchedEnough(
  trx: Db,
  attempt: { readonly id: number; readonly attempt_number: number },
  content: QuizSnapshotContent,
): Promise<void> {
  const interactions = interactionsOf(content);
  const required = content.activities
    .flatMap((activity) => activity.items)
    .flatMap((item) => {
      const share = requiredShare(interactions.get(item.id)?.video);
      return item.type === ITEM_TYPE.video && share !== null && item.articleId !== null
        ? [{ id: item.id, articleId: item.articleId, share }]
        : [];
    });
  if (required.length === 0) return;
  const kept = await keptSegments(trx, attempt);
  for (const video of required) {
    if (!(await isPlayable(trx, video.articleId))) continue;
    const row = kept.get(video.id);
    const share = row ? shareWatched(row.segments, row.duration) : 0;
    // Compared to thousandths, so a share just at the threshold is not lost to a rounding of the sum.
    if (Math.round(share * 1000) / 1000 < video.share)
      throw new TakeRefusal('closed', VIDEO_MOMENT_MESSAGES.watchFirst);
  }
}
