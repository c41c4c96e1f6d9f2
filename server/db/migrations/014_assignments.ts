/**
 * Students take their quizzes: each assignment gets a personal link (a random token), where it came from (a class
 * or a direct share), its mail delivery, when the student opened, started and must finish it, and the quiz version
 * it was answered against. A snapshot of each distributed quiz version keeps the questions and right answers that
 * scored it, so a later edit of the quiz never rewrites old results. Answers are kept one row per question with the
 * time spent on it (the per-question statistics).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('quiz_assignments')
    .addColumn('token', 'text')
    .addColumn('class_id', 'integer', (c) => c.references('classes.id').onDelete('set null'))
    .addColumn('quiz_version', 'integer')
    .addColumn('mail_state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('not_sent')
        .check(sql`mail_state in ('sent', 'not_sent', 'failed')`),
    )
    .addColumn('mailed_at', 'timestamptz')
    .addColumn('opened_at', 'timestamptz')
    .addColumn('started_at', 'timestamptz')
    .addColumn('due_at', 'timestamptz')
    .addColumn('late', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('quiz_assignments_token')
    .unique()
    .on('quiz_assignments')
    .column('token')
    .execute();

  await db.schema
    .createTable('quiz_snapshots')
    .addColumn('quiz_id', 'integer', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    /** QuizSnapshotContent: activities, items, options and right answers as they were at that version. */
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('quiz_snapshots_pk', ['quiz_id', 'version'])
    .execute();

  await db.schema
    .createTable('assignment_answers')
    .addColumn('assignment_id', 'integer', (c) =>
      c.notNull().references('quiz_assignments.id').onDelete('cascade'),
    )
    /** The question's item id in the assignment's snapshot (not a foreign key: the item may be edited away). */
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('option_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('time_spent_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('assignment_answers_pk', ['assignment_id', 'item_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('assignment_answers').ifExists().execute();
  await db.schema.dropTable('quiz_snapshots').ifExists().execute();
  await db.schema.dropIndex('quiz_assignments_token').ifExists().execute();
  await db.schema
    .alterTable('quiz_assignments')
    .dropColumn('token')
    .dropColumn('class_id')
    .dropColumn('quiz_version')
    .dropColumn('mail_state')
    .dropColumn('mailed_at')
    .dropColumn('opened_at')
    .dropColumn('started_at')
    .dropColumn('due_at')
    .dropColumn('late')
    .execute();
}
