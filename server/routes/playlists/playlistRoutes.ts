/**
 * Playlists (SPEC section 7 "Playlists"): My Playlists, create, read, edit (with its version), delete, add an
 * article, a playlist's entries 9 a page and the section menu. Who may touch one playlist is the capability table
 * of src/domain/playlists/playlistCapabilities.ts, asked through server/auth/playlistAccess.ts: anyone else is
 * answered 404, as for a missing id (ADR 105, 119).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { envelope } from '../../../src/api/shared/envelope';
import {
  AddArticleRequestSchema,
  AddArticleResponseSchema,
  MyPlaylistsRequestSchema,
  MyPlaylistsResponseSchema,
  PLAYLIST_PATHS,
  PlaylistArticleListRequestSchema,
  PlaylistArticleListResponseSchema,
  PlaylistCreateRequestSchema,
  PlaylistSchema,
  PlaylistUpdateRequestSchema,
  PublisherPlaylistsSchema,
  SectionMenuResponseSchema,
} from '../../../src/api/playlists/playlistsContract';
import { dbId } from '../../../src/domain/shared/fields';
import { paging } from '../../../src/domain/shared/listQuery';
import type { PlaylistAction } from '../../../src/domain/playlists/playlistCapabilities';
import type { ParsedPlaylistForm } from '../../../src/domain/playlists/playlists';
import type { AppDeps } from '../../appDeps';
import { currentUser, requireArea, requireConsoleUser } from '../../auth/guards';
import { requirePlaylistAction } from '../../auth/playlistAccess';
import { badRequest, notFound } from '../../http/errors';
import { requireUpdated } from '../../http/staleVersion';
import { SERVER_MESSAGES } from '../../messages';
import {
  addArticleToPlaylist,
  createPlaylist,
  deletePlaylist,
  findPlaylist,
  listMyPlaylists,
  pagePlaylistItems,
  resolveEntries,
  sectionMenu,
  updatePlaylist,
} from '../../repositories/playlists/playlists';
import { enveloped } from '../../http/routeSchema';
import { curatedPlaylistsFor } from '../../repositories/clientHub/hubPlaylists';

const IdParams = z.object({ id: dbId });
const PlaylistIdParams = z.object({ playlistId: dbId });

export const PLAYLIST_SERVER_MESSAGES = {
  unknownArticle: (id: number) => `Article ${id} does not exist`,
  unknownSection: (id: number) => `Section ${id} does not exist`,
} as const;

export const playlistRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const consoleUser = requireConsoleUser(deps);
  const area = requireArea(deps, 'playlist');

  /** The playlist when the caller may take `action` on it; 404 for a missing id and a hidden playlist alike. */
  const authorize = (request: FastifyRequest, id: number, action: PlaylistAction) =>
    requirePlaylistAction(deps.db, currentUser(request), id, action, deps.now());

  /** The entries as rows; an article no longer offered may stay in the playlist `keptFrom` (ADR 314). */
  const entryRows = async (items: ParsedPlaylistForm['items'], keptFrom?: number) => {
    const resolved = await resolveEntries(deps.db, items, keptFrom);
    if (resolved.ok) return resolved.rows;
    const messages = [
      ...resolved.articles.map(PLAYLIST_SERVER_MESSAGES.unknownArticle),
      ...resolved.sections.map(PLAYLIST_SERVER_MESSAGES.unknownSection),
    ];
    throw badRequest(messages[0]!, { items: messages });
  };

  const load = async (request: FastifyRequest, id: number, curated = false) => {
    const playlist = await findPlaylist(deps.db, currentUser(request), id, curated);
    if (!playlist) throw notFound(SERVER_MESSAGES.notFound);
    return playlist;
  };

  // The publisher's playlists for the caller's institution now (ADR 348, 355): Add Video offers their videos.
  app.get(
    PLAYLIST_PATHS.fromPublisher,
    { onRequest: consoleUser, schema: enveloped(PublisherPlaylistsSchema, {}) },
    async (request) => ({
      content: { result: await curatedPlaylistsFor(deps.db, currentUser(request).id, deps.now()) },
    }),
  );

  app.post(
    PLAYLIST_PATHS.myList,
    {
      onRequest: area,
      schema: { body: MyPlaylistsRequestSchema, response: { 200: envelope(MyPlaylistsResponseSchema) } },
    },
    async (request) => ({
      content: await listMyPlaylists(deps.db, currentUser(request), request.body, deps.now()),
    }),
  );

  app.post(
    PLAYLIST_PATHS.create,
    {
      onRequest: area,
      schema: { body: PlaylistCreateRequestSchema, response: { 200: envelope(PlaylistSchema) } },
    },
    async (request) => {
      const rows = await entryRows(request.body.items);
      const id = await createPlaylist(deps.db, currentUser(request).id, request.body.title, rows);
      return { content: await load(request, id) };
    },
  );

  app.get(
    PLAYLIST_PATHS.one(':id'),
    { onRequest: area, schema: { params: IdParams, response: { 200: envelope(PlaylistSchema) } } },
    async (request) => {
      const facts = await authorize(request, request.params.id, 'view');
      return { content: await load(request, request.params.id, facts.curatedForCaller) };
    },
  );

  app.patch(
    PLAYLIST_PATHS.one(':id'),
    {
      onRequest: area,
      schema: enveloped(PlaylistSchema, { params: IdParams, body: PlaylistUpdateRequestSchema }),
    },
    async (request) => {
      const { id } = request.params;
      await authorize(request, id, 'edit');
      const rows = await entryRows(request.body.items, id);
      const { title, version } = request.body;
      const values = { title, rows, version };
      const outcome = await updatePlaylist(deps.db, id, values, deps.now(), currentUser(request).id);
      requireUpdated(outcome, 'playlist');
      return { content: await load(request, id) };
    },
  );

  app.delete(
    PLAYLIST_PATHS.one(':id'),
    { onRequest: area, schema: { params: IdParams } },
    async (request) => {
      await authorize(request, request.params.id, 'delete');
      if (!(await deletePlaylist(deps.db, request.params.id))) throw notFound(SERVER_MESSAGES.notFound);
      return { content: { id: request.params.id } };
    },
  );

  app.post(
    PLAYLIST_PATHS.addArticle(':playlistId'),
    {
      onRequest: area,
      schema: enveloped(AddArticleResponseSchema, {
        params: PlaylistIdParams,
        body: AddArticleRequestSchema,
      }),
    },
    async (request) => {
      const { playlistId } = request.params;
      await authorize(request, playlistId, 'addArticle');
      const { articleId } = request.body;
      const held = await addArticleToPlaylist(
        deps.db,
        playlistId,
        articleId,
        deps.now(),
        currentUser(request).id,
      );
      if (!held) {
        const message = PLAYLIST_SERVER_MESSAGES.unknownArticle(request.body.articleId);
        throw badRequest(message, { articleId: [message] });
      }
      return { content: { in_user_playlist: held } };
    },
  );

  app.post(
    PLAYLIST_PATHS.articleList,
    {
      onRequest: consoleUser,
      schema: {
        body: PlaylistArticleListRequestSchema,
        response: { 200: envelope(PlaylistArticleListResponseSchema) },
      },
    },
    async (request) => {
      const { playlistId, navigation } = request.body;
      await authorize(request, playlistId, 'view');
      const found = await pagePlaylistItems(deps.db, playlistId, navigation.page, navigation.itemsOnPage);
      return {
        content: {
          result: found.rows,
          navigation: paging(navigation.page, navigation.itemsOnPage, found.total, found.rows.length),
        },
      };
    },
  );

  app.get(
    PLAYLIST_PATHS.sectionMenu,
    { onRequest: consoleUser, schema: { response: { 200: envelope(SectionMenuResponseSchema) } } },
    async () => ({ content: await sectionMenu(deps.db) }),
  );
};
