/**
 * Indexes the lists need (server/lists): page order per kind with the id tie-break, the library's title order,
 * the customer list's deadline and owner, the institution filters, and trigram indexes for the customer keyword
 * over owners' names and e-mails. Trigram indexes only where pg_trgm can be had, as in 002.
 */
import { type Kysely, sql } from 'kysely';
import { createTrigramIndexes } from '../migrationStatements';

const BTREE = [
  ['quizzes_kind_created_id', 'quizzes', 'kind, created_at, id'],
  ['quizzes_kind_title_id', 'quizzes', 'kind, title, id'],
  ['quizzes_kind_end_date', 'quizzes', 'kind, end_date'],
  ['quizzes_owner_kind_created', 'quizzes', 'owner_user_id, kind, created_at'],
  ['quiz_shares_quiz', 'quiz_shares', 'quiz_id, id'],
  ['quiz_assignments_quiz', 'quiz_assignments', 'quiz_id'],
  ['institutions_approved', 'institutions', 'approved'],
  ['institutions_product', 'institutions', 'product_id'],
  ['institutions_title_id', 'institutions', 'title, id'],
] as const;

/** The first two repeat 002's, for stores migrated before PGlite loaded pg_trgm (IF NOT EXISTS keeps them once). */
const TRIGRAM = [
  ['quizzes_title_trgm', 'quizzes', 'title'],
  ['institutions_title_trgm', 'institutions', 'title'],
  ['users_email_trgm', 'users', 'email'],
  ['users_first_name_trgm', 'users', 'first_name'],
  ['users_last_name_trgm', 'users', 'last_name'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, columns] of BTREE) {
    await sql.raw(`CREATE INDEX IF NOT EXISTS ${name} ON ${table} (${columns})`).execute(db);
  }
  await createTrigramIndexes(db, TRIGRAM, {
    ifNotExists: true,
    withoutIt: 'keyword searches use no trigram index',
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of [...TRIGRAM, ...BTREE]) await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
}
