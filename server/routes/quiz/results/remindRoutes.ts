/**
 * Remind (ADR 211): the students of a customer quiz who have not submitted get a reminder with their link, when the
 * server sends mail. Whoever may read the quiz's results may remind (capability 'remind'). Without mail the answer
 * says so plainly and nothing changes; a student reminded less than an hour ago is left out, and when that leaves
 * no one the answer is a 409 with the reason.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  RemindRequestSchema,
  RemindResponseSchema,
  RESULTS_PATHS,
} from '../../../../src/api/quiz/results/resultsContract';
import { REMIND_MESSAGES } from '../../../../src/domain/quiz/results/studentStates';
import type { AppDeps } from '../../../appDeps';
import { currentUser, requireArea } from '../../../auth/guards';
import { authorizeQuiz } from '../../../auth/quizAccess';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { SERVER_MESSAGES } from '../../../messages';
import { findUserQuiz } from '../../../repositories/quiz/results/results';
import { remindStudents } from '../../../repositories/quiz/results/reminders';
import { settleOverdue } from '../../../repositories/take/takeAssignments';
import { enveloped } from '../../../http/routeSchema';

export const remindRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'quiz');
  const mailEnabled = deps.config.smtpUrl !== undefined;

  app.post(
    RESULTS_PATHS.remind(':id'),
    {
      onRequest: guard,
      schema: enveloped(RemindResponseSchema, { params: IdParamsSchema, body: RemindRequestSchema }),
    },
    async (request) => {
      const { id } = request.params;
      await authorizeQuiz(deps, currentUser(request), id, 'remind', { kind: 'user' });
      const quiz = await findUserQuiz(deps.db, id);
      if (!quiz) throw notFound(SERVER_MESSAGES.notFound);
      if (!mailEnabled) throw badRequest(REMIND_MESSAGES.mailOff, { mail: [REMIND_MESSAGES.mailOff] });
      const now = deps.now();
      // Attempts whose time ran out are submitted first: their students are no longer reminded.
      await settleOverdue(deps.db, { quizId: quiz.id }, now);
      const outcome = await remindStudents(deps.db, quiz, request.body.assignmentIds, now);
      if (outcome.unknownIds.length > 0) throw notFound(SERVER_MESSAGES.notFound);
      if (outcome.reminded.length === 0) throw conflict(REMIND_MESSAGES.nobody);
      return {
        content: { reminded: [...outcome.reminded], recentlyReminded: [...outcome.recentlyReminded] },
      };
    },
  );
};
