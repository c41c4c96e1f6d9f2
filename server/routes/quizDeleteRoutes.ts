/**
 * Deleting quizzes (SPEC section 7 "Quiz"), area 'quiz'. Templates, library and admin quizzes: super admins only.
 * User quizzes: their owner or a super admin. Unknown ids and quizzes the caller may not see answer 404 alike
 * (ADR 105); a quiz they see but do not own, 403.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../src/api/envelope';
import {
  DeleteResponseSchema,
  QUIZ_DELETE_ROUTES,
  QuizIdParamsSchema,
} from '../../src/api/quizListsContract';
import { MESSAGES } from '../../src/domain/messages';
import { isQuizSuperAdmin } from '../../src/domain/quizArea';
import type { QuizKind } from '../db/contentTables';
import type { AppDeps } from '../appDeps';
import { currentUser, requireArea } from '../auth/guards';
import { quizRefusal } from '../exports/quizAccess';
import { forbidden, notFound } from '../http/errors';
import { SERVER_MESSAGES } from '../messages';
import { deleteQuizGraph } from '../repositories/quizDeletes';
import { findQuizOwnership } from '../repositories/quizShares';

const ROUTES: readonly { readonly path: string; readonly kind: QuizKind }[] = [
  { path: QUIZ_DELETE_ROUTES.template, kind: 'template' },
  { path: QUIZ_DELETE_ROUTES.library, kind: 'library' },
  { path: QUIZ_DELETE_ROUTES.admin, kind: 'admin' },
  { path: QUIZ_DELETE_ROUTES.user, kind: 'user' },
];

export const quizDeleteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'quiz');
  const schema = { params: QuizIdParamsSchema, response: { 200: envelope(DeleteResponseSchema) } };

  for (const { path, kind } of ROUTES) {
    app.delete(path, { onRequest: guard, schema }, async (request) => {
      const user = currentUser(request);
      const superAdmin = isQuizSuperAdmin(user.roles);
      if (kind !== 'user' && !superAdmin) throw forbidden(MESSAGES.noQuizAccess);
      const quiz = await findQuizOwnership(deps.db, request.params.id);
      if (!quiz || quiz.kind !== kind) throw notFound(SERVER_MESSAGES.notFound);
      if (!superAdmin && quiz.ownerId !== user.id)
        throw await quizRefusal(deps.db, user, { id: quiz.id, kind: quiz.kind, ownerUserId: quiz.ownerId });
      if (!(await deleteQuizGraph(deps.db, quiz.id))) throw notFound(SERVER_MESSAGES.notFound);
      return { content: { id: quiz.id } };
    });
  }
};
