/**
 * Each class's own dates for a quiz (ADR 217): `opens_at` and `deadline` on the class's quiz row. While
 * `own_dates` is false the class follows the quiz's start and end dates (a quiz just added keeps the quiz's own);
 * once a teacher of the class sets them, that class's students open and hand in by these.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('class_quizzes')
    .addColumn('own_dates', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('opens_at', 'timestamptz')
    .addColumn('deadline', 'timestamptz')
    .addColumn('dates_changed_at', 'timestamptz')
    .addColumn('dates_changed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('class_quizzes')
    .addCheckConstraint(
      'class_quizzes_deadline_after_opening',
      sql`opens_at is null or deadline is null or deadline > opens_at`,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('class_quizzes')
    .dropConstraint('class_quizzes_deadline_after_opening')
    .execute();
  await db.schema
    .alterTable('class_quizzes')
    .dropColumn('own_dates')
    .dropColumn('opens_at')
    .dropColumn('deadline')
    .dropColumn('dates_changed_at')
    .dropColumn('dates_changed_by')
    .execute();
}
