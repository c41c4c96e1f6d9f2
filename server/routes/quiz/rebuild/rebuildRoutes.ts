/**
 * Library rebuild (SPEC section 7): rebuild one section quiz now, or queue the rebuild of a section's quizzes as
 * durable jobs. Super admins only (SPEC section 6).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { dbId } from '../../../../src/domain/shared/fields';
import { envelope } from '../../../../src/api/shared/envelope';
import {
  ProcessLibrariesRequestSchema,
  REBUILD_MESSAGES,
  REBUILD_PATHS,
  RebuildMessageResponseSchema,
  RebuildSectionsResponseSchema,
} from '../../../../src/api/quiz/rebuild/rebuildContract';
import type { AppDeps } from '../../../appDeps';
import { currentUser, requireArea } from '../../../auth/guards';
import { REBUILD_TYPE_PRODUCTS } from '../../../db/contentTables';
import { EXPORT_MESSAGES } from '../../../exports/exportMessages';
import { canRebuildLibrary } from '../../../../src/domain/quiz/quizCapabilities';
import { authorizeQuiz } from '../../../auth/quizAccess';
import { forbidden, notFound } from '../../../http/errors';
import { enqueueLibraryRebuild } from '../../../jobs/rebuildJobs';
import { findSectionQuiz, rebuildSectionQuiz } from '../../../jobs/rebuildSectionQuiz';

const REBUILDABLE_PRODUCTS = [...REBUILD_TYPE_PRODUCTS[1]];

export const rebuildRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'quiz');
  app.addHook('preHandler', async (request) => {
    if (!canRebuildLibrary(currentUser(request))) throw forbidden(EXPORT_MESSAGES.noAccess);
  });

  app.get(
    '/api/admin/quiz/update_section_quiz_library/:id',
    {
      onRequest: guard,
      schema: {
        params: z.object({ id: dbId }),
        response: { 200: envelope(RebuildMessageResponseSchema) },
      },
    },
    async (request) => {
      const quiz = await findSectionQuiz(deps.db, request.params.id);
      if (!quiz) throw notFound(EXPORT_MESSAGES.quizNotFound);
      await authorizeQuiz(deps, currentUser(request), quiz.id, 'rebuild', {
        kind: 'library',
        refused: EXPORT_MESSAGES.noAccess,
        hidden: EXPORT_MESSAGES.quizNotFound,
      });
      await rebuildSectionQuiz(deps.db, quiz.id, deps.now());
      return { content: { message: REBUILD_MESSAGES.rebuilt } };
    },
  );

  app.post(
    REBUILD_PATHS.processLibraries,
    {
      onRequest: guard,
      schema: {
        body: ProcessLibrariesRequestSchema,
        response: { 200: envelope(RebuildMessageResponseSchema) },
      },
    },
    async (request) => {
      const { type, isAllUpdate, sectionId } = request.body;
      const section = await deps.db
        .selectFrom('sections')
        .select('id')
        .where('id', '=', sectionId)
        .executeTakeFirst();
      if (!section) throw notFound(EXPORT_MESSAGES.sectionNotFound);
      await enqueueLibraryRebuild(
        deps.db,
        { type, isAllUpdate: isAllUpdate === 1, sectionId, ownerUserId: currentUser(request).id },
        deps.now(),
      );
      return { content: { message: REBUILD_MESSAGES.queued } };
    },
  );

  app.get(
    REBUILD_PATHS.sections,
    { onRequest: guard, schema: { response: { 200: envelope(RebuildSectionsResponseSchema) } } },
    async () => {
      const sections = await deps.db
        .selectFrom('sections')
        .select(['id', 'title', 'product'])
        .where('parent_id', 'is', null)
        .where('product', 'in', REBUILDABLE_PRODUCTS)
        .orderBy('title')
        .execute();
      return { content: { sections } };
    },
  );
};
