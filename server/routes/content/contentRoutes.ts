/**
 * SPEC section 7 "Search, content and institutions" for the quiz editor. The "free" routes are public on the
 * product site; here they still need a signed-in console user. The admin routes are guarded by the quiz area.
 */
import * as z from 'zod';
import { dbId } from '../../../src/domain/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSectionListResponseSchema,
  AdminSectionQuerySchema,
  ArticleDetailSchema,
  ArticleListRequestSchema,
  ArticleListResponseSchema,
  CONTENT_PATHS,
  SEARCH_PAGE_SIZE,
  SearchQuerySchema,
  SearchResponseSchema,
  SectionListResponseSchema,
  TagListResponseSchema,
} from '../../../src/api/content/contentContract';
import { envelope } from '../../../src/api/shared/envelope';
import type { FilterCondition } from '../../../src/domain/shared/listQuery';
import { paging } from '../../../src/domain/shared/listQuery';
import type { AppDeps } from '../../appDeps';
import { currentUser, requireArea, requireConsoleUser } from '../../auth/guards';
import { requirePlaylistAction } from '../../auth/playlistAccess';
import { deskRoleOf } from '../../../src/domain/publish/articleLifecycle';
import { notFound } from '../../http/errors';
import { SERVER_MESSAGES } from '../../messages';
import { findArticle, listArticles, searchArticles } from '../../repositories/content/articles';
import { findSectionWithChildren, pageSectionChildren } from '../../repositories/content/sections';
import { listTags } from '../../repositories/content/tags';
import { sectionSubscriptionRoutes } from './sectionSubscriptionRoutes';
import { named } from '../../http/pluginName';

const IdParams = z.object({ id: dbId });

function articleFilter(conditions: readonly FilterCondition[]) {
  const out: { titleContains?: string; sectionId?: number; articleId?: number } = {};
  for (const c of conditions) {
    if (c.property === 'title' && c.operator === 'contains' && typeof c.value === 'string') {
      out.titleContains = c.value.trim();
    }
    if ((c.property === 'section_id' || c.property === 'sectionId') && c.operator === 'equals') {
      const id = Number(c.value);
      if (Number.isInteger(id)) out.sectionId = id;
    }
    if (c.property === 'id' && c.operator === 'equals') {
      const id = Number(c.value);
      if (Number.isInteger(id)) out.articleId = id;
    }
  }
  return out;
}

export const contentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const consoleUser = requireConsoleUser(deps);
  await app.register(named(sectionSubscriptionRoutes), deps);
  const quizArea = requireArea(deps, 'quiz');

  app.get(
    CONTENT_PATHS.search,
    {
      onRequest: consoleUser,
      schema: { querystring: SearchQuerySchema, response: { 200: envelope(SearchResponseSchema) } },
    },
    async (request) => {
      const q = request.query;
      // A playlist's videos only for one the caller may read: any other is as missing as an unknown id (ADR 105).
      if (q.playlist_id !== undefined)
        await requirePlaylistAction(deps.db, currentUser(request), q.playlist_id, 'view', deps.now());
      const { rows, total } = await searchArticles(deps.db, {
        query: q.query,
        contentType: q.content_type,
        from: q.from,
        to: q.to,
        playlistId: q.playlist_id,
        page: q.page,
        perPage: SEARCH_PAGE_SIZE,
      });
      return { content: { result: rows, navigation: paging(q.page, SEARCH_PAGE_SIZE, total, rows.length) } };
    },
  );

  app.post(
    CONTENT_PATHS.articleList,
    {
      onRequest: quizArea,
      schema: { body: ArticleListRequestSchema, response: { 200: envelope(ArticleListResponseSchema) } },
    },
    async (request) => {
      const { navigation, filter, contentType } = request.body;
      const { rows, total } = await listArticles(deps.db, {
        ...articleFilter(filter),
        contentType,
        page: navigation.page,
        perPage: navigation.itemsOnPage,
      });
      return {
        content: {
          result: rows,
          navigation: paging(navigation.page, navigation.itemsOnPage, total, rows.length),
        },
      };
    },
  );

  app.get(
    CONTENT_PATHS.tagList,
    { onRequest: consoleUser, schema: { response: { 200: envelope(TagListResponseSchema) } } },
    async () => ({ content: await listTags(deps.db) }),
  );

  app.get(
    '/api/free/section/list/:id',
    {
      onRequest: consoleUser,
      schema: { params: IdParams, response: { 200: envelope(SectionListResponseSchema) } },
    },
    async (request) => {
      const found = await findSectionWithChildren(deps.db, request.params.id);
      if (!found) throw notFound(SERVER_MESSAGES.notFound);
      return { content: found };
    },
  );

  app.get(
    '/api/admin/section/list/:id',
    {
      onRequest: quizArea,
      schema: {
        params: IdParams,
        querystring: AdminSectionQuerySchema,
        response: { 200: envelope(AdminSectionListResponseSchema) },
      },
    },
    async (request) => {
      const { page, items_per_page: perPage } = request.query;
      const found = await pageSectionChildren(deps.db, request.params.id, page, perPage);
      if (!found) throw notFound(SERVER_MESSAGES.notFound);
      return {
        content: { result: found.rows, navigation: paging(page, perPage, found.total, found.rows.length) },
      };
    },
  );

  app.get(
    '/api/free/article/:lang/:id',
    {
      onRequest: consoleUser,
      schema: {
        params: z.object({
          lang: z
            .string()
            .max(5)
            .regex(/^[a-z]{2}(-[a-z]{2})?$/),
          id: dbId,
        }),
        response: { 200: envelope(ArticleDetailSchema) },
      },
    },
    async (request) => {
      // The desk previews its drafts here too; anyone else finds only what is offered (ADR 314).
      const anyStatus = deskRoleOf(currentUser(request).roles) !== null;
      const article = await findArticle(deps.db, request.params.id, { anyStatus });
      if (!article) throw notFound(SERVER_MESSAGES.notFound);
      return { content: article };
    },
  );
};
