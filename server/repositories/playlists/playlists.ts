/** Playlists and their entries (labels and articles): My Playlists, the editor's reads and saves, the import. */
import { sql, type Kysely } from 'kysely';
import type {
  Playlist,
  PlaylistLabelItem,
  PlaylistListItem,
  SectionMenu,
} from '../../../src/api/playlists/playlistsContract';
import type { ParsedListRequest } from '../../../src/domain/shared/listQuery';
import type { ParsedPlaylistForm } from '../../../src/domain/playlists/playlists';
import type { Caller } from '../../../src/domain/access/capabilities';
import { playlistCapabilities, type PlaylistFacts } from '../../../src/domain/playlists/playlistCapabilities';
import type { VersionedUpdate } from '../../../src/domain/shared/recordVersions';
import { updateOnVersion } from '../shared/versionedUpdate';
import { isOffered } from '../../../src/domain/publish/articleLifecycle';
import type { Database } from '../../db/database';
import type { NewPlaylistItem, PlaylistItem } from '../../db/playlistTables';
import { listResource, textField } from '../../lists/listRequest';
import { ownerIdOf } from '../shared/owners';
import { listPage, type ListPage } from '../shared/listPage';
import { curatedFor } from '../clientHub/hubPlaylists';

type Db = Kysely<Database>;

const ARTICLE_COUNT = sql<number>`(select coalesce(sum(jsonb_array_length(pi.article_ids)), 0)::int
  from playlist_items pi where pi.playlist_id = p.id)`;

/** My Playlists' whitelist for the one list interpreter (ADR 020): search by id or title; default order by title. */
export const PLAYLIST_RESOURCE = listResource({
  name: 'playlists',
  id: sql`p.id`,
  filters: { title: textField(sql`p.title`) },
  sorts: { title: sql`p.title`, createdAt: sql`p.created_at`, countOfArticles: ARTICLE_COUNT },
  defaultSort: [['title', 'asc']],
});

/**
 * The caller's own playlists and those the publisher curates for their institution's hub labels now (ADR 348), one
 * page of them, each with what the playlist table lets the caller do (ADR 192).
 */
export function listMyPlaylists(
  db: Db,
  caller: Caller,
  request: ParsedListRequest,
  now: Date,
): Promise<ListPage<PlaylistListItem>> {
  const ownerId = caller.id;
  const actions = [...playlistCapabilities(caller, { ownerUserId: ownerId })];
  const curatedActions = [...playlistCapabilities(caller, { ownerUserId: null, curatedForCaller: true })];
  return listPage({
    resource: PLAYLIST_RESOURCE,
    request,
    from: db
      .selectFrom('playlists as p')
      .where((eb) => eb.or([eb('p.owner_user_id', '=', ownerId), curatedFor(ownerId, now)])),
    select: (playlists) =>
      playlists.select([
        'p.id',
        'p.title',
        'p.created_at',
        'p.version',
        'p.owner_user_id',
        ARTICLE_COUNT.as('count_of_articles'),
      ]),
    map: (row) => ({
      id: row.id,
      title: row.title,
      countOfArticles: Number(row.count_of_articles),
      createdAt: row.created_at.toISOString(),
      version: row.version,
      ...(row.owner_user_id === ownerId
        ? { actions }
        : { actions: curatedActions, fromPublisher: true as const }),
    }),
  });
}

/** What the capability table reads (src/domain/playlists/playlistCapabilities.ts), or undefined for a missing id. */
export async function findPlaylistFacts(db: Db, id: number): Promise<PlaylistFacts | undefined> {
  const ownerUserId = await ownerIdOf(db, 'playlists', id);
  return ownerUserId === undefined ? undefined : { ownerUserId };
}

/** The entries with their articles; one no longer offered keeps its place with its title, `unavailable` (ADR 314). */
async function withArticles(db: Db, items: readonly PlaylistItem[]): Promise<PlaylistLabelItem[]> {
  const articleIds = [...new Set(items.flatMap((i) => i.article_ids))];
  const articles = articleIds.length
    ? await db
        .selectFrom('articles')
        .select(['id', 'title', 'article_type', 'status'])
        .where('id', 'in', articleIds)
        .execute()
    : [];
  const byId = new Map(
    articles.map((a) => [
      a.id,
      {
        id: a.id,
        title: a.title,
        articleType: a.article_type,
        ...(isOffered(a.status) ? {} : { unavailable: true as const }),
      },
    ]),
  );
  return items.map((i) => ({
    id: i.id,
    title: i.title,
    sortIndex: i.sort_index,
    type: i.type,
    domainId: i.domain_id,
    articles: i.article_ids.flatMap((id) => {
      const article = byId.get(id);
      return article ? [article] : [];
    }),
  }));
}

