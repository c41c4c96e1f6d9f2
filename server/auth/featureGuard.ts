/**
 * The feature guard (ADR 355): every route the feature table names (src/domain/access/featureRoutes.ts) gets, after
 * its access guard, a hook that refuses a caller whose institution's grants lock that feature, with the reason the
 * console shows (`requireFeature`, ADR 345). Added as the routes register, so a route in the table cannot forget it.
 */
import type { FastifyInstance, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { featureOfRoute } from '../../src/domain/access/featureRoutes';
import type { Feature } from '../../src/domain/classAccess/classAccess';
import type { AppDeps } from '../appDeps';
import { requireFeature } from '../repositories/classAccess/featureLocks';
import { currentUser } from './guards';

const hooksOf = (route: RouteOptions): onRequestAsyncHookHandler[] => {
  const hooks = route.onRequest;
  if (!hooks) return [];
  return (Array.isArray(hooks) ? hooks : [hooks]) as onRequestAsyncHookHandler[];
};

const featureGuard =
  ({ db, now }: Pick<AppDeps, 'db' | 'now'>, feature: Feature): onRequestAsyncHookHandler =>
  async (request) => {
    await requireFeature(db, currentUser(request).id, feature, now());
  };

export function guardFeatureRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'now'>) {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const feature = methods.map((method) => featureOfRoute(method, route.url)).find(Boolean);
    if (!feature) return;
    route.onRequest = [...hooksOf(route), featureGuard(deps, feature)];
  });
}
