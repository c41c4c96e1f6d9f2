/**
 * GET /api/admin/feature_access (ADR 345): the features the caller's institution's grants lock for them now, each
 * with the product it needs and since when. Any console user asks about themselves only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CLASS_ACCESS_PATHS, FeatureLocksSchema } from '../../../src/api/classAccess/classAccessContract';
import type { AppDeps } from '../../appDeps';
import { currentUser, requireConsoleUser } from '../../auth/guards';
import { enveloped } from '../../http/routeSchema';
import { featureLocksOf } from '../../repositories/classAccess/featureLocks';

export const featureLockRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    CLASS_ACCESS_PATHS.featureLocks,
    { onRequest: requireConsoleUser(deps), schema: enveloped(FeatureLocksSchema, {}) },
    async (request) => ({
      content: { locks: await featureLocksOf(deps.db, currentUser(request).id, deps.now()) },
    }),
  );
};
