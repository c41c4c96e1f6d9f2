/**
 * The publisher's desk (ADR 314), area 'publish' (ROLE_PUBLISH and the full admins): the article list, one article
 * (read, made, saved on its version, deleted while a draft never published), its lifecycle steps, the sections an
 * article may belong to and the desk's figures. Its media are uploaded through articleMediaRoutes.ts. What a caller
 * may do is the lifecycle table's answer for their desk role, asked again under the article's row lock.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  ArticleCreateRequestSchema,
  ArticleResponseSchema,
  ArticleStepRequestSchema,
  ArticleUpdateRequestSchema,
  DeskFiguresSchema,
  DeskListRequestSchema,
  DeskListResponseSchema,
  PUBLISH_PATHS,
  SectionOptionsResponseSchema,
} from '../../../src/api/publish/publishContract';
import { envelope } from '../../../src/api/shared/envelope';
import { dbId } from '../../../src/domain/shared/fields';
import { paging } from '../../../src/domain/shared/listQuery';
import type { AppDeps } from '../../appDeps';
import { requireArea } from '../../auth/guards';
import { notFound } from '../../http/errors';
import { enveloped } from '../../http/routeSchema';
import { named } from '../../http/pluginName';
import { SERVER_MESSAGES } from '../../messages';
import { takeArticleStep } from '../../repositories/publish/articleSteps';
import {
  createDeskArticle,
  deleteDeskArticle,
  findDeskArticle,
  updateDeskArticle,
} from '../../repositories/publish/deskArticles';
import { deskFigures, listDeskArticles, listSectionOptions } from '../../repositories/publish/deskList';
import { removeStoredFile } from '../../uploads';
import { articleMediaRoutes } from './articleMediaRoutes';
import { deskActorOf, required } from './deskAnswers';

const IdParams = z.object({ id: dbId });

export const publishRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'publish');
  await app.register(named(articleMediaRoutes), deps);

  /** The article as the caller's desk role sees it; 404 once it is gone. */
  const load = async (id: number, role: ReturnType<typeof deskActorOf>['role']) => {
    const article = await findDeskArticle(deps.db, id, role);
    if (!article) throw notFound(SERVER_MESSAGES.notFound);
    return article;
  };

  app.post(
    PUBLISH_PATHS.list,
    { onRequest: guard, schema: enveloped(DeskListResponseSchema, { body: DeskListRequestSchema }) },
    async (request) => {
      const { navigation } = request.body;
      const { rows, total } = await listDeskArticles(deps.db, request.body, deskActorOf(request).role);
      return {
        content: {
          result: rows,
          navigation: paging(navigation.page, navigation.itemsOnPage, total, rows.length),
        },
      };
    },
  );

  app.post(
    PUBLISH_PATHS.create,
    { onRequest: guard, schema: enveloped(ArticleResponseSchema, { body: ArticleCreateRequestSchema }) },
    async (request) => {
      const actor = deskActorOf(request);
      const { id } = required(await createDeskArticle(deps.db, request.body, actor, deps.now()));
      return { content: await load(id, actor.role) };
    },
  );

  app.get(
    PUBLISH_PATHS.one(':id'),
    { onRequest: guard, schema: enveloped(ArticleResponseSchema, { params: IdParams }) },
    async (request) => ({ content: await load(request.params.id, deskActorOf(request).role) }),
  );

  app.patch(
    PUBLISH_PATHS.one(':id'),
    {
      onRequest: guard,
      schema: enveloped(ArticleResponseSchema, { params: IdParams, body: ArticleUpdateRequestSchema }),
    },
    async (request) => {
      const { params, body } = request;
      const actor = deskActorOf(request);
      required(await updateDeskArticle(deps.db, params.id, body.article, body.version, actor, deps.now()));
      return { content: await load(params.id, actor.role) };
    },
  );

  app.delete(
    PUBLISH_PATHS.one(':id'),
    {
      onRequest: guard,
      schema: { params: IdParams, response: { 200: envelope(z.object({ id: z.number() })) } },
    },
    async (request) => {
      const { files } = required(await deleteDeskArticle(deps.db, request.params.id, deskActorOf(request)));
      for (const key of files) await removeStoredFile(deps.storage, key);
      return { content: { id: request.params.id } };
    },
  );

  app.post(
    PUBLISH_PATHS.step(':id'),
    {
      onRequest: guard,
      schema: enveloped(ArticleResponseSchema, { params: IdParams, body: ArticleStepRequestSchema }),
    },
    async (request) => {
      const { params, body } = request;
      const actor = deskActorOf(request);
      required(await takeArticleStep(deps.db, params.id, body, actor, deps.now()));
      return { content: await load(params.id, actor.role) };
    },
  );

  app.get(
    PUBLISH_PATHS.sections,
    { onRequest: guard, schema: { response: { 200: envelope(SectionOptionsResponseSchema) } } },
    async () => ({ content: await listSectionOptions(deps.db) }),
  );

  app.get(
    PUBLISH_PATHS.desk,
    { onRequest: guard, schema: { response: { 200: envelope(DeskFiguresSchema) } } },
    async () => ({ content: await deskFigures(deps.db, deps.now()) }),
  );
};
