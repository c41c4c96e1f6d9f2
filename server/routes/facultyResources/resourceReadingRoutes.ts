/**
 * Faculty Resources where instructors meet them (ADR 317), for any console role with the quiz or classes area: an
 * article's resources (Add Video), how many each article of a search page has, a class playlist's by video (the
 * class page), and the viewer's resource, token and file. Each read is scoped by `readableBy`: a resource the caller
 * may not read answers 404 like a missing one (ADR 105). The file is served as class documents' are: a token in the
 * query opens it without a bearer header, byte ranges are honoured (ADR 254).
 */
import * as z from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { onRequestAsyncHookHandler } from 'fastify';
import { dbId } from '../../../src/domain/shared/fields';
import { areaRoute } from '../../../src/domain/access/routeAccess';
import {
  ArticleCountsRequestSchema,
  ArticleCountsResponseSchema,
  ArticleResourcesResponseSchema,
  FACULTY_RESOURCE_PATHS,
  PlaylistResourcesResponseSchema,
  ResourceFileQuerySchema,
  ResourceTokenResponseSchema,
} from '../../../src/api/facultyResources/facultyResourcesContract';
import { ResourceCardSchema } from '../../../src/domain/facultyResources/facultyResources';
import type { AppDeps } from '../../appDeps';
import { requireClassAction } from '../../auth/classAccess';
import { currentUser, guardFor, withAccess } from '../../auth/guards';
import { notFound } from '../../http/errors';
import { enveloped } from '../../http/routeSchema';
import { sendStoredFile } from '../../http/storedFileReply';
import { SERVER_MESSAGES } from '../../messages';
import {
  articleCounts,
  articleResources,
  cardOf,
  isClassPlaylist,
  playlistResources,
  readableResource,
  readerOf,
  storedResourceFile,
} from '../../repositories/facultyResources/resourceReading';
import { contentDisposition, isValidResourceToken, resourceToken } from './resourceTokens';

const READERS = areaRoute('quiz', 'classes');
const IdParams = z.object({ id: dbId });
const ArticleParams = z.object({ articleId: dbId });
const PlaylistParams = z.object({ classId: dbId, playlistId: dbId });

export const resourceReadingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = guardFor(deps, READERS);
  const reader = (request: Parameters<typeof currentUser>[0]) => readerOf(deps.db, currentUser(request));

  /** The resource the caller reads, or a 404 for any other. */
  const readable = async (request: Parameters<typeof currentUser>[0], id: number) => {
    const row = await readableResource(deps.db, await reader(request), id);
    if (!row) throw notFound(SERVER_MESSAGES.notFound);
    return row;
  };

  app.get(
    FACULTY_RESOURCE_PATHS.article(':articleId'),
    { onRequest: guard, schema: enveloped(ArticleResourcesResponseSchema, { params: ArticleParams }) },
    async (request) => ({
      content: {
        resources: await articleResources(deps.db, await reader(request), request.params.articleId),
      },
    }),
  );

  app.post(
    FACULTY_RESOURCE_PATHS.articleCounts,
    {
      onRequest: guard,
      schema: enveloped(ArticleCountsResponseSchema, { body: ArticleCountsRequestSchema }),
    },
    async (request) => ({
      content: { counts: await articleCounts(deps.db, await reader(request), request.body.articleIds) },
    }),
  );

  app.get(
    FACULTY_RESOURCE_PATHS.classPlaylist(':classId', ':playlistId'),
    { onRequest: guard, schema: enveloped(PlaylistResourcesResponseSchema, { params: PlaylistParams }) },
    async (request) => {
      const { classId, playlistId } = request.params;
      await requireClassAction(deps.db, currentUser(request), classId, 'view');
      if (!(await isClassPlaylist(deps.db, classId, playlistId))) throw notFound(SERVER_MESSAGES.notFound);
      return { content: { videos: await playlistResources(deps.db, await reader(request), playlistId) } };
    },
  );

  app.get(
    FACULTY_RESOURCE_PATHS.view(':id'),
    { onRequest: guard, schema: enveloped(ResourceCardSchema, { params: IdParams }) },
    async (request) => ({ content: cardOf(await readable(request, request.params.id)) }),
  );

  app.get(
    FACULTY_RESOURCE_PATHS.token(':id'),
    { onRequest: guard, schema: enveloped(ResourceTokenResponseSchema, { params: IdParams }) },
    async (request) => {
      const row = await readable(request, request.params.id);
      if (row.kind !== 'file') throw notFound(SERVER_MESSAGES.notFound);
      const { token, expiresAt } = resourceToken(deps.config.jwtSecret, row.id, deps.now());
      return { content: { token, expiresAt: expiresAt.toISOString() } };
    },
  );

  // A valid token opens the file without a session (the viewer's links); otherwise the readers' guard.
  const openByTokenOrGuard: onRequestAsyncHookHandler = async function (request, reply) {
    // onRequest runs before validation: the query and params are still raw (a repeated `token` is an array).
    const { token } = request.query as { token?: unknown };
    const { id } = request.params as { id?: string };
    if (
      typeof token === 'string' &&
      isValidResourceToken(deps.config.jwtSecret, Number(id), token, deps.now())
    )
      return;
    await guard.call(app, request, reply);
  };

  app.get(
    FACULTY_RESOURCE_PATHS.file(':id'),
    {
      onRequest: withAccess(openByTokenOrGuard, READERS),
      schema: { params: IdParams, querystring: ResourceFileQuerySchema },
    },
    async (request, reply) => {
      const { params, query } = request;
      // A token was handed out only to a reader of the resource; a bearer caller is checked here.
      if (request.authUser) await readable(request, params.id);
      const row = await storedResourceFile(deps.db, params.id);
      if (!row?.file_key) throw notFound(SERVER_MESSAGES.notFound);
      const kind = query.download === '1' ? 'attachment' : 'inline';
      const sent = await sendStoredFile(request, reply, deps.storage, row.file_key, {
        contentType: row.content_type ?? 'application/octet-stream',
        cacheControl: 'private, no-store',
        headers: { 'content-disposition': contentDisposition(kind, row.file_name ?? `resource-${row.id}`) },
      });
      if (!sent) throw notFound(SERVER_MESSAGES.notFound);
      return reply;
    },
  );
};
