/**
 * GET /api/admin/areas/{area}/ping for every area of the role table, each behind its own area guard. They make
 * the authorisation matrix testable end to end until each area has real routes.
 */
import * as z from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../src/api/shared/envelope';
import { AREAS, AreaSchema } from '../../../src/domain/access/roles';
import type { AppDeps } from '../../appDeps';
import { requireArea } from '../../auth/guards';

export const areaPingPath = (area: string) => `/api/admin/areas/${area}/ping`;

const PingResponseSchema = envelope(z.object({ area: AreaSchema }));

export const areaPingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  for (const area of AREAS) {
    app.get(
      areaPingPath(area),
      { onRequest: requireArea(deps, area), schema: { response: { 200: PingResponseSchema } } },
      async () => ({ content: { area } }),
    );
  }
};
