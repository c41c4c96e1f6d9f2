/** Feature flags: read by every signed-in user, switched in the 'feature-flags' area. */
import * as z from 'zod';
import { text, TEXT_MAX } from '../../src/domain/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_PATHS, FeatureFlagsResponseSchema } from '../../src/api/authContract';
import { envelope } from '../../src/api/envelope';
import type { AppDeps } from '../appDeps';
import { requireArea, requireUser } from '../auth/guards';
import { notFound } from '../http/errors';
import { SERVER_MESSAGES } from '../messages';
import { listFlags, setFlag } from '../repositories/featureFlags';

export const FeatureFlagUpdateSchema = z.object({ enabled: z.boolean() });

export const featureFlagRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    AUTH_PATHS.featureFlags,
    { onRequest: requireUser(deps), schema: { response: { 200: envelope(FeatureFlagsResponseSchema) } } },
    async () => ({ content: { flags: await listFlags(deps.db) } }),
  );

  app.patch(
    `${AUTH_PATHS.featureFlags}/:key`,
    {
      onRequest: requireArea(deps, 'feature-flags'),
      schema: {
        params: z.object({ key: text(TEXT_MAX.flagKey).min(1) }),
        body: FeatureFlagUpdateSchema,
        response: { 200: envelope(FeatureFlagsResponseSchema) },
      },
    },
    async (request) => {
      if (!(await setFlag(deps.db, request.params.key, request.body.enabled))) {
        throw notFound(SERVER_MESSAGES.unknownFlag);
      }
      return { content: { flags: await listFlags(deps.db) } };
    },
  );
};
