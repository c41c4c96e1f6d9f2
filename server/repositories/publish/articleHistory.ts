/**
 * An article's history (ADR 314): every step, its creation, the job's publication and each edit of a live article,
 * written in the transaction of the change it records, read oldest first with who took each step.
 */
import type { Kysely, Transaction } from 'kysely';
import type { ArticleHistoryEntry } from '../../../src/domain/publish/deskArticle';
import type { Database } from '../../db/database';
import type { NewArticleHistoryRow } from '../../db/publishTables';

type Db = Kysely<Database> | Transaction<Database>;

export async function recordHistory(trx: Db, row: NewArticleHistoryRow): Promise<void> {
  await trx.insertInto('article_history').values(row).execute();
}

/** A person as the desk names them, or null when the account is gone. */
export function personOf(row: {
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly email: string | null;
}): { firstName: string; lastName: string; email: string } | null {
  return row.email === null
    ? null
    : { firstName: row.first_name ?? '', lastName: row.last_name ?? '', email: row.email };
}

export async function historyOf(db: Db, articleId: number): Promise<ArticleHistoryEntry[]> {
  const rows = await db
    .selectFrom('article_history as h')
    .leftJoin('users as u', 'u.id', 'h.by_user')
    .select([
      'h.id',
      'h.kind',
      'h.from_status',
      'h.to_status',
      'h.note',
      'h.scheduled_at',
      'h.at',
      'u.first_name',
      'u.last_name',
      'u.email',
    ])
    .where('h.article_id', '=', articleId)
    .orderBy('h.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    from: row.from_status,
    to: row.to_status,
    note: row.note,
    scheduledAt: row.scheduled_at?.toISOString() ?? null,
    at: row.at.toISOString(),
    by: personOf(row),
  }));
}
