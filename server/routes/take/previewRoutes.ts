/**
 * Preview as a student (src/api/take/previewContract.ts, ADR 264): the student page's session on a quiz's current
 * version, started, and scored, for a console user who may view the quiz (the quiz capability table's `view`; a
 * quiz they may not see is 404 as a missing one). Nothing is written: no assignment, attempt, results row or LMS
 * score. A bad answer is 400, a quiz saved since the preview opened 409. An answer to a question at a moment of the
 * video learns where the video goes back to when it is wrong (ADR 338), as a student's save does.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../src/api/shared/envelope';
import {
  PREVIEW_ROUTES,
  PreviewAnswerRequestSchema,
  PreviewAnswerResponseSchema,
  PreviewOutcomeSchema,
  PreviewHintParamsSchema,
  PreviewHintRequestSchema,
  PreviewParamsSchema,
  PreviewSessionSchema,
  PreviewSubmitRequestSchema,
} from '../../../src/api/take/previewContract';
import type { AppDeps } from '../../appDeps';
import { currentUser, requireArea } from '../../auth/guards';
import { authorizeQuiz } from '../../auth/quizAccess';
import {
  previewAnswer,
  previewHint,
  previewSession,
  scorePreview,
} from '../../repositories/take/takePreview';
import { TakeHintResponseSchema } from '../../../src/api/take/takeContract';
import { answering } from './takeRefusals';
import { enveloped } from '../../http/routeSchema';

export const previewRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'quiz');
  const sessionSchema = { params: PreviewParamsSchema, response: { 200: envelope(PreviewSessionSchema) } };

  // Before the start, then started: the time limit runs from the start, as for a student.
  for (const [method, url, started] of [
    ['GET', PREVIEW_ROUTES.session, false],
    ['POST', PREVIEW_ROUTES.start, true],
  ] as const) {
    app.route({
      method,
      url,
      onRequest: guard,
      schema: sessionSchema,
      handler: async (request) => {
        const user = currentUser(request);
        const { kind, id } = request.params;
        await authorizeQuiz(deps, user, id, 'view', { kind });
        return { content: await previewSession(deps.db, id, user, deps.now(), started) };
      },
    });
  }

  app.post(
    PREVIEW_ROUTES.hint,
    {
      onRequest: guard,
      schema: enveloped(TakeHintResponseSchema, {
        params: PreviewHintParamsSchema,
        body: PreviewHintRequestSchema,
      }),
    },
    async (request) => {
      const user = currentUser(request);
      const { kind, id, itemId } = request.params;
      await authorizeQuiz(deps, user, id, 'view', { kind });
      return { content: await answering(() => previewHint(deps.db, id, itemId, request.body)) };
    },
  );

  app.put(
    PREVIEW_ROUTES.answer,
    {
      onRequest: guard,
      schema: enveloped(PreviewAnswerResponseSchema, {
        params: PreviewHintParamsSchema,
        body: PreviewAnswerRequestSchema,
      }),
    },
    async (request) => {
      const user = currentUser(request);
      const { kind, id, itemId } = request.params;
      await authorizeQuiz(deps, user, id, 'view', { kind });
      return { content: await answering(() => previewAnswer(deps.db, id, itemId, request.body)) };
    },
  );

  app.post(
    PREVIEW_ROUTES.submit,
    {
      onRequest: guard,
      schema: enveloped(PreviewOutcomeSchema, {
        params: PreviewParamsSchema,
        body: PreviewSubmitRequestSchema,
      }),
    },
    async (request) => {
      const user = currentUser(request);
      const { kind, id } = request.params;
      await authorizeQuiz(deps, user, id, 'view', { kind });
      return {
        content: await answering(() => scorePreview(deps.db, id, user, request.body, deps.now())),
      };
    },
  );
};
