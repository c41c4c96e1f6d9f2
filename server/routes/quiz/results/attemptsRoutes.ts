/**
 * Several attempts (ADR 219): a quiz's attempts setting — read by who may see its results, changed by who may grade
 * it — and a student's attempts with the one that counts. Anyone else is answered as for a missing quiz (ADR 105).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ATTEMPTS_PATHS,
  AttemptsSettingSchema,
  StudentAttemptsSchema,
} from '../../../../src/api/quiz/results/attemptsContract';
import { IdParamsSchema } from '../../../../src/api/quiz/results/resultsContract';
import { envelope } from '../../../../src/api/shared/envelope';
import type { AppDeps } from '../../../appDeps';
import { currentUser, requireArea } from '../../../auth/guards';
import { authorizeQuiz } from '../../../auth/quizAccess';
import { notFound } from '../../../http/errors';
import { SERVER_MESSAGES } from '../../../messages';
import { findAssignment } from '../../../repositories/quiz/results/results';
import {
  attemptsSettingOfQuiz,
  studentAttempts,
  writeAttemptsSetting,
} from '../../../repositories/take/attempts';

export const attemptsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'quiz');
  const response = { 200: envelope(AttemptsSettingSchema) };

  app.get(
    ATTEMPTS_PATHS.setting(':id'),
    { onRequest: guard, schema: { params: IdParamsSchema, response } },
    async (request) => {
      const { id } = request.params;
      await authorizeQuiz(deps, currentUser(request), id, 'results', { kind: 'user' });
      return { content: await attemptsSettingOfQuiz(deps.db, id) };
    },
  );

  app.put(
    ATTEMPTS_PATHS.setting(':id'),
    { onRequest: guard, schema: { params: IdParamsSchema, body: AttemptsSettingSchema, response } },
    async (request) => {
      const { id } = request.params;
      await authorizeQuiz(deps, currentUser(request), id, 'grade', { kind: 'user' });
      await writeAttemptsSetting(deps.db, id, request.body, deps.now());
      return { content: await attemptsSettingOfQuiz(deps.db, id) };
    },
  );

  app.get(
    ATTEMPTS_PATHS.ofStudent(':id'),
    {
      onRequest: guard,
      schema: { params: IdParamsSchema, response: { 200: envelope(StudentAttemptsSchema) } },
    },
    async (request) => {
      const row = await findAssignment(deps.db, request.params.id);
      if (!row) throw notFound(SERVER_MESSAGES.notFound);
      await authorizeQuiz(deps, currentUser(request), row.quiz.id, 'results', { kind: 'user' });
      return { content: await studentAttempts(deps.db, row.assignment) };
    },
  );
};
