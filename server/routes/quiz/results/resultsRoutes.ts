/**
 * Results of customer (user) quizzes, SPEC section 7 "Results": the assignments (JSON or CSV), a student's
 * result and the deadline. Super admins see every user quiz; other quiz users only the quizzes they own.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../../src/api/shared/envelope';
import {
  AssignmentsQuerySchema,
  IdParamsSchema,
  RESULTS_PATHS,
  SetEndDateRequestSchema,
  SetEndDateResponseSchema,
  StudentResultResponseSchema,
} from '../../../../src/api/quiz/results/resultsContract';
import {
  QuizStatisticsResponseSchema,
  STATISTICS_PATHS,
  VideoStatisticsResponseSchema,
} from '../../../../src/api/quiz/results/statisticsContract';
import { DEADLINE_MESSAGES, deadlineError, roundDeadline } from '../../../../src/domain/quiz/deadline';
import { localDateTime, resultsCsv, resultsCsvFileName } from '../../../../src/domain/quiz/results/results';
import type { AppDeps } from '../../../appDeps';
import { currentUser, requireArea, type AuthUser } from '../../../auth/guards';
import { authorizeQuiz } from '../../../auth/quizAccess';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import { SERVER_MESSAGES } from '../../../messages';
import {
  findAssignment,
  findUserQuiz,
  loadQuestions,
  pointsColumns,
  quizResults,
  setEndDate,
  studentResult,
  type UserQuizRow,
} from '../../../repositories/quiz/results/results';
import { remindRoutes } from './remindRoutes';
import { answerFileResultRoutes } from './answerFileRoutes';
import { loadQuizStatistics } from '../../../repositories/quiz/results/quizStatistics';
import { loadVideoStatistics, videoCsvColumnsOf } from '../../../repositories/quiz/results/videoStatistics';
import { subscriptionEndOf } from '../../../repositories/session/subscriptions';
import { settleOverdue } from '../../../repositories/take/takeAssignments';
import { enveloped } from '../../../http/routeSchema';
import { named } from '../../../http/pluginName';

/** An attachment named in plain ASCII for old clients and in UTF-8 (RFC 6266) for the rest. */
const contentDisposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

export const resultsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'quiz');
  await app.register(named(remindRoutes), deps);
  await app.register(named(answerFileResultRoutes), deps);

  /**
   * Results and deadlines as the quiz capability table allows (ADR 114): super admins every customer's, anyone
   * else their own quizzes'. One who may see the quiz (shared with them) is refused with 403; one who may not is
   * answered like a missing id (ADR 105); a deadline after the owner's trial has ended is refused with its message.
   */
  async function userQuiz(
    user: AuthUser,
    id: number,
    action: 'results' | 'setDeadline' = 'results',
  ): Promise<UserQuizRow> {
    await authorizeQuiz(deps, user, id, action, { kind: 'user' });
    const quiz = await findUserQuiz(deps.db, id);
    if (!quiz) throw notFound(SERVER_MESSAGES.notFound);
    return quiz;
  }

  app.get(
    RESULTS_PATHS.assignments(':id'),
    { onRequest: guard, schema: { params: IdParamsSchema, querystring: AssignmentsQuerySchema } },
    async (request, reply) => {
      const quiz = await userQuiz(currentUser(request), request.params.id);
      // Assignments whose time ran out are submitted with what was saved before they are counted (ADR 137).
      await settleOverdue(deps.db, { quizId: quiz.id }, deps.now());
      const now = deps.now();
      const results = await quizResults(deps.db, quiz, now);
      if (request.query.format !== 'csv')
        return { content: { ...results, mailEnabled: deps.config.smtpUrl !== undefined } };
      // ADR 211: named with the quiz title and the instructor's day; local times beside the ISO ones.
      const timeZone = request.query.tz;
      const fileName = resultsCsvFileName(
        quiz.title,
        localDateTime(now.toISOString(), timeZone).slice(0, 10),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(fileName))
        .send(
          resultsCsv(
            results.assignments,
            results.quiz.questionCount,
            pointsColumns(await loadQuestions(deps.db, quiz.id)),
            {
              timeZone,
              videoColumns: await videoCsvColumnsOf(
                deps.db,
                quiz.id,
                results.assignments.map((a) => a.id),
              ),
            },
          ),
        );
    },
  );

  /** Beyond SPEC: per-question statistics, for whoever may see the quiz's results. */
  app.get(
    STATISTICS_PATHS.statistics(':id'),
    {
      onRequest: guard,
      schema: { params: IdParamsSchema, response: { 200: envelope(QuizStatisticsResponseSchema) } },
    },
    async (request) => {
      const quiz = await userQuiz(currentUser(request), request.params.id);
      return { content: await loadQuizStatistics(deps.db, quiz.id) };
    },
  );

  /** ADR 339: each video's watching curve, chapters and in-video questions, for whoever may see the results. */
  app.get(
    STATISTICS_PATHS.videoStatistics(':id'),
    {
      onRequest: guard,
      schema: { params: IdParamsSchema, response: { 200: envelope(VideoStatisticsResponseSchema) } },
    },
    async (request) => {
      const quiz = await userQuiz(currentUser(request), request.params.id);
      return { content: await loadVideoStatistics(deps.db, quiz.id) };
    },
  );

  app.get(
    RESULTS_PATHS.studentResult(':id'),
    {
      onRequest: guard,
      schema: { params: IdParamsSchema, response: { 200: envelope(StudentResultResponseSchema) } },
    },
    async (request) => {
      const row = await findAssignment(deps.db, request.params.id);
      if (!row) throw notFound(SERVER_MESSAGES.notFound);
      await authorizeQuiz(deps, currentUser(request), row.quiz.id, 'results', { kind: 'user' });
      await settleOverdue(deps.db, { id: row.assignment.id }, deps.now());
      const settled = (await findAssignment(deps.db, row.assignment.id)) ?? row;
      return { content: await studentResult(deps.db, settled) };
    },
  );

  app.post(
    RESULTS_PATHS.setEndDate(':id'),
    {
      onRequest: guard,
      schema: enveloped(SetEndDateResponseSchema, { params: IdParamsSchema, body: SetEndDateRequestSchema }),
    },
    async (request) => {
      const quiz = await userQuiz(currentUser(request), request.params.id, 'setDeadline');
      const now = deps.now();
      const chosen = request.body.end_date === null ? null : new Date(request.body.end_date);
      // The console rounds a past time the same way; rounding again here changes nothing it sent.
      const endDate = roundDeadline(chosen, now);
      const subscriptionEndsAt = await subscriptionEndOf(deps.db, quiz.ownerUserId);
      const error = deadlineError(endDate, { now, startDate: quiz.startDate, subscriptionEndsAt });
      if (error === DEADLINE_MESSAGES.trialExpired) throw forbidden(error);
      if (error) throw badRequest(error, { end_date: [error] });
      await setEndDate(deps.db, quiz.id, endDate, now);
      return { content: { id: quiz.id, endDate: endDate?.toISOString() ?? null } };
    },
  );
};
