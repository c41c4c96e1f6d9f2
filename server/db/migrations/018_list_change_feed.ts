/**
 * The change feed (ADR 156) announces any write of what the quiz lists show, so every server process drops the
 * list pages it keeps (ADR 160): quizzes, their tags, activities and items (the question count), shares,
 * assignments, and the articles they are about. One notification per statement: a save that writes 200 items
 * announces once per statement, and PostgreSQL folds equal notifications of one transaction into one.
 * Owners' names and e-mails come from `users`, already announced by migration 016.
 */
import { sql, type Kysely } from 'kysely';
import {
  createListChangeFeedTriggers,
  createTriggerFunction,
  dropListChangeFeedTriggers,
} from '../migrationStatements';

/** What the quiz lists read; the auth cache watches the same writes (ADR 160). */
export const LIST_TABLES = [
  'quizzes',
  'quiz_tags',
  'tags',
  'quiz_activities',
  'quiz_items',
  'quiz_shares',
  'quiz_assignments',
  'articles',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTriggerFunction(db, 'console_lists_changed', [
    "perform pg_notify('console_changes', json_build_object('kind', 'lists')::text);",
    'return null;',
  ]);
  await createListChangeFeedTriggers(db, LIST_TABLES);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropListChangeFeedTriggers(db, LIST_TABLES);
  await sql`drop function console_lists_changed()`.execute(db);
}
