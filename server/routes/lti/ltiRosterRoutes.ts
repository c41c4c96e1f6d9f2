/**
 * A class's roster from its course platform (ADR 385): whoever may invite the class's students asks for the sync; a
 * class the caller may not see is a 404 like a missing one (ADR 105), a class tied to no course a 404 saying so, and
 * a platform that is down or refuses a 502 saying nothing changed (what it answered goes to the log).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LTI_ROSTER_PATHS,
  LtiRosterParamsSchema,
  LtiRosterSyncSchema,
} from '../../../src/api/lti/ltiRosterContract';
import { envelope } from '../../../src/api/shared/envelope';
import { LTI_ROSTER_MESSAGES } from '../../../src/domain/lti/ltiRoster';
import type { AppDeps } from '../../appDeps';
import { requireClassAction } from '../../auth/classAccess';
import { currentUser, requireArea } from '../../auth/guards';
import { HttpError, notFound } from '../../http/errors';
import { applyRoster, courseOfClass, readRoster, RosterUnavailable } from '../../lti/nrpsRoster';

export const ltiRosterRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    LTI_ROSTER_PATHS.sync(':id'),
    {
      onRequest: requireArea(deps, 'classes'),
      schema: { params: LtiRosterParamsSchema, response: { 200: envelope(LtiRosterSyncSchema) } },
    },
    async (request) => {
      const caller = currentUser(request);
      const { id } = request.params;
      await requireClassAction(deps.db, caller, id, 'edit');
      const course = await courseOfClass(deps.db, id);
      if (!course) throw notFound(LTI_ROSTER_MESSAGES.noCourse);
      let members;
      try {
        members = await readRoster(deps.db, deps.config, course, deps.now());
      } catch (error) {
        if (!(error instanceof RosterUnavailable)) throw error;
        request.log.warn({ err: error }, 'roster not read');
        throw new HttpError(502, LTI_ROSTER_MESSAGES.platformFailed);
      }
      const outcome = await applyRoster(deps.db, id, course, members, caller.id, deps.now());
      if (outcome === 'missing') throw notFound(LTI_ROSTER_MESSAGES.noCourse);
      return { content: outcome };
    },
  );
};
