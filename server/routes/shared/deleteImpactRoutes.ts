/**
 * What goes with a deletion (ADR 266): one route per area, under that area's guard, counting for the rows the
 * caller may delete (the capability tables of quizzes, classes and playlists, as their DELETE routes ask them) what
 * is deleted with them; a sponsor's and a translation group's area guard is all their DELETE asks. Rows the caller may not delete, or that are gone, are left out of the counts: their own
 * DELETE refuses them later, and the notice names them then.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DELETE_IMPACT_PATHS,
  DeleteImpactRequestSchema,
  DeleteImpactSchema,
  type DeleteImpact,
} from '../../../src/api/shared/deleteImpactContract';
import { envelope } from '../../../src/api/shared/envelope';
import type { AppDeps } from '../../appDeps';
import { requireClassAction } from '../../auth/classAccess';
import { currentUser, requireArea } from '../../auth/guards';
import { requirePlaylistAction } from '../../auth/playlistAccess';
import { authorizeQuiz } from '../../auth/quizAccess';
import { badRequest } from '../../http/errors';
import {
  classDeleteImpact,
  playlistDeleteImpact,
  quizDeleteImpact,
  sponsorDeleteImpact,
  translationGroupDeleteImpact,
} from '../../repositories/shared/deleteImpact';

/** The ids among `ids` that `allowed` lets through (it throws for the others). */
async function deletable(ids: readonly number[], allowed: (id: number) => Promise<unknown>) {
  const kept: number[] = [];
  for (const id of new Set(ids)) {
    try {
      await allowed(id);
      kept.push(id);
    } catch {
      // Refused or gone: its own DELETE says so.
    }
  }
  return kept;
}

export const deleteImpactRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const schema = { body: DeleteImpactRequestSchema, response: { 200: envelope(DeleteImpactSchema) } };
  const answer = (content: DeleteImpact) => ({ content });

  app.post(DELETE_IMPACT_PATHS.quiz, { onRequest: requireArea(deps, 'quiz'), schema }, async (request) => {
    const { ids, quizKind } = request.body;
    if (!quizKind) throw badRequest('quizKind is required');
    const user = currentUser(request);
    const kept = await deletable(ids, (id) => authorizeQuiz(deps, user, id, 'delete', { kind: quizKind }));
    return answer(await quizDeleteImpact(deps.db, kept));
  });

  app.post(
    DELETE_IMPACT_PATHS.class,
    { onRequest: requireArea(deps, 'classes'), schema },
    async (request) => {
      const user = currentUser(request);
      const kept = await deletable(request.body.ids, (id) => requireClassAction(deps.db, user, id, 'delete'));
      return answer(await classDeleteImpact(deps.db, kept));
    },
  );

  app.post(
    DELETE_IMPACT_PATHS.playlist,
    { onRequest: requireArea(deps, 'playlist'), schema },
    async (request) => {
      const user = currentUser(request);
      const kept = await deletable(request.body.ids, (id) =>
        requirePlaylistAction(deps.db, user, id, 'delete'),
      );
      return answer(await playlistDeleteImpact(deps.db, kept));
    },
  );

  app.post(
    DELETE_IMPACT_PATHS.sponsor,
    { onRequest: requireArea(deps, 'sponsors'), schema },
    async (request) => answer(await sponsorDeleteImpact(deps.db, [...new Set(request.body.ids)])),
  );

  app.post(
    DELETE_IMPACT_PATHS.translationGroup,
    { onRequest: requireArea(deps, 'translations'), schema },
    async (request) => answer(await translationGroupDeleteImpact(deps.db, [...new Set(request.body.ids)])),
  );
};
