/**
 * Methods Collections written (ADR 316): create, versioned update, delete and the cover. Each write locks the
 * collection's row first and then every article it touches in id order, so two saves that share videos take turns
 * instead of deadlocking in the `in_collection` triggers (migration 094).
 */
import { sql, type Kysely } from 'kysely';
import type { ParsedCollectionForm } from '../../../src/domain/methodsCollections/collections';
import { isOffered } from '../../../src/domain/publish/articleLifecycle';
import { staleOutcome, type StaleOutcome } from '../../../src/domain/shared/recordVersions';
import type { Database } from '../../db/database';

type Db = Kysely<Database>;

/** Why a save's videos are refused: the ids newly added that are missing or not published (ADR 314). */
export interface NotOffered {
  readonly notOffered: readonly number[];
}

/** Locks the articles in id order and answers the ones of `added` that the library does not offer. */
async function lockArticles(trx: Db, all: readonly number[], added: readonly number[]): Promise<number[]> {
  if (all.length === 0) return [];
  const rows = await trx
    .selectFrom('articles')
    .select(['id', 'status'])
    .where('id', 'in', [...all])
    .orderBy('id')
    .forUpdate()
    .execute();
  const offered = new Set(rows.filter((row) => isOffered(row.status)).map((row) => row.id));
  return added.filter((id) => !offered.has(id));
}

async function writeArticles(trx: Db, id: number, articleIds: readonly number[], held: readonly number[]) {
  const kept = new Set(articleIds);
  const gone = held.filter((articleId) => !kept.has(articleId));
  if (gone.length)
    await trx
      .deleteFrom('method_collection_articles')
      .where('collection_id', '=', id)
      .where('article_id', 'in', gone)
      .execute();
  if (articleIds.length)
    await trx
      .insertInto('method_collection_articles')
      .values(
        articleIds.map((articleId, index) => ({
          collection_id: id,
          article_id: articleId,
          sort_index: index,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['collection_id', 'article_id'])
          .doUpdateSet((eb) => ({ sort_index: eb.ref('excluded.sort_index') }))
          .whereRef('method_collection_articles.sort_index', '<>', 'excluded.sort_index'),
      )
      .execute();
}

/** A new collection with its videos, all of which must be offered; answers its id. */
export async function createCollection(
  db: Db,
  form: ParsedCollectionForm,
  now: Date,
  by: number,
): Promise<{ id: number } | NotOffered> {
  return db.transaction().execute(async (trx) => {
    const notOffered = await lockArticles(trx, form.articleIds, form.articleIds);
    if (notOffered.length) return { notOffered };
    const { id } = await trx
      .insertInto('method_collections')
      .values({
        title: form.title,
        description: form.description,
        published: form.published,
        created_at: now,
        created_by: by,
        updated_at: now,
        updated_by: by,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeArticles(trx, id, form.articleIds, []);
    return { id };
  });
}

export type CollectionUpdate = 'updated' | 'missing' | StaleOutcome | NotOffered;

/**
 * Replaces the fields and the videos when `version` is still the stored one (ADR 109), one more version on
 * success. A video newly added must be offered; one the collection already held stays even if unpublished since.
 */
export async function updateCollection(
  db: Db,
  id: number,
  values: ParsedCollectionForm & { readonly version: number },
  now: Date,
  by: number,
): Promise<CollectionUpdate> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('method_collections')
      .select(['version', 'updated_by'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return 'missing';
    if (row.version !== values.version) return staleOutcome(row.updated_by, by);
    const held = (
      await trx
        .selectFrom('method_collection_articles')
        .select('article_id')
        .where('collection_id', '=', id)
        .execute()
    ).map((r) => r.article_id);
    const added = values.articleIds.filter((articleId) => !held.includes(articleId));
    const notOffered = await lockArticles(trx, [...new Set([...held, ...values.articleIds])], added);
    if (notOffered.length) return { notOffered };
    await trx
      .updateTable('method_collections')
      .set({
        title: values.title,
        description: values.description,
        published: values.published,
        updated_at: now,
        updated_by: by,
        version: sql`version + 1`,
      })
      .where('id', '=', id)
      .execute();
    await writeArticles(trx, id, values.articleIds, held);
    return 'updated';
  });
}

/** Deletes a collection (its videos and editors with it); answers its cover's key, or undefined when missing. */
export async function deleteCollection(db: Db, id: number): Promise<{ cover: string | null } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('method_collections')
      .select('cover_key')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    const held = await trx
      .selectFrom('method_collection_articles')
      .select('article_id')
      .where('collection_id', '=', id)
      .execute();
    await lockArticles(
      trx,
      held.map((r) => r.article_id),
      [],
    );
    await trx.deleteFrom('method_collections').where('id', '=', id).execute();
    return { cover: row.cover_key };
  });
}

/**
 * Sets or clears the cover beside the form: the collection's fields and version stay (the screen keeps what is
 * typed, ADR 125). Answers the key it replaced, or undefined when the collection is gone.
 */
export async function setCollectionCover(
  db: Db,
  id: number,
  key: string | null,
  now: Date,
): Promise<{ previous: string | null } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('method_collections')
      .select('cover_key')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    await trx
      .updateTable('method_collections')
      .set({ cover_key: key, updated_at: now })
      .where('id', '=', id)
      .execute();
    return { previous: row.cover_key };
  });
}
