/**
 * Indexes the dashboard's figures need at 100,000 quizzes (ADR 178): the library quizzes being processed are read
 * from a partial index holding only those rows, and an owner's recent submissions per quiz from (quiz_id,
 * submit_at) instead of every assignment of the quiz.
 */
import { type Kysely, sql } from 'kysely';

const INDEXES = [
  ['quizzes_processing', 'quizzes (id) WHERE process_status = 0'],
  ['quiz_assignments_quiz_submitted', 'quiz_assignments (quiz_id, submit_at)'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, target] of INDEXES) {
    await sql.raw(`CREATE INDEX IF NOT EXISTS ${name} ON ${target}`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
}
