/**
 * POST /api/admin/institution (SPEC section 7), 20 per page. Open to whoever may use the institutions area, and
 * to quiz users, who pick an institution when they download a quiz package (ADR 022).
 */
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../src/api/envelope';
import {
  INSTITUTION_PAGE_SIZE,
  INSTITUTION_PATHS,
  InstitutionListRequestSchema,
  InstitutionListResponseSchema,
} from '../../src/api/institutionsContract';
import { canUseArea } from '../../src/domain/roles';
import type { AppDeps } from '../appDeps';
import { currentUser, requireUser } from '../auth/guards';
import { forbidden } from '../http/errors';
import { SERVER_MESSAGES } from '../messages';
import { listFlags } from '../repositories/featureFlags';
import { listInstitutions } from '../repositories/institutions';

function requireInstitutionsOrQuiz(deps: AppDeps): onRequestAsyncHookHandler {
  const signedIn = requireUser(deps);
  return async function guard(this: unknown, request, reply) {
    await signedIn.call(this as never, request, reply);
    const user = currentUser(request);
    const flags = await listFlags(deps.db);
    if (!canUseArea(user.roles, flags, 'institutions') && !canUseArea(user.roles, flags, 'quiz')) {
      throw forbidden(SERVER_MESSAGES.forbidden);
    }
  };
}

export const institutionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    INSTITUTION_PATHS.list,
    {
      onRequest: requireInstitutionsOrQuiz(deps),
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
