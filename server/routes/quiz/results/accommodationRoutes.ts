/**
 * A student's second chances (ADR 212): read and set one assignment's accommodation (extra time, personal
 * deadline), and reopen a submitted or expired attempt. Whoever may grade the quiz may do it (the `grade`
 * capability: super admins every user quiz, anyone else their own); one who may not see the quiz is answered like
 * a missing id, so an assignment of another instructor's quiz changes nothing.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../../src/api/shared/envelope';
import { IdParamsSchema } from '../../../../src/api/quiz/results/resultsContract';
import {
  ACCOMMODATION_PATHS,
  StudentAccommodationSchema,
} from '../../../../src/api/quiz/results/accommodationsContract';
import { AccommodationRequestSchema, ReopenRequestSchema } from '../../../../src/domain/take/accommodations';
import type { AppDeps } from '../../../appDeps';
import { currentUser, requireArea, type AuthUser } from '../../../auth/guards';
import { authorizeQuiz } from '../../../auth/quizAccess';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { SERVER_MESSAGES } from '../../../messages';
import { findAssignment } from '../../../repositories/quiz/results/results';
import {
  SecondChanceRefusal,
  reopen,
  setAccommodation,
  studentAccommodation,
} from '../../../repositories/take/secondChances';

export const accommodationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'quiz');

  async function attempt(user: AuthUser, assignId: number, action: 'results' | 'grade') {
    const row = await findAssignment(deps.db, assignId);
    if (!row) throw notFound(SERVER_MESSAGES.notFound);
    await authorizeQuiz(deps, user, row.quiz.id, action, { kind: 'user' });
    return row.assignment.id;
  }

  async function refused(change: () => Promise<void>): Promise<void> {
    try {
      await change();
    } catch (error) {
      if (!(error instanceof SecondChanceRefusal)) throw error;
      if (error.status === 409) throw conflict(error.message);
      throw badRequest(error.message, error.field ? { [error.field]: [error.message] } : undefined);
    }
  }

  const response = { 200: envelope(StudentAccommodationSchema) };

  app.get(
    ACCOMMODATION_PATHS.accommodation(':id'),
    { onRequest: guard, schema: { params: IdParamsSchema, response } },
    async (request) => {
      const id = await attempt(currentUser(request), request.params.id, 'results');
      return { content: await studentAccommodation(deps.db, id, deps.now()) };
    },
  );

  app.put(
    ACCOMMODATION_PATHS.accommodation(':id'),
    { onRequest: guard, schema: { params: IdParamsSchema, body: AccommodationRequestSchema, response } },
    async (request) => {
      const user = currentUser(request);
      const id = await attempt(user, request.params.id, 'grade');
      await refused(() => setAccommodation(deps.db, id, request.body, user.id, deps.now()));
      return { content: await studentAccommodation(deps.db, id, deps.now()) };
    },
  );

  app.post(
    ACCOMMODATION_PATHS.reopen(':id'),
    { onRequest: guard, schema: { params: IdParamsSchema, body: ReopenRequestSchema, response } },
    async (request) => {
      const user = currentUser(request);
      const id = await attempt(user, request.params.id, 'grade');
      await refused(() => reopen(deps.db, id, request.body, user.id, deps.now()));
      return { content: await studentAccommodation(deps.db, id, deps.now()) };
    },
  );
};
