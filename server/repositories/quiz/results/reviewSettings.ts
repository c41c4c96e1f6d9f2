/**
 * A quiz's review setting as stored (migration 068, ADR 210): read as the rules see it (the kind's default while
 * never chosen), saved, and the scores released or withdrawn. Each write is one statement on the quiz's row, so
 * two at once leave one whole setting, never a mix.
 */
import type { Kysely } from 'kysely';
import type {
  ReviewSettings,
  SetReviewSettingsRequest,
} from '../../../../src/api/quiz/results/reviewSettingsContract';
import { reviewSettingOf } from '../../../../src/domain/take/reviewRules';
import type { Database } from '../../../db/database';
import { requeueQuizLtiScores } from '../../../lti/scores';

/** The setting a quiz row stores: its own choices, or its kind's default where it never chose. */
const storedSetting = (row: {
  readonly is_graded: boolean;
  readonly review_score: string | null;
  readonly review_answers: string | null;
}) =>
  reviewSettingOf({
    isGraded: row.is_graded,
    reviewScore: row.review_score,
    reviewAnswers: row.review_answers,
  });

export async function readReviewSettings(db: Kysely<Database>, quizId: number): Promise<ReviewSettings> {
  const row = await db
    .selectFrom('quizzes')
    .select(['is_graded', 'review_score', 'review_answers', 'scores_released_at'])
    .where('id', '=', quizId)
    .executeTakeFirstOrThrow();
  const setting = storedSetting(row);
  return { ...setting, releasedAt: row.scores_released_at?.toISOString() ?? null };
}

/** Saves the setting; when the score's moment changed, the LMS hears the scores again (ADR 220). */
export async function writeReviewSettings(
  db: Kysely<Database>,
  quizId: number,
  settings: SetReviewSettingsRequest,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('quizzes')
      .select(['is_graded', 'review_score', 'review_answers'])
      .where('id', '=', quizId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('quizzes')
      .set({ review_score: settings.score, review_answers: settings.answers })
      .where('id', '=', quizId)
      .execute();
    const was = storedSetting(before);
    if (was.score !== settings.score) await requeueQuizLtiScores(trx, quizId, now);
  });
}

/**
 * Releases the scores now (a second release keeps the first time), or withdraws them. A release or a withdrawal
 * that changes something sends the scores to the LMS again, shown or pending (ADR 220); a repeated one sends nothing.
 */
export async function writeScoresReleased(
  db: Kysely<Database>,
  quizId: number,
  released: boolean,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('quizzes')
      .set({ scores_released_at: released ? now : null })
      .where('id', '=', quizId)
      .where('scores_released_at', released ? 'is' : 'is not', null)
      .returning('id')
      .executeTakeFirst();
    if (changed) await requeueQuizLtiScores(trx, quizId, now);
  });
}
