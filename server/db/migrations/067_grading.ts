/**
 * Grading (ADR 209): a teacher may give any question of a submitted attempt other points than the automatic
 * score (`points_overrides`, by item id; essays keep their `hand_scores`), comment on each question
 * (`question_comments`, by item id) and on the whole attempt (`attempt_comment`). `graded_at`/`graded_by` tell
 * who changed a grade last. Every change is kept in `grade_changes`: who, when, and from what to what
 * (`item_id` null: the attempt's comment).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('quiz_assignments')
    .addColumn('points_overrides', 'jsonb')
    .addColumn('question_comments', 'jsonb')
    .addColumn('attempt_comment', 'text')
    .addColumn('graded_at', 'timestamptz')
    .addColumn('graded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createTable('grade_changes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('assignment_id', 'integer', (c) =>
      c.notNull().references('quiz_assignments.id').onDelete('cascade'),
    )
    .addColumn('item_id', 'integer')
    .addColumn('changed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('from_points', 'double precision')
    .addColumn('to_points', 'double precision')
    .addColumn('from_comment', 'text')
    .addColumn('to_comment', 'text')
    .execute();
  await db.schema
    .createIndex('grade_changes_assignment')
    .on('grade_changes')
    .columns(['assignment_id', 'changed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('grade_changes').execute();
  await db.schema
    .alterTable('quiz_assignments')
    .dropColumn('points_overrides')
    .dropColumn('question_comments')
    .dropColumn('attempt_comment')
    .dropColumn('graded_at')
    .dropColumn('graded_by')
    .execute();
}
