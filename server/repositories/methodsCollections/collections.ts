/**
 * Methods Collections read (ADR 316): the list as the caller may see it, what the capability table reads of one
 * collection, and one collection whole with its videos in order. Their writes are in collectionWrites.ts.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Collection, CollectionListItem } from '../../../src/api/methodsCollections/collectionsContract';
import type { Caller } from '../../../src/domain/access/capabilities';
import {
  collectionCapabilities,
  type CollectionAction,
  type CollectionFacts,
} from '../../../src/domain/methodsCollections/collectionCapabilities';
import { isOffered } from '../../../src/domain/publish/articleLifecycle';
import type { ParsedListRequest } from '../../../src/domain/shared/listQuery';
import type { Database } from '../../db/database';
import { booleanField, listResource, textField } from '../../lists/listRequest';
import { scopeOf } from '../../auth/capabilityScope';
import { listPage, type ListPage } from '../shared/listPage';

type Db = Kysely<Database>;

const fileUrl = (key: string | null) => (key ? `/${key}` : null);

const ARTICLE_COUNT = sql<number>`(select count(*)::int from method_collection_articles mca
  where mca.collection_id = c.id)`;
const editedBy = (userId: number) =>
  sql<SqlBool>`exists (select 1 from method_collection_editors e
    where e.collection_id = c.id and e.user_id = ${userId} and e.can_edit)`;

/** The list's whitelist (ADR 020): search by id or title, filter on published; by title unless asked otherwise. */
export const COLLECTION_RESOURCE = listResource({
  name: 'methodCollections',
  id: sql`c.id`,
  filters: { title: textField(sql`c.title`), published: booleanField(sql`c.published`) },
  sorts: { title: sql`c.title`, updatedAt: sql`c.updated_at`, articleCount: ARTICLE_COUNT },
  defaultSort: [['title', 'asc']],
});

/**
 * The collections the caller may take `action` on, as a condition over `method_collections as c`: the capability
 * table asked for a collection the caller edits and one they do not, written out as SQL (ADR 192).
 */
export function collectionScope(caller: Caller, action: CollectionAction): RawBuilder<SqlBool> {
  const edited = {
    holds: editedBy(caller.id),
    fails: sql<SqlBool>`not ${editedBy(caller.id)}`,
  };
  return scopeOf({ editedByCaller: edited }, ({ editedByCaller }) =>
    collectionCapabilities(caller, { editedByCaller }).has(action),
  ).sql;
}

const actionsOf = (caller: Caller, facts: CollectionFacts) => [...collectionCapabilities(caller, facts)];

/** One page of the collections the caller may see, each with what they may do with it. */
export function listCollections(
  db: Db,
  caller: Caller,
  request: ParsedListRequest,
): Promise<ListPage<CollectionListItem>> {
  return listPage({
    resource: COLLECTION_RESOURCE,
    request,
    from: db.selectFrom('method_collections as c').where(collectionScope(caller, 'view')),
    select: (collections) =>
      collections.select([
        'c.id',
        'c.title',
        'c.published',
        'c.cover_key',
        'c.updated_at',
        'c.version',
        ARTICLE_COUNT.as('article_count'),
        editedBy(caller.id).as('edited_by_caller'),
      ]),
    map: (row) => ({
      id: row.id,
      title: row.title,
      published: row.published,
      articleCount: Number(row.article_count),
      coverUrl: fileUrl(row.cover_key),
      updatedAt: new Date(row.updated_at).toISOString(),
      version: row.version,
      actions: actionsOf(caller, { editedByCaller: Boolean(row.edited_by_caller) }),
    }),
  });
}

/** What the capability table reads of one collection for this caller, or undefined for a missing id. */
export async function findCollectionFacts(
  db: Db,
  caller: Caller,
  id: number,
): Promise<CollectionFacts | undefined> {
  const row = await db
    .selectFrom('method_collections as c')
    .select(editedBy(caller.id).as('edited'))
    .where('c.id', '=', id)
    .executeTakeFirst();
  return row ? { editedByCaller: Boolean(row.edited) } : undefined;
}

/** A whole collection: its fields, its videos in order (each with whether it is still offered), its actions. */
export async function findCollection(db: Db, caller: Caller, id: number): Promise<Collection | undefined> {
  const row = await db
    .selectFrom('method_collections as c')
    .leftJoin('users as u', 'u.id', 'c.updated_by')
    .select([
      'c.id',
      'c.version',
      'c.title',
      'c.description',
      'c.published',
      'c.cover_key',
      'c.updated_at',
      'u.first_name',
      'u.last_name',
      'u.email',
      editedBy(caller.id).as('edited'),
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const articles = await db
    .selectFrom('method_collection_articles as mca')
    .innerJoin('articles as a', 'a.id', 'mca.article_id')
    .select(['a.id', 'a.title', 'a.article_type', 'a.status'])
    .where('mca.collection_id', '=', id)
    .orderBy('mca.sort_index')
    .orderBy('a.id')
    .execute();
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    description: row.description,
    published: row.published,
    coverUrl: fileUrl(row.cover_key),
    articles: articles.map((a) => ({
      id: a.id,
      title: a.title,
      articleType: a.article_type,
      available: isOffered(a.status),
    })),
    actions: actionsOf(caller, { editedByCaller: Boolean(row.edited) }),
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy:
      row.email === null
        ? null
        : { firstName: row.first_name ?? '', lastName: row.last_name ?? '', email: row.email },
  };
}
