/**
 * Sharing quizzes (SPEC section 7 "Sharing"), area 'quiz'. A user shares and reads the shares of their own user
 * quizzes; a super admin also those of admin quizzes (`isAdminQuiz`) and customers' quizzes (`sharecustomer`).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../src/api/envelope';
import {
  QUIZ_SHARE_ROUTES,
  QuizIdParamsSchema,
  ShareRequestSchema,
  ShareResultSchema,
  SharedWithResponseSchema,
} from '../../src/api/quizListsContract';
import { MESSAGES } from '../../src/domain/messages';
import { isQuizSuperAdmin } from '../../src/domain/quizArea';
import type { QuizKind } from '../db/contentTables';
import type { AppDeps } from '../appDeps';
import { currentUser, requireArea, type AuthUser } from '../auth/guards';
import { quizRefusal } from '../exports/quizAccess';
import { forbidden, notFound } from '../http/errors';
import { SERVER_MESSAGES } from '../messages';
import { listFlags } from '../repositories/featureFlags';
import {
  findQuizOwnership,
  listSharedUsers,
  shareQuiz,
  type QuizOwnership,
} from '../repositories/quizShares';

type Access = 'ownerOrSuperAdmin' | 'superAdmin';

export const quizShareRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'quiz');
  const { db } = deps;
  const refusal = (user: AuthUser, quiz: QuizOwnership) =>
    quizRefusal(db, user, { id: quiz.id, kind: quiz.kind, ownerUserId: quiz.ownerId });

  /**
   * The quiz of the given kind the caller may share; 404 when there is none or the caller may not see it (ADR 105),
   * 403 when they see it but it is not theirs.
   */
  async function quizFor(
    request: FastifyRequest,
    id: number,
    kind: QuizKind,
    access: Access,
  ): Promise<QuizOwnership> {
    const user = currentUser(request);
    const superAdmin = isQuizSuperAdmin(user.roles);
    if (access === 'superAdmin' && !superAdmin) throw forbidden(MESSAGES.noQuizAccess);
    const quiz = await findQuizOwnership(db, id);
    if (!quiz || quiz.kind !== kind) throw notFound(SERVER_MESSAGES.notFound);
    if (!superAdmin && quiz.ownerId !== user.id) throw await refusal(user, quiz);
    return quiz;
  }

  const idSchema = { params: QuizIdParamsSchema, response: { 200: envelope(SharedWithResponseSchema) } };
  const shareSchema = {
    params: QuizIdParamsSchema,
    body: ShareRequestSchema,
    response: { 200: envelope(ShareResultSchema) },
  };

  app.get(QUIZ_SHARE_ROUTES.sharedWith, { onRequest: guard, schema: idSchema }, async (request) => {
    const user = currentUser(request);
    const quiz = await findQuizOwnership(db, request.params.id);
    if (!quiz) throw notFound(SERVER_MESSAGES.notFound);
    if (!isQuizSuperAdmin(user.roles) && quiz.ownerId !== user.id) throw await refusal(user, quiz);
    return { content: { sharedUserList: await listSharedUsers(db, quiz.id) } };
  });

  app.get(QUIZ_SHARE_ROUTES.sharedWithCustomer, { onRequest: guard, schema: idSchema }, async (request) => {
    const quiz = await quizFor(request, request.params.id, 'user', 'superAdmin');
    return { content: { sharedUserList: await listSharedUsers(db, quiz.id) } };
  });

  app.post(QUIZ_SHARE_ROUTES.share, { onRequest: guard, schema: shareSchema }, async (request) => {
    const { emails, isAdminQuiz } = request.body;
    const quiz = await quizFor(
      request,
      request.params.id,
      isAdminQuiz ? 'admin' : 'user',
      isAdminQuiz ? 'superAdmin' : 'ownerOrSuperAdmin',
    );
    const flags = await listFlags(db);
    return { content: await shareQuiz(db, quiz.id, emails, currentUser(request).id, flags) };
  });

  app.post(QUIZ_SHARE_ROUTES.shareCustomer, { onRequest: guard, schema: shareSchema }, async (request) => {
    const quiz = await quizFor(request, request.params.id, 'user', 'superAdmin');
    const flags = await listFlags(db);
    return { content: await shareQuiz(db, quiz.id, request.body.emails, currentUser(request).id, flags) };
  });
};