/** One page of a playlist's entries in order (the caller's right to read it is checked before). */
export async function pagePlaylistItems(
  db: Db,
  playlistId: number,
  page: number,
  perPage: number,
): Promise<{ rows: PlaylistLabelItem[]; total: number }> {
  const base = db.selectFrom('playlist_items').where('playlist_id', '=', playlistId);
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const items = await base
    .selectAll()
    .orderBy('sort_index')
    .orderBy('id')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { total: Number(n), rows: await withArticles(db, items) };
}

/** A whole playlist: title, version, every entry in order and what the caller may do with it (ADR 192). */
export async function findPlaylist(
  db: Db,
  caller: Caller,
  id: number,
  curatedForCaller = false,
): Promise<Playlist | undefined> {
  const found = await db
    .selectFrom('playlists')
    .select(['id', 'title', 'version', 'owner_user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) return undefined;
  const { owner_user_id: ownerUserId, ...row } = found;
  const actions = [...playlistCapabilities(caller, { ownerUserId, curatedForCaller })];
  const fromPublisher = curatedForCaller && ownerUserId !== caller.id;
  const items = await db
    .selectFrom('playlist_items')
    .selectAll()
    .where('playlist_id', '=', id)
    .orderBy('sort_index')
    .orderBy('id')
    .execute();
  const publisher = fromPublisher ? { fromPublisher: true as const } : {};
  return { ...row, items: await withArticles(db, items), actions, ...publisher };
}

/**
 * Entries of a save as rows, or the ids that name no article or section (nothing is stored then). Only offered
 * articles may be added (ADR 314): one that is not is as unknown as a missing one, unless the playlist `keptFrom`
 * already holds it, where it stays (unavailable) until its owner removes it.
 */
export async function resolveEntries(
  db: Db,
  items: ParsedPlaylistForm['items'],
  keptFrom?: number,
): Promise<
  | { ok: true; rows: Omit<NewPlaylistItem, 'playlist_id'>[] }
  | { ok: false; articles: number[]; sections: number[] }
> {
  const articleIds = [...new Set(items.flatMap((i) => (i.type === 'article' ? [i.articleId] : i.articles)))];
  const sectionIds = [
    ...new Set(items.flatMap((i) => (i.type === 'label' && i.domainId !== null ? [i.domainId] : []))),
  ];
  const held = keptFrom === undefined ? new Set<number>() : await heldArticles(db, keptFrom);
  const articles = articleIds.length
    ? await db
        .selectFrom('articles')
        .select(['id', 'title', 'domain_id'])
        .where('id', 'in', articleIds)
        .where((eb) =>
          eb.or([eb('status', '=', 'published'), ...(held.size > 0 ? [eb('id', 'in', [...held])] : [])]),
        )
        .execute()
    : [];
  const sections = sectionIds.length
    ? await db.selectFrom('sections').select('id').where('id', 'in', sectionIds).execute()
    : [];
  const byId = new Map(articles.map((a) => [a.id, a]));
  const knownSections = new Set(sections.map((s) => s.id));
  const missingArticles = articleIds.filter((id) => !byId.has(id));
  const missingSections = sectionIds.filter((id) => !knownSections.has(id));
  if (missingArticles.length || missingSections.length)
    return { ok: false, articles: missingArticles, sections: missingSections };
  return {
    ok: true,
    rows: items.map((item, index) => {
      if (item.type === 'label')
        return {
          title: item.title,
          sort_index: index,
          type: 'label' as const,
          domain_id: item.domainId,
          article_ids: JSON.stringify(item.articles),
        };
      const article = byId.get(item.articleId)!;
      return {
        title: article.title,
        sort_index: index,
        type: 'article' as const,
        domain_id: article.domain_id,
        article_ids: JSON.stringify([article.id]),
      };
    }),
  };
}

/** The articles a playlist holds now. */
async function heldArticles(db: Db, playlistId: number): Promise<Set<number>> {
  const entries = await db
    .selectFrom('playlist_items')
    .select('article_ids')
    .where('playlist_id', '=', playlistId)
    .execute();
  return new Set(entries.flatMap((entry) => entry.article_ids));
}

type EntryRows = Omit<NewPlaylistItem, 'playlist_id'>[];

export async function createPlaylist(
  db: Db,
  ownerId: number,
  title: string,
  rows: EntryRows,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('playlists')
      .values({ title, owner_user_id: ownerId, updated_by: ownerId })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (rows.length)
      await trx
        .insertInto('playlist_items')
        .values(rows.map((r) => ({ ...r, playlist_id: id })))
        .execute();
    return id;
  });
}

