/**
 * What an attempt watched against what its videos ask (ADR 329, 338): the segments it keeps of each video item, and
 * whether a video that asks for a share to be watched is watched below it — what holds a student's submit and what
 * the LMS is told of a submitted attempt (ADR 343). A video the student cannot play (no article, or one taken down)
 * asks for nothing. A leaf: the student page's rules and the LMS's score job both read it.
 *
 * @publicModule the LTI score job reads whether a submitted attempt watched what its videos ask.
 */
import type { Kysely, Transaction } from 'kysely';
import { ITEM_TYPE } from '../../../src/domain/quiz/quiz';
import { requiredShare } from '../../../src/domain/quiz/videoMoments/videoMoments';
import { shareWatched } from '../../../src/domain/take/watchedSegments';
import type { QuizSnapshotContent } from '../../db/contentTables';
import type { Database } from '../../db/database';
import { loadVideoArticles } from '../quiz/videoArticles';

type Db = Kysely<Database> | Transaction<Database>;

/** Whether the student page plays an article's video: it is offered and has one (ADR 314). */
export async function isPlayable(trx: Db, articleId: number | null): Promise<boolean> {
  if (articleId === null) return false;
  const article = (await loadVideoArticles(trx, [articleId])).get(articleId);
  return Boolean(article && !article.unavailable && article.videoData);
}

/** The watched segments an attempt keeps of each video item, by item id. */
export async function keptSegments(
  trx: Db,
  attempt: { readonly id: number; readonly attempt_number: number },
) {
  const rows = await trx
    .selectFrom('assignment_watched')
    .select(['item_id', 'segments', 'duration'])
    .where('assignment_id', '=', attempt.id)
    .where('attempt_number', '=', attempt.attempt_number)
    .execute();
  return new Map(rows.map((row) => [row.item_id, row]));
}

/** Whether a video of the attempt that asks for a share to be watched is watched below it. */
export async function watchedBelowShare(
  trx: Db,
  attempt: { readonly id: number; readonly attempt_number: number },
  content: QuizSnapshotContent,
): Promise<boolean> {
  const required = content.activities
    .flatMap((activity) => activity.items)
    .flatMap((item) => {
      const share = item.type === ITEM_TYPE.video ? requiredShare(item.video) : null;
      return share !== null && item.articleId !== null
        ? [{ id: item.id, articleId: item.articleId, share }]
        : [];
    });
  if (required.length === 0) return false;
  const kept = await keptSegments(trx, attempt);
  for (const video of required) {
    if (!(await isPlayable(trx, video.articleId))) continue;
    const row = kept.get(video.id);
    const share = row ? shareWatched(row.segments, row.duration) : 0;
    // Compared to thousandths, so a share just at the threshold is not lost to a rounding of the sum.
    if (Math.round(share * 1000) / 1000 < video.share) return true;
  }
  return false;
}
