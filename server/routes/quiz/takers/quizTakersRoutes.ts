/**
 * A customer quiz's takers (ADR 214): how many students have started and submitted it. Whoever may edit the quiz
 * reads it, before saving a change the started students will not see.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { envelope } from '../../../../src/api/shared/envelope';
import { QuizTakersSchema, TAKERS_PATHS } from '../../../../src/api/quiz/takers/quizTakersContract';
import { dbId } from '../../../../src/domain/shared/fields';
import type { AppDeps } from '../../../appDeps';
import { currentUser, requireArea } from '../../../auth/guards';
import { authorizeQuiz } from '../../../auth/quizAccess';

const ParamsSchema = z.object({ id: dbId });

export const quizTakersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    TAKERS_PATHS.takers(':id'),
    {
      onRequest: requireArea(deps, 'quiz'),
      schema: { params: ParamsSchema, response: { 200: envelope(QuizTakersSchema) } },
    },
    async (request) => {
      const { id } = request.params;
      await authorizeQuiz(deps, currentUser(request), id, 'edit', { kind: 'user' });
      const counts = await deps.db
        .selectFrom('quiz_assignments')
        .select([
          sql<number>`count(*) filter (where started_at is not null or submit_at is not null)::int`.as(
            'started',
          ),
          sql<number>`count(*) filter (where submit_at is not null)::int`.as('submitted'),
        ])
        .where('quiz_id', '=', id)
        .executeTakeFirstOrThrow();
      return { content: { started: counts.started, submitted: counts.submitted } };
    },
  );
};
