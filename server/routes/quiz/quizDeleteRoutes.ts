/**
 * Deleting quizzes (SPEC section 7 "Quiz"), area 'quiz', as the quiz capability table allows (ADR 114): super
 * admins any kind, others their own user quizzes. Unknown ids, another kind's id and quizzes the caller may not
 * see answer 404 alike (ADR 105); a quiz they see but may not delete, 403.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../src/api/shared/envelope';
import {
  DeleteResponseSchema,
  QUIZ_DELETE_ROUTES,
  QuizIdParamsSchema,
} from '../../../src/api/quiz/lists/quizListsContract';
import { MESSAGES } from '../../../src/domain/shared/messages';
import type { QuizKind } from '../../db/contentTables';
import type { AppDeps } from '../../appDeps';
import { currentUser, requireArea } from '../../auth/guards';
import { authorizeQuiz } from '../../auth/quizAccess';
import { notFound } from '../../http/errors';
import { SERVER_MESSAGES } from '../../messages';
import { deleteQuizGraph } from '../../repositories/quiz/quizDeletes';

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
      const quiz = await authorizeQuiz(deps, currentUser(request), request.params.id, 'delete', {
        kind,
        refused: kind === 'user' ? undefined : MESSAGES.noQuizAccess,
      });
      if (!(await deleteQuizGraph(deps.db, deps.storage, quiz.id))) throw notFound(SERVER_MESSAGES.notFound);
      return { content: { id: quiz.id } };
    });
  }
};
