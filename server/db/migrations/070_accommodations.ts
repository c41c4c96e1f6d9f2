/**
 * Second chances (ADR 212): per assignment, extra time on a timed quiz (`extra_minutes`, or `time_factor_percent`
 * such as 150 for 1.5×, never both), a personal deadline (`personal_deadline`, it can only extend the quiz's) and
 * who set them last; a reopened attempt (`reopened_at`, `reopened_by`) continues with its saved answers until its
 * personal deadline, without the time limit it had used up.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('quiz_assignments')
    .addColumn('extra_minutes', 'integer', (c) => c.check(sql`extra_minutes between 1 and 10000`))
    .addColumn('time_factor_percent', 'integer', (c) =>
      c.check(sql`time_factor_percent between 101 and 1000`),
    )
    .addColumn('personal_deadline', 'timestamptz')
    .addColumn('accommodated_at', 'timestamptz')
    .addColumn('accommodated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reopened_at', 'timestamptz')
    .addColumn('reopened_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('quiz_assignments')
    .addCheckConstraint(
      'quiz_assignments_one_extra_time',
      sql`extra_minutes is null or time_factor_percent is null`,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quiz_assignments').dropConstraint('quiz_assignments_one_extra_time').execute();
  await db.schema
    .alterTable('quiz_assignments')
    .dropColumn('extra_minutes')
    .dropColumn('time_factor_percent')
    .dropColumn('personal_deadline')
    .dropColumn('accommodated_at')
    .dropColumn('accommodated_by')
    .dropColumn('reopened_at')
    .dropColumn('reopened_by')
    .execute();
}
