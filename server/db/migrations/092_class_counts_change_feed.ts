/**
 * The change feed announces writes of a class's students, quizzes, playlists and documents too (ADR 313): the rows of
 * the classes list count them, and the list kept whole in memory keeps its rows until one of these changes, in
 * every server process.
 */
import type { Kysely } from 'kysely';
import { createListChangeFeedTriggers, dropListChangeFeedTriggers } from '../migrationStatements';

/** What a classes list row counts; the auth cache watches the same writes. */
export const CLASS_COUNT_TABLES = [
  'class_students',
  'class_quizzes',
  'class_playlists',
  'class_documents',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await createListChangeFeedTriggers(db, CLASS_COUNT_TABLES);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropListChangeFeedTriggers(db, CLASS_COUNT_TABLES);
}
