/**
 * Faculty Resources as instructors read them (ADR 317): the rule of `mayReadResource` written as SQL over
 * `faculty_resources as r`, and the reads it scopes: one article's resources, how many each of some articles has,
 * a playlist's by video, and one resource for the viewer. Beside a video only published articles count (ADR 314):
 * a resource of an article unpublished since is simply not shown there.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/database';
import { isFullAdmin } from '../../../src/domain/access/capabilities';
import {
  formatOf,
  type ResourceCard,
  type ResourceReader,
} from '../../../src/domain/facultyResources/facultyResources';
import type { FacultyResourceRow } from '../../db/facultyResourceTables';

type Db = Kysely<Database>;

/** The caller as a reader: their roles and their own institution. */
export async function readerOf(db: Db, user: { readonly id: number; readonly roles: readonly string[] }) {
  const row = await db
    .selectFrom('users')
    .select('institution_id')
    .where('id', '=', user.id)
    .executeTakeFirst();
  return { roles: user.roles, institutionId: row?.institution_id ?? null } satisfies ResourceReader;
}

/** `mayReadResource` over `r`: ready (a link, or a file with its file), and for the reader's audience. */
export function readableBy(reader: ResourceReader): RawBuilder<SqlBool> {
  const ready = sql<SqlBool>`(r.kind = 'link' or r.file_key is not null)`;
  if (isFullAdmin(reader.roles)) return ready;
  const own =
    reader.institutionId === null
      ? sql<SqlBool>`false`
      : sql<SqlBool>`exists (select 1 from faculty_resource_institutions fi
          where fi.resource_id = r.id and fi.institution_id = ${reader.institutionId})`;
  return sql<SqlBool>`${ready} and (r.audience = 'all' or ${own})`;
}

type CardRow = Pick<FacultyResourceRow, 'id' | 'title' | 'description' | 'kind' | 'file_name' | 'url'> & {
  readonly content_type: string | null;
};

export const cardOf = (row: CardRow): ResourceCard => ({
  id: row.id,
  title: row.title,
  description: row.description,
  kind: row.kind,
  format: formatOf(row.kind, row.content_type) ?? 'document',
  fileName: row.kind === 'file' ? row.file_name : null,
  url: row.kind === 'link' ? row.url : null,
});

/** The resources the reader sees beside these published articles, each with the article it is beside. */
async function besidePublished(db: Db, reader: ResourceReader, articleIds: readonly number[]) {
  if (articleIds.length === 0) return [];
  const { rows } = await sql<CardRow & { article_id: number }>`
    select r.id, r.title, r.description, r.kind, r.file_name, r.content_type, r.url, fa.article_id
    from faculty_resources r
    join faculty_resource_articles fa on fa.resource_id = r.id
    join articles a on a.id = fa.article_id and a.status = 'published'
    where fa.article_id in (${sql.join([...articleIds])}) and ${readableBy(reader)}
    order by lower(r.title), r.id`.execute(db);
  return rows;
}

export async function articleResources(
  db: Db,
  reader: ResourceReader,
  articleId: number,
): Promise<ResourceCard[]> {
  return (await besidePublished(db, reader, [articleId])).map(cardOf);
}

export async function articleCounts(
  db: Db,
  reader: ResourceReader,
  articleIds: readonly number[],
): Promise<{ articleId: number; count: number }[]> {
  const counts = new Map<number, number>();
  for (const row of await besidePublished(db, reader, [...new Set(articleIds)]))
    counts.set(row.article_id, (counts.get(row.article_id) ?? 0) + 1);
  return [...counts].map(([articleId, count]) => ({ articleId, count }));
}

/** A playlist's videos that have resources for the reader, in the playlist's order, each with its resources. */
export async function playlistResources(db: Db, reader: ResourceReader, playlistId: number) {
  const items = await db
    .selectFrom('playlist_items')
    .select('article_ids')
    .where('playlist_id', '=', playlistId)
    .orderBy('sort_index')
    .orderBy('id')
    .execute();
  const order = [...new Set(items.flatMap((item) => item.article_ids))];
  const rows = await besidePublished(db, reader, order);
  if (rows.length === 0) return [];
  const titles = new Map(
    (
      await db
        .selectFrom('articles')
        .select(['id', 'title'])
        .where('id', 'in', [...new Set(rows.map((row) => row.article_id))])
        .execute()
    ).map((article) => [article.id, article.title]),
  );
  return order.flatMap((articleId) => {
    const resources = rows.filter((row) => row.article_id === articleId).map(cardOf);
    return resources.length > 0 ? [{ articleId, title: titles.get(articleId) ?? '', resources }] : [];
  });
}

/** One resource the reader sees, with what its file is served from; undefined for any other (ADR 105). */
export async function readableResource(db: Db, reader: ResourceReader, id: number) {
  const { rows } = await sql<CardRow & { file_key: string | null }>`
    select r.id, r.title, r.description, r.kind, r.file_name, r.content_type, r.url, r.file_key
    from faculty_resources r
    where r.id = ${id} and ${readableBy(reader)}`.execute(db);
  return rows[0];
}

/** A file resource's stored file, for a caller whose token was given to a reader of it. */
export async function storedResourceFile(db: Db, id: number) {
  return db
    .selectFrom('faculty_resources')
    .select(['id', 'file_key', 'file_name', 'content_type'])
    .where('id', '=', id)
    .where('kind', '=', 'file')
    .executeTakeFirst();
}

/** Whether the playlist is one of the class's. */
export async function isClassPlaylist(db: Db, classId: number, playlistId: number): Promise<boolean> {
  const row = await db
    .selectFrom('class_playlists')
    .select('playlist_id')
    .where('class_id', '=', classId)
    .where('playlist_id', '=', playlistId)
    .executeTakeFirst();
  return row !== undefined;
}
