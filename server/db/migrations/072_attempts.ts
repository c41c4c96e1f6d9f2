/**
 * Several attempts per quiz (ADR 219): the quiz's setting (`max_attempts`, null for unlimited; `attempt_counting`,
 * which attempt counts), each assignment's attempt number and the result that counts, and `quiz_attempts`, the
 * history of the attempts a student finished before trying again. The assignment row stays the current attempt.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('quizzes')
    .addColumn('max_attempts', 'integer', (c) => c.defaultTo(1).check(sql`max_attempts between 1 and 100`))
    .addColumn('attempt_counting', 'text', (c) =>
      c
        .notNull()
        .defaultTo('highest')
        .check(sql`attempt_counting in ('highest', 'latest', 'average')`),
    )
    .execute();
  await db.schema
    .alterTable('quiz_assignments')
    .addColumn('attempt_number', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('counted_score', 'double precision')
    .addColumn('counted_max_score', 'double precision')
    .addColumn('counted_progress', 'integer')
    .addColumn('counted_needs_grading', 'boolean')
    .addColumn('counted_attempt', 'integer')
    .execute();
  await db.schema
    .createTable('quiz_attempts')
    .addColumn('assignment_id', 'integer', (c) =>
      c.notNull().references('quiz_assignments.id').onDelete('cascade'),
    )
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('quiz_version', 'integer')
    .addColumn('started_at', 'timestamptz')
    .addColumn('submit_at', 'timestamptz', (c) => c.notNull())
    .addColumn('late', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addColumn('responses', 'jsonb', (c) => c.notNull())
    .addColumn('score', 'double precision')
    .addColumn('max_score', 'double precision')
    .addColumn('progress', 'integer', (c) => c.notNull())
    .addColumn('needs_grading', 'boolean', (c) => c.notNull())
    .addColumn('hand_scores', 'jsonb', (c) => c.notNull())
    .addColumn('points_overrides', 'jsonb')
    .addColumn('question_comments', 'jsonb')
    .addColumn('attempt_comment', 'text')
    .addPrimaryKeyConstraint('quiz_attempts_pkey', ['assignment_id', 'number'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quiz_attempts').execute();
  await db.schema
    .alterTable('quiz_assignments')
    .dropColumn('attempt_number')
    .dropColumn('counted_score')
    .dropColumn('counted_max_score')
    .dropColumn('counted_progress')
    .dropColumn('counted_needs_grading')
    .dropColumn('counted_attempt')
    .execute();
  await db.schema.alterTable('quizzes').dropColumn('max_attempts').dropColumn('attempt_counting').execute();
}
