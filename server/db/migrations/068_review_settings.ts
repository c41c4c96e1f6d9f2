/**
 * What students see, and when (ADR 210): a quiz's review setting. `review_score` says when the score shows
 * ('at_once', 'after_deadline', 'on_release'), `review_answers` when the right answers and the feedback show
 * ('never', 'after_submit', 'after_deadline'); null is the console's default for the quiz's kind
 * (src/domain/take/reviewRules.ts), so existing quizzes keep what they did. `scores_released_at` is when the
 * instructor released the scores (null: not released, or withdrawn).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('quizzes')
    .addColumn('review_score', 'text', (c) =>
      c.check(sql`review_score in ('at_once', 'after_deadline', 'on_release')`),
    )
    .addColumn('review_answers', 'text', (c) =>
      c.check(sql`review_answers in ('never', 'after_submit', 'after_deadline')`),
    )
    .addColumn('scores_released_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('quizzes')
    .dropColumn('review_score')
    .dropColumn('review_answers')
    .dropColumn('scores_released_at')
    .execute();
}
