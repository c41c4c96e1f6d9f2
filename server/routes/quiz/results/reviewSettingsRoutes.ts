/**
 * A quiz's review setting (ADR 210): read it (who may see the results), change it, release the scores or withdraw
 * them (who may grade: super admins any customer quiz, others their own; the capability table, ADR 114). Anyone
 * else is answered as for a missing quiz, or 403 when the quiz is shared with them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../../src/api/shared/envelope';
import { IdParamsSchema } from '../../../../src/api/quiz/results/resultsContract';
import {
  ReleaseScoresRequestSchema,
  REVIEW_SETTINGS_PATHS,
  ReviewSettingsSchema,
  SetReviewSettingsRequestSchema,
} from '../../../../src/api/quiz/results/reviewSettingsContract';
import type { AppDeps } from '../../../appDeps';
import { currentUser, requireArea } from '../../../auth/guards';
import { authorizeQuiz } from '../../../auth/quizAccess';
import {
  readReviewSettings,
  writeReviewSettings,
  writeScoresReleased,
} from '../../../repositories/quiz/results/reviewSettings';

export const reviewSettingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'quiz');
  const response = { 200: envelope(ReviewSettingsSchema) };

  app.get(
    REVIEW_SETTINGS_PATHS.settings(':id'),
    { onRequest: guard, schema: { params: IdParamsSchema, response } },
    async (request) => {
      const { id } = request.params;
      await authorizeQuiz(deps, currentUser(request), id, 'results', { kind: 'user' });
      return { content: await readReviewSettings(deps.db, id) };
    },
  );

  app.put(
    REVIEW_SETTINGS_PATHS.settings(':id'),
    { onRequest: guard, schema: { params: IdParamsSchema, body: SetReviewSettingsRequestSchema, response } },
    async (request) => {
      const { id } = request.params;
      await authorizeQuiz(deps, currentUser(request), id, 'grade', { kind: 'user' });
      await writeReviewSettings(deps.db, id, request.body, deps.now());
      return { content: await readReviewSettings(deps.db, id) };
    },
  );

  app.post(
    REVIEW_SETTINGS_PATHS.release(':id'),
    { onRequest: guard, schema: { params: IdParamsSchema, body: ReleaseScoresRequestSchema, response } },
    async (request) => {
      const { id } = request.params;
      await authorizeQuiz(deps, currentUser(request), id, 'grade', { kind: 'user' });
      await writeScoresReleased(deps.db, id, request.body.released, deps.now());
      return { content: await readReviewSettings(deps.db, id) };
    },
  );
};
