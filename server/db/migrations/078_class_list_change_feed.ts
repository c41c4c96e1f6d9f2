/**
 * The change feed announces writes of classes, their shares and institutions as it does the quiz lists' (018,
 * ADR 160), so the page marks of the classes and institutions lists (ADR 242) go as soon as a row is added,
 * removed or re-sorted, in every server process.
 */
import type { Kysely } from 'kysely';
import { createListChangeFeedTriggers, dropListChangeFeedTriggers } from '../migrationStatements';

/** What the classes and institutions lists order and scope by; the auth cache watches the same writes. */
export const MARKED_LIST_TABLES = ['classes', 'class_shares', 'institutions'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await createListChangeFeedTriggers(db, MARKED_LIST_TABLES);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropListChangeFeedTriggers(db, MARKED_LIST_TABLES);
}
