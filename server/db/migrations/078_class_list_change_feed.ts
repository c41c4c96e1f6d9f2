/**
 * The change feed announces writes of classes, their shares and institutions as it does the quiz lists' (018,
 * ADR 160), so the page marks of the classes and institutions lists (ADR 242) go as soon as a row is added,
 * removed or re-sorted, in every server process.
 */
import { sql, type Kysely } from 'kysely';

/** What the classes and institutions lists order and scope by; the auth cache watches the same writes. */
export const MARKED_LIST_TABLES = ['classes', 'class_shares', 'institutions'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of MARKED_LIST_TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_list_change_feed`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function console_lists_changed()
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of MARKED_LIST_TABLES) {
    await sql`drop trigger ${sql.id(`${table}_list_change_feed`)} on ${sql.table(table)}`.execute(db);
  }
}
