/**
 * Sharing quizzes (SPEC section 7 "Sharing"), area 'quiz', as the quiz capability table allows (ADR 114): a user
 * shares and reads the shares of their own user quizzes; a super admin also those of admin quizzes (`isAdminQuiz`).
 * Sharing a user quiz distributes it to the students named (ADR 133).
 * The customer routes (`sharecustomer`, `shared_with_customer`) are the customer list's: the caller must be one the
 * table lets read it (`canReadQuizList`).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../src/api/shared/envelope';
import {
  QUIZ_SHARE_ROUTES,
  QuizIdParamsSchema,
  ShareRequestSchema,
  ShareResultSchema,
  SharedWithResponseSchema,
} from '../../../src/api/quiz/lists/quizListsContract';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { canReadQuizList, QUIZ_CAPABILITY_MESSAGES } from '../../../src/domain/quiz/quizCapabilities';
import type { QuizKind } from '../../db/contentTables';
import type { AppDeps } from '../../appDeps';
import { currentUser, requireArea } from '../../auth/guards';
import { authorizeQuiz, type QuizRecord } from '../../auth/quizAccess';
import { conflict, forbidden } from '../../http/errors';
import { listFlags } from '../../repositories/featureFlags/featureFlags';
import { distributeByShare, listSharedUsers, shareQuiz } from '../../repositories/quiz/quizShares';

export const quizShareRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'quiz');
  const { db } = deps;

  /**
   * The quiz (of the given kind) the caller may share; 404 when there is none or the caller may not see it
   * (ADR 105), 403 when they see it but may not share it, with the quiz's reason from its capability table (the
   * caller may view it, not change it), never the area's: the caller is in the quiz area. `customerRoute`: the
   * customer list's route.
   */
  async function quizFor(
    request: FastifyRequest,
    id: number,
    kind: QuizKind | undefined,
    customerRoute = false,
  ): Promise<QuizRecord> {
    const user = currentUser(request);
    if (customerRoute && !canReadQuizList(user, 'customer')) throw forbidden(MESSAGES.noQuizAccess);
    return authorizeQuiz(deps, user, id, 'share', { kind, refused: QUIZ_CAPABILITY_MESSAGES.viewOnly });
  }

  const idSchema = { params: QuizIdParamsSchema, response: { 200: envelope(SharedWithResponseSchema) } };
  const shareSchema = {
    params: QuizIdParamsSchema,
    body: ShareRequestSchema,
    response: { 200: envelope(ShareResultSchema) },
  };

  app.get(QUIZ_SHARE_ROUTES.sharedWith, { onRequest: guard, schema: idSchema }, async (request) => {
    const quiz = await quizFor(request, request.params.id, undefined);
    return { content: { sharedUserList: await listSharedUsers(db, quiz.id) } };
  });

  app.get(QUIZ_SHARE_ROUTES.sharedWithCustomer, { onRequest: guard, schema: idSchema }, async (request) => {
    const quiz = await quizFor(request, request.params.id, 'user', true);
    return { content: { sharedUserList: await listSharedUsers(db, quiz.id) } };
  });

  /** A user quiz goes to students (ADR 133); an admin quiz to console users. */
  async function share(request: FastifyRequest, quiz: QuizRecord, emails: readonly string[]) {
    if (quiz.kind === 'user') {
      const outcome = await distributeByShare(db, quiz.id, emails, {
        now: deps.now(),
        mail: deps.config.smtpUrl !== undefined,
      });
      // Its students could no longer take it: sent nothing, say why (ADR 269).
      if (outcome === 'expired') throw conflict(MESSAGES.deadlinePassed);
      return outcome;
    }
    return shareQuiz(db, quiz.id, emails, currentUser(request).id, await listFlags(db));
  }

  app.post(QUIZ_SHARE_ROUTES.share, { onRequest: guard, schema: shareSchema }, async (request) => {
    const { emails, isAdminQuiz } = request.body;
    const quiz = await quizFor(request, request.params.id, isAdminQuiz ? 'admin' : 'user');
    return { content: await share(request, quiz, emails) };
  });

  app.post(QUIZ_SHARE_ROUTES.shareCustomer, { onRequest: guard, schema: shareSchema }, async (request) => {
    const quiz = await quizFor(request, request.params.id, 'user', true);
    return { content: await share(request, quiz, request.body.emails) };
  });
};
