/**
 * POST /api/admin/institution (SPEC section 7), 20 per page. Open to whoever may use the institutions area, and
 * to quiz users, who pick an institution when they download a quiz package (ADR 022).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../src/api/envelope';
import {
  INSTITUTION_PAGE_SIZE,
  INSTITUTION_PATHS,
  InstitutionListRequestSchema,
  InstitutionListResponseSchema,
} from '../../src/api/institutionsContract';
import { areaRoute } from '../../src/domain/routeAccess';
import type { AppDeps } from '../appDeps';
import { guardFor } from '../auth/guards';
import { listInstitutions } from '../repositories/institutions';

export const institutionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    INSTITUTION_PATHS.list,
    {
      onRequest: guardFor(deps, areaRoute('institutions', 'quiz')),
      schema: {
        body: InstitutionListRequestSchema,
        response: { 200: envelope(InstitutionListResponseSchema) },
      },
    },
    async ({ body }) => ({
      content: await listInstitutions(deps.db, {
        request: body,
        keyword: body.keyword,
        hasSubscription: body.hasSubscription,
        perPage: INSTITUTION_PAGE_SIZE,
      }),
    }),
  );
};
