/** Feature flags: read by every signed-in user, switched in the 'feature-flags' area on the flag's version (ADR 188). */
import * as z from 'zod';
import { text, TEXT_MAX } from '../../../src/domain/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_PATHS,
  FeatureFlagsResponseSchema,
  FeatureFlagUpdateRequestSchema,
} from '../../../src/api/session/authContract';
import { envelope } from '../../../src/api/shared/envelope';
import type { AppDeps } from '../../appDeps';
import { currentUser, requireArea, requireUser } from '../../auth/guards';
import { requireUpdated } from '../../http/staleVersion';
import { SERVER_MESSAGES } from '../../messages';
import { listFlagStates, setFlag } from '../../repositories/featureFlags/featureFlags';
import { enveloped } from '../../http/routeSchema';

export const featureFlagRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    AUTH_PATHS.featureFlags,
    { onRequest: requireUser(deps), schema: { response: { 200: envelope(FeatureFlagsResponseSchema) } } },
    async () => ({ content: await listFlagStates(deps.db) }),
  );

  app.patch(
    `${AUTH_PATHS.featureFlags}/:key`,
    {
      onRequest: requireArea(deps, 'feature-flags'),
      schema: enveloped(FeatureFlagsResponseSchema, {
        params: z.object({ key: text(TEXT_MAX.flagKey).min(1) }),
        body: FeatureFlagUpdateRequestSchema,
      }),
    },
    async (request) => {
      const { enabled, version } = request.body;
      const outcome = await setFlag(deps.db, request.params.key, enabled, version, currentUser(request).id);
      requireUpdated(outcome, 'featureFlag', SERVER_MESSAGES.unknownFlag);
      return { content: await listFlagStates(deps.db) };
    },
  );
};
