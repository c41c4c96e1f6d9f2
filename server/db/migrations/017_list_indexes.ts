/**
 * Indexes the quiz lists were missing at 100,000 quizzes (ADR 157, plans there): a list sorted by last change
 * (updatedAt) sorted every row of the kind, and "my quizzes" sorted an owner's rows for want of the id
 * tie-break. Both now read their page from the index in order.
 */
import { type Kysely, sql } from 'kysely';

const INDEXES = [
  ['quizzes_kind_updated_id', 'quizzes', 'kind, updated_at, id'],
  ['quizzes_owner_kind_created_id', 'quizzes', 'owner_user_id, kind, created_at, id'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, columns] of INDEXES) {
    await sql.raw(`CREATE INDEX IF NOT EXISTS ${name} ON ${table} (${columns})`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
}
