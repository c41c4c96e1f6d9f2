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
  VIDEO_MOMENT_MESSAGES,
  videoIndexOf,
  type VideoMoment,
  type VideoSettings,
} from '../../../src/domain/quiz/videoMoments/videoMoments';
import { isOffered } from '../../../src/domain/publish/articleLifecycle';
import type { Segment } from '../../../src/domain/take/watchedSegments';
import { scoreAttempt } from '../../../src/domain/take/scoring';
import type { StoredQuestion } from '../../../src/questionTypes/shared/domain/questionType';
import type { QuizSnapshotContent } from '../../db/contentTables';
import type { Database } from '../../db/database';
import { watchedBelowShare } from './watchedShares';
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
  if (!video || video.articleId === null) return moment;
  const watched = await watchedOfPlayable(trx, attempt, video.id, video.articleId);
  // A video the student cannot play (none, or taken down) holds nothing: its questions are asked beside it.
  if (watched && !reaches(watched.segments, moment.at))
    throw new TakeRefusal('closed', VIDEO_MOMENT_MESSAGES.notReached);
  return moment;
}

/**
 * In one statement, as every answer to a must-answer question asks it: whether the student page plays the article's
 * video (offered and with a video, as isPlayable says) and, if so, the segments the attempt watched of its item.
 * Undefined: the video is not played, so it holds nothing.
 */
async function watchedOfPlayable(
  trx: Db,
  attempt: { readonly id: number; readonly attempt_number: number },
  itemId: number,
  articleId: number,
): Promise<{ segments: Segment[] } | undefined> {
  const row = await trx
    .selectFrom('articles as ar')
    .leftJoin('assignment_watched as w', (join) =>
      join
        .on('w.assignment_id', '=', attempt.id)
        .on('w.attempt_number', '=', attempt.attempt_number)
        .on('w.item_id', '=', itemId),
    )
    .select(['ar.status', 'w.segments'])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('article_videos as v').select('v.id').whereRef('v.article_id', '=', 'ar.id'))
        .as('has_video'),
    )
    .where('ar.id', '=', articleId)
    .executeTakeFirst();
  if (!row || !isOffered(row.status) || !row.has_video) return undefined;
  return { segments: row.segments ?? [] };
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

/** Refuses (409) a student's submit while a video that asks for a share to be watched is watched below it. */
export async function checkWatchedEnough(
  trx: Db,
  attempt: { readonly id: number; readonly attempt_number: number },
  content: QuizSnapshotContent,
): Promise<void> {
  if (await watchedBelowShare(trx, attempt, content))
    throw new TakeRefusal('closed', VIDEO_MOMENT_MESSAGES.watchFirst);
}
