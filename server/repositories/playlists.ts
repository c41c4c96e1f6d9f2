/** Playlists of a user and their entries (labels and articles), for the quiz editor's import. */
import type { Kysely } from 'kysely';
import type { PlaylistLabelItem, PlaylistSummary, SectionMenu } from '../../src/api/playlistsContract';
import type { Database } from '../db/database';

export async function listMyPlaylists(
  db: Kysely<Database>,
  ownerId: number,
  page: number,
  perPage: number,
  titleContains?: string,
): Promise<{ rows: PlaylistSummary[]; total: number }> {
  let base = db.selectFrom('playlists as p').where('p.owner_user_id', '=', ownerId);
  if (titleContains) base = base.where('p.title', 'ilike', `%${titleContains.replace(/[\\%_]/g, '\\$&')}%`);
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['p.id', 'p.title'])
    .orderBy('p.title')
    .orderBy('p.id')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const ids = rows.map((r) => r.id);
  const items = ids.length
    ? await db
        .selectFrom('playlist_items')
        .select(['playlist_id', 'article_ids'])
        .where('playlist_id', 'in', ids)
        .execute()
    : [];
  const counts = new Map<number, number>();
  for (const item of items)
    counts.set(item.playlist_id, (counts.get(item.playlist_id) ?? 0) + item.article_ids.length);
  return { total: Number(n), rows: rows.map((r) => ({ ...r, countOfArticles: counts.get(r.id) ?? 0 })) };
}

/** The playlist's entries, when the caller owns it (or may see every playlist). */
export async function pagePlaylistItems(
  db: Kysely<Database>,
  playlistId: number,
  viewer: { id: number; seesAll: boolean },
  page: number,
  perPage: number,
): Promise<{ rows: PlaylistLabelItem[]; total: number } | undefined> {
  const playlist = await db
    .selectFrom('playlists')
    .select(['id', 'owner_user_id'])
    .where('id', '=', playlistId)
    .executeTakeFirst();
  if (!playlist || (!viewer.seesAll && playlist.owner_user_id !== viewer.id)) return undefined;
  const base = db.selectFrom('playlist_items').where('playlist_id', '=', playlistId);
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const items = await base
    .selectAll()
    .orderBy('sort_index')
    .orderBy('id')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const articleIds = [...new Set(items.flatMap((i) => i.article_ids))];
  const articles = articleIds.length
    ? await db
        .selectFrom('articles')
        .select(['id', 'title', 'article_type'])
        .where('id', 'in', articleIds)
        .execute()
    : [];
  const byId = new Map(
    articles.map((a) => [a.id, { id: a.id, title: a.title, articleType: a.article_type }]),
  );
  return {
    total: Number(n),
    rows: items.map((i) => ({
      id: i.id,
      title: i.title,
      sortIndex: i.sort_index,
      type: i.type,
      domainId: i.domain_id,
      articles: i.article_ids.flatMap((id) => {
        const article = byId.get(id);
        return article ? [article] : [];
      }),
    })),
  };
}

export async function sectionMenu(db: Kysely<Database>): Promise<SectionMenu> {
  const sections = await db
    .selectFrom('sections')
    .select(['id', 'title', 'parent_id'])
    .orderBy('sort_index')
    .orderBy('id')
    .execute();
  return sections
    .filter((s) => s.parent_id === null)
    .map((top) => ({
      id: top.id,
      title: top.title,
      children: sections.filter((s) => s.parent_id === top.id).map((s) => ({ id: s.id, title: s.title })),
    }));
}
