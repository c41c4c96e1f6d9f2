/**
 * One save for a student's attempt (ADR 352): the teacher's points and comments of an attempt are saved together on
 * the version they were loaded with. `grading_version` starts at 1 and grows with every grade saved and with every
 * new attempt; `graded_by` (migration 067) tells who saved the current one, so a refused save can say it was the
 * caller's own from another tab (ADR 300).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('quiz_assignments')
    .addColumn('grading_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quiz_assignments').dropColumn('grading_version').execute();
}
