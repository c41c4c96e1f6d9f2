/**
 * A quiz's review setting as stored (migration 068, ADR 210): read as the rules see it (the kind's default while
 * never chosen), saved, and the scores released or withdrawn. Each write is one statement on the quiz's row, so
 * two at once leave one whole setting, never a mix.
 */
import { sql, type Kysely } from 'kysely';
import type {
  ReviewSettings,
  SetReviewSettingsRequest,
} from '../../../../src/api/quiz/results/reviewSettingsContract';
import { reviewSettingOf } from '../../../../src/domain/take/reviewRules';
import type { Database } from '../../../db/database';

export async function readReviewSettings(db: Kysely<Database>, quizId: number): Promise<ReviewSettings> {
  const row = await db
    .selectFrom('quizzes')
    .select(['is_graded', 'review_score', 'review_answers', 'scores_released_at'])
    .where('id', '=', quizId)
    .executeTakeFirstOrThrow();
  const setting = reviewSettingOf({
    isGraded: row.is_graded,
    reviewScore: row.review_score,
    reviewAnswers: row.review_answers,
  });
  return { ...setting, releasedAt: row.scores_released_at?.toISOString() ?? null };
}

export async function writeReviewSettings(
  db: Kysely<Database>,
  quizId: number,
  settings: SetReviewSettingsRequest,
): Promise<void> {
  await db
    .updateTable('quizzes')
    .set({ review_score: settings.score, review_answers: settings.answers })
    .where('id', '=', quizId)
    .execute();
}

/** Releases the scores now (a second release keeps the first time), or withdraws them. */
export async function writeScoresReleased(
  db: Kysely<Database>,
  quizId: number,
  released: boolean,
  now: Date,
): Promise<void> {
  await db
    .updateTable('quizzes')
    .set({ scores_released_at: released ? sql<Date>`coalesce(scores_released_at, ${now})` : null })
    .where('id', '=', quizId)
    .execute();
}
