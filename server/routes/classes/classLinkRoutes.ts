/**
 * The personal links of a class quiz's students (ADR 132, 134), area 'classes': whoever may view the class reads
 * them (class capability table); whoever may manage its content may have one sent again when mail is on, and
 * whoever may remind in it reminds its students who have not submitted (ADR 217), whoever owns the quiz.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CLASS_PATHS,
  ClassQuizLinksResponseSchema,
  ClassQuizParamsSchema,
  ClassRemindResponseSchema,
  ResendLinkParamsSchema,
} from '../../../src/api/classes/classesContract';
import { envelope } from '../../../src/api/shared/envelope';
import { REMIND_MESSAGES } from '../../../src/domain/quiz/results/studentStates';
import { ASSIGNMENT_MAIL_MESSAGES } from '../../../src/domain/take/assignments';
import { MESSAGES } from '../../../src/domain/shared/messages';
import type { AppDeps } from '../../appDeps';
import { requireClassAction } from '../../auth/classAccess';
import { currentUser, requireArea } from '../../auth/guards';
import { badRequest, conflict, notFound } from '../../http/errors';
import { linkBase } from '../../mail/links';
import { SERVER_MESSAGES } from '../../messages';
import { classQuizLinks } from '../../repositories/take/assignmentLinks';
import { ASSIGNMENT_MAIL_JOB } from '../../repositories/take/assignments';
import { enqueueJob } from '../../repositories/shared/jobs';
import { findUserQuiz } from '../../repositories/quiz/results/results';
import { remindStudents } from '../../repositories/quiz/results/reminders';

export const classLinkRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'classes');
  const mailEnabled = deps.config.smtpUrl !== undefined;

  async function links(request: FastifyRequest, classId: number, quizId: number) {
    const found = await classQuizLinks(deps.db, classId, quizId, linkBase(deps.config, request), deps.now());
    if (!found) throw notFound(SERVER_MESSAGES.notFound);
    return { content: { ...found, mailEnabled } };
  }

  app.get(
    CLASS_PATHS.quizLinks(':id', ':quizId'),
    {
      onRequest: guard,
      schema: { params: ClassQuizParamsSchema, response: { 200: envelope(ClassQuizLinksResponseSchema) } },
    },
    async (request) => {
      const { id, quizId } = request.params;
      await requireClassAction(deps.db, currentUser(request), id, 'view');
      return links(request, id, quizId);
    },
  );

  app.post(
    CLASS_PATHS.remindLinks(':id', ':quizId'),
    {
      onRequest: guard,
      schema: { params: ClassQuizParamsSchema, response: { 200: envelope(ClassRemindResponseSchema) } },
    },
    async (request) => {
      // The class's rights decide (ADR 217): a teacher of the class reminds its students of a quiz someone else owns.
      const { id, quizId } = request.params;
      await requireClassAction(deps.db, currentUser(request), id, 'remind');
      const now = deps.now();
      const found = await classQuizLinks(deps.db, id, quizId, '', now);
      const quiz = found && (await findUserQuiz(deps.db, quizId));
      if (!found || !quiz) throw notFound(SERVER_MESSAGES.notFound);
      if (!mailEnabled) throw badRequest(REMIND_MESSAGES.mailOff, { mail: [REMIND_MESSAGES.mailOff] });
      const ids = found.result.map((link) => link.assignmentId);
      const outcome = ids.length === 0 ? undefined : await remindStudents(deps.db, quiz, ids, now);
      if (!outcome?.reminded.length) throw conflict(REMIND_MESSAGES.nobody);
      return {
        content: { reminded: [...outcome.reminded], recentlyReminded: [...outcome.recentlyReminded] },
      };
    },
  );

  app.post(
    CLASS_PATHS.resendLink(':id', ':quizId', ':assignmentId'),
    {
      onRequest: guard,
      schema: { params: ResendLinkParamsSchema, response: { 200: envelope(ClassQuizLinksResponseSchema) } },
    },
    async (request) => {
      const { id, quizId, assignmentId } = request.params;
      await requireClassAction(deps.db, currentUser(request), id, 'manageContent');
      const link = (await classQuizLinks(deps.db, id, quizId, '', deps.now()))?.result.find(
        (found) => found.assignmentId === assignmentId,
      );
      if (!link) throw notFound(SERVER_MESSAGES.notFound);
      if (!mailEnabled)
        throw badRequest(ASSIGNMENT_MAIL_MESSAGES.mailOff, { mail: [ASSIGNMENT_MAIL_MESSAGES.mailOff] });
      // A link past its deadline could no longer be used: nothing is sent (ADR 269).
      if (link.state === 'expired') throw conflict(MESSAGES.deadlinePassed);
      await enqueueJob(deps.db, ASSIGNMENT_MAIL_JOB, { assignmentId }, deps.now());
      return links(request, id, quizId);
    },
  );
};