/** Replaces title and entries when `version` is still the stored one (ADR 109); one more version on success. */
export async function updatePlaylist(
  db: Db,
  id: number,
  values: { title: string; rows: EntryRows; version: number },
  now: Date,
  by: number,
): Promise<VersionedUpdate> {
  return db.transaction().execute(async (trx) => {
    const playlist = { title: values.title, updated_at: now };
    const saved = await updateOnVersion(trx, 'playlists', { id }, values.version, playlist, by);
    if (saved !== 'updated') return saved;
    await trx.deleteFrom('playlist_items').where('playlist_id', '=', id).execute();
    if (values.rows.length)
      await trx
        .insertInto('playlist_items')
        .values(values.rows.map((r) => ({ ...r, playlist_id: id })))
        .execute();
    return 'updated';
  });
}

export async function deletePlaylist(db: Db, id: number): Promise<boolean> {
  const removed = await db.deleteFrom('playlists').where('id', '=', id).returning('id').executeTakeFirst();
  return removed !== undefined;
}

/**
 * Adds an article at the end of a playlist unless an entry already holds it (ADR 120), as one more version.
 * Answers the ids of the owner's playlists that hold the article afterwards (SPEC `in_user_playlist`), or
 * undefined when the article does not exist or is not offered (ADR 314).
 */
export async function addArticleToPlaylist(
  db: Db,
  playlistId: number,
  articleId: number,
  now: Date,
  by: number,
): Promise<number[] | undefined> {
  return db.transaction().execute(async (trx) => {
    const article = await trx
      .selectFrom('articles')
      .select(['id', 'title', 'domain_id'])
      .where('id', '=', articleId)
      .where('status', '=', 'published')
      .executeTakeFirst();
    if (!article) return undefined;
    const playlist = await trx
      .updateTable('playlists')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: now, updated_by: by }))
      .where('id', '=', playlistId)
      .returning(['id', 'owner_user_id'])
      .executeTakeFirstOrThrow();
    const held = await trx
      .selectFrom('playlist_items')
      .select('id')
      .where('playlist_id', '=', playlistId)
      .where(sql<boolean>`article_ids @> ${JSON.stringify([articleId])}::jsonb`)
      .executeTakeFirst();
    if (!held) {
      const { last } = await trx
        .selectFrom('playlist_items')
        .select((eb) => eb.fn.max('sort_index').as('last'))
        .where('playlist_id', '=', playlistId)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('playlist_items')
        .values({
          playlist_id: playlistId,
          title: article.title,
          sort_index: last === null ? 0 : Number(last) + 1,
          type: 'article',
          domain_id: article.domain_id,
          article_ids: JSON.stringify([article.id]),
        })
        .execute();
    }
    let owned = trx.selectFrom('playlists as p').select('p.id');
    owned =
      playlist.owner_user_id === null
        ? owned.where('p.id', '=', playlistId)
        : owned.where('p.owner_user_id', '=', playlist.owner_user_id);
    const rows = await owned
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('playlist_items as pi')
            .select('pi.id')
            .whereRef('pi.playlist_id', '=', 'p.id')
            .where(sql<boolean>`pi.article_ids @> ${JSON.stringify([articleId])}::jsonb`),
        ),
      )
      .orderBy('p.id')
      .execute();
    return rows.map((r) => r.id);
  });
}

export async function sectionMenu(db: Db): Promise<SectionMenu> {
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
