/**
 * Grading (ADR 209, ADR 352): the grading screen of one attempt, its points and comments saved in one save on their
 * version, and the answers of a quiz that wait for a hand score. Whoever may read the quiz's results may grade it (the `grade` capability): super admins
 * every user quiz, anyone else their own; one who may not see the quiz is answered like a missing id.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../../src/api/shared/envelope';
import { IdParamsSchema } from '../../../../src/api/quiz/results/resultsContract';
import {
  AttemptGradingResponseSchema,
  GRADING_PATHS,
  NeedsGradingResponseSchema,
} from '../../../../src/api/quiz/results/gradingContract';
import { SaveGradesSchema } from '../../../../src/domain/quiz/results/grading';
import type { AppDeps } from '../../../appDeps';
import { currentUser, requireArea, type AuthUser } from '../../../auth/guards';
import { authorizeQuiz } from '../../../auth/quizAccess';
import { badRequest, notFound } from '../../../http/errors';
import { requireUpdated } from '../../../http/staleVersion';
import { SERVER_MESSAGES } from '../../../messages';
import {
  GradingRefusal,
  attemptGrading,
  needsGradingList,
  saveGrades,
} from '../../../repositories/quiz/results/grading';
import { findAssignment, findUserQuiz } from '../../../repositories/quiz/results/results';
import { settleOverdue } from '../../../repositories/take/takeAssignments';

export const gradingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'quiz');

  async function attempt(user: AuthUser, assignId: number, action: 'results' | 'grade') {
    const row = await findAssignment(deps.db, assignId);
    if (!row) throw notFound(SERVER_MESSAGES.notFound);
    await authorizeQuiz(deps, user, row.quiz.id, action, { kind: 'user' });
    return row;
  }

  async function refused<T>(change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } catch (error) {
      if (!(error instanceof GradingRefusal)) throw error;
      throw badRequest(error.message, error.field ? { [error.field]: [error.message] } : undefined);
    }
  }

  const response = { 200: envelope(AttemptGradingResponseSchema) };

  app.get(
    GRADING_PATHS.attempt(':id'),
    { onRequest: guard, schema: { params: IdParamsSchema, response } },
    async (request) => {
      const row = await attempt(currentUser(request), request.params.id, 'results');
      await settleOverdue(deps.db, { id: row.assignment.id }, deps.now());
      return { content: await attemptGrading(deps.db, row.assignment.id) };
    },
  );

  app.put(
    GRADING_PATHS.attempt(':id'),
    { onRequest: guard, schema: { params: IdParamsSchema, body: SaveGradesSchema, response } },
    async (request) => {
      const user = currentUser(request);
      const row = await attempt(user, request.params.id, 'grade');
      const outcome = await refused(() =>
        saveGrades(deps.db, row.assignment.id, request.body, user.id, deps.now()),
      );
      requireUpdated(outcome, 'grading');
      return { content: await attemptGrading(deps.db, row.assignment.id) };
    },
  );

  app.get(
    GRADING_PATHS.needsGrading(':id'),
    {
      onRequest: guard,
      schema: { params: IdParamsSchema, response: { 200: envelope(NeedsGradingResponseSchema) } },
    },
    async (request) => {
      await authorizeQuiz(deps, currentUser(request), request.params.id, 'grade', { kind: 'user' });
      const quiz = await findUserQuiz(deps.db, request.params.id);
      if (!quiz) throw notFound(SERVER_MESSAGES.notFound);
      await settleOverdue(deps.db, { quizId: quiz.id }, deps.now());
      return { content: { entries: await needsGradingList(deps.db, quiz.id) } };
    },
  );
};
