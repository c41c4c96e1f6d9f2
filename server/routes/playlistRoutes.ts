/** The playlist calls behind the quiz editor's Import playlists dialog (SPEC section 7 "Playlists"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../src/api/envelope';
import {
  MyPlaylistsRequestSchema,
  MyPlaylistsResponseSchema,
  PLAYLIST_PATHS,
  PlaylistArticleListRequestSchema,
  PlaylistArticleListResponseSchema,
  SectionMenuResponseSchema,
} from '../../src/api/playlistsContract';
import { paging } from '../../src/domain/listQuery';
import type { AppDeps } from '../appDeps';
import { currentUser, requireArea } from '../auth/guards';
import { notFound } from '../http/errors';
import { SERVER_MESSAGES } from '../messages';
import { listMyPlaylists, pagePlaylistItems, sectionMenu } from '../repositories/playlists';
import { requireConsoleUser } from './contentRoutes';

export const playlistRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const consoleUser = requireConsoleUser(deps);

  app.post(
    PLAYLIST_PATHS.myList,
    {
      onRequest: requireArea(deps, 'playlist'),
      schema: { body: MyPlaylistsRequestSchema, response: { 200: envelope(MyPlaylistsResponseSchema) } },
    },
    async (request) => {
      const { navigation, filter } = request.body;
      const title = filter.find((c) => c.property === 'title' && c.operator === 'contains')?.value;
      const { rows, total } = await listMyPlaylists(
        deps.db,
        currentUser(request).id,
        navigation.page,
        navigation.itemsOnPage,
        typeof title === 'string' ? title.trim() : undefined,
      );
      return {
        content: {
          result: rows,
          navigation: paging(navigation.page, navigation.itemsOnPage, total, rows.length),
        },
      };
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
      const user = currentUser(request);
      const found = await pagePlaylistItems(
        deps.db,
        playlistId,
        { id: user.id, seesAll: user.roles.includes('ROLE_SUPER_ADMIN') },
        navigation.page,
        navigation.itemsOnPage,
      );
      if (!found) throw notFound(SERVER_MESSAGES.notFound);
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
