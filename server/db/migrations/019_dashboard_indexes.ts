/**
 * Indexes the dashboard's figures need at 100,000 quizzes (ADR 178): the library quizzes being processed are read
 * from a partial index holding only those rows, and the attempts submitted lately from an index of submission
 * times instead of a scan of every assignment.
 */
import { type Kysely, sql } from 'kysely';

const INDEXES = [
  ['quizzes_processing', 'quizzes (id) WHERE process_status = 0'],
  ['quiz_assignments_submitted', 'quiz_assignments (submit_at) WHERE submit_at IS NOT NULL'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, target] of INDEXES) {
    await sql.raw(`CREATE INDEX IF NOT EXISTS ${name} ON ${target}`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
}
