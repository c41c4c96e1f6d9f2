/**
 * Beyond SPEC section 7: the dashboard's figures (ADR 176). Every console role opens the dashboard; each section
 * is counted only when the role table gives the caller its area, and only over what the caller owns.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DASHBOARD_PATHS, DashboardSchema } from '../../../src/api/dashboard/dashboardContract';
import { envelope } from '../../../src/api/shared/envelope';
import { DASHBOARD_LIST_LIMIT, dashboardSectionsFor } from '../../../src/domain/dashboard/dashboard';
import { ENDING_SOON_DAYS } from '../../../src/domain/classAccess/classAccess';
import { grantsEndingWithin } from '../../repositories/classAccess/grants';
import { areaRoute } from '../../../src/domain/access/routeAccess';
import type { AppDeps } from '../../appDeps';
import { currentUser, guardFor } from '../../auth/guards';
import { ownFigures, processingFigures, sponsorsWithoutLogo } from '../../repositories/dashboard/dashboard';

export const dashboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    DASHBOARD_PATHS.dashboard,
    {
      onRequest: guardFor(deps, areaRoute('dashboard')),
      schema: { response: { 200: envelope(DashboardSchema) } },
    },
    async (request) => {
      const user = currentUser(request);
      const sections = dashboardSectionsFor(user.roles);
      const now = deps.now();
      const [own, processing, sponsors, grantsEnding] = await Promise.all([
        sections.own ? ownFigures(deps.db, user, now) : null,
        sections.processing ? processingFigures(deps.db) : null,
        sections.sponsors ? sponsorsWithoutLogo(deps.db) : null,
        sections.grants ? grantsEndingWithin(deps.db, now, ENDING_SOON_DAYS, DASHBOARD_LIST_LIMIT) : null,
      ]);
      return {
        content: {
          countedAt: now.toISOString(),
          own,
          processing,
          sponsorsWithoutLogo: sponsors,
          grantsEnding,
          publish: sections.publish,
        },
      };
    },
  );
};
