/**
 * What every change of an article on the desk shares (ADR 314): the row locked for the change's transaction, the
 * version the change was made on, whether the caller's desk role may edit it in its status, and the change recorded
 * as one more version (and as an 'edited' row of the history while it is live). Refusals are answers, not errors:
 * the routes turn them into 404, 409 or 400.
 */
import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import {
  mayEditArticle,
  type ArticleStatus,
  type DeskRole,
} from '../../../src/domain/publish/articleLifecycle';
import type { ArticleTable } from '../../db/contentTables';
import type { Database } from '../../db/database';
import { recordHistory } from './articleHistory';

export type Trx = Transaction<Database>;

/** Who changes an article: their account and their role on the desk. */
export interface DeskActor {
  readonly id: number;
  readonly role: DeskRole;
}

export type DeskRefusal =
  | { readonly ok: false; readonly refused: 'missing' }
  | { readonly ok: false; readonly refused: 'stale'; readonly byYou: boolean }
  /** The status does not let this desk role change the article (In review, Scheduled; Published for an editor). */
  | { readonly ok: false; readonly refused: 'locked' }
  | { readonly ok: false; readonly refused: 'notDeletable' }
  /** A step refused: 403 for a role that never takes it, 409 for a status it does not start from, else 400. */
  | {
      readonly ok: false;
      readonly refused: 'step';
      readonly status: 400 | 403 | 409;
      readonly message: string;
      readonly errors: Record<string, string[]>;
    }
  /** A field of the save names something that is not there (a section, a subject). */
  | { readonly ok: false; readonly refused: 'invalid'; readonly field: string; readonly message: string };

export const refusal = <R extends DeskRefusal['refused']>(
  refused: R,
  more?: Omit<Extract<DeskRefusal, { refused: R }>, 'ok' | 'refused'>,
) => ({ ok: false as const, refused, ...more }) as Extract<DeskRefusal, { refused: R }>;

export interface LockedArticle {
  readonly id: number;
  readonly status: ArticleStatus;
  readonly version: number;
  readonly updated_by: number | null;
  readonly ever_published: boolean;
  readonly title: string;
  readonly abstract: string | null;
  readonly section_id: number | null;
}

/** The article, locked until the transaction ends: of two changes at once, the second sees the first's outcome. */
export async function lockArticle(trx: Trx, id: number): Promise<LockedArticle | undefined> {
  return trx
    .selectFrom('articles')
    .select(['id', 'status', 'version', 'updated_by', 'ever_published', 'title', 'abstract', 'section_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The refusal of a change made on another version than the stored one (ADR 109, 300), or null. */
export function staleRefusal(
  row: LockedArticle,
  version: number | undefined,
  actor: DeskActor,
): DeskRefusal | null {
  if (version === undefined || version === row.version) return null;
  return refusal('stale', { byYou: row.updated_by === actor.id });
}

/**
 * The locked article when the actor may change its content now (the version first, then the status): the one
 * check of a save and of every media upload.
 */
export async function lockForEdit(
  trx: Trx,
  id: number,
  actor: DeskActor,
  version?: number,
): Promise<LockedArticle | DeskRefusal> {
  const row = await lockArticle(trx, id);
  if (!row) return refusal('missing');
  const stale = staleRefusal(row, version, actor);
  if (stale) return stale;
  if (!mayEditArticle(row.status, actor.role)) return refusal('locked');
  return row;
}

/** Whether the actor may change the article now, read without a lock: asked before an upload is received. */
export async function mayChangeNow(
  db: Kysely<Database>,
  id: number,
  actor: DeskActor,
): Promise<DeskRefusal | null> {
  const row = await db.selectFrom('articles').select('status').where('id', '=', id).executeTakeFirst();
  if (!row) return refusal('missing');
  return mayEditArticle(row.status, actor.role) ? null : refusal('locked');
}

export const isRefusal = (value: object): value is DeskRefusal => 'ok' in value && value.ok === false;

/** The change as one more version by the actor; an edit of a live article is in its history (ADR 314). */
export async function markChanged(
  trx: Trx,
  row: LockedArticle,
  actor: DeskActor,
  now: Date,
  values: Updateable<ArticleTable> = {},
): Promise<void> {
  await trx
    .updateTable('articles')
    .set({ ...values, version: sql`version + 1`, updated_at: now, updated_by: actor.id })
    .where('id', '=', row.id)
    .execute();
  if (row.status === 'published')
    await recordHistory(trx, {
      article_id: row.id,
      kind: 'edited',
      from_status: 'published',
      to_status: 'published',
      at: now,
      by_user: actor.id,
    });
}
