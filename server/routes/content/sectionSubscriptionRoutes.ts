/**
 * GET /api/section_subscription (ADR 265): the caller's trial or subscription and the top-level sections it opens.
 * Any signed-in console user asks about themselves only; nobody asks about another account. The product lines the
 * current grants of their institution open add their sections, whatever the subscription says (ADR 355).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SECTION_SUBSCRIPTION_PATH,
  SectionSubscriptionSchema,
} from '../../../src/api/content/sectionSubscriptionContract';
import { envelope } from '../../../src/api/shared/envelope';
import type { AppDeps } from '../../appDeps';
import { currentUser, requireConsoleUser } from '../../auth/guards';
import { grantedLinesOf } from '../../repositories/classAccess/grants';
import { topLevelSections, topLevelSectionsOf } from '../../repositories/content/sections';
import { subscriptionEndOf } from '../../repositories/session/subscriptions';

export const sectionSubscriptionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    SECTION_SUBSCRIPTION_PATH,
    {
      onRequest: requireConsoleUser(deps),
      schema: { response: { 200: envelope(SectionSubscriptionSchema) } },
    },
    async (request) => {
      const user = currentUser(request);
      const own = await deps.db
        .selectFrom('user_subscriptions')
        .select('kind')
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      const endsAt = await subscriptionEndOf(deps.db, user.id);
      const active = endsAt === null || endsAt.getTime() > deps.now().getTime();
      // A running subscription opens every section, so the grants' lines add to it only once it has ended.
      const sections = active
        ? await topLevelSections(deps.db)
        : await topLevelSectionsOf(deps.db, await grantedLinesOf(deps.db, user.id, deps.now()));
      return {
        content: {
          kind: own?.kind ?? null,
          endsAt: endsAt?.toISOString() ?? null,
          active,
          sections,
        },
      };
    },
  );
};
