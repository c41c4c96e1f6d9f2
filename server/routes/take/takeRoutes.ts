/**
 * The student page's API (src/api/take/takeContract.ts): read, start, save an answer, submit, try again. Public
 * routes: the personal link's token is the credential, and it reaches only its own assignment. An unknown or
 * malformed token is 404 'Unknown link'; a save or submit after submission, the deadline or the time limit, and a
 * new attempt with none left, are 409 with the reason.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../src/api/shared/envelope';
import { SaveAnswerRequestSchema } from '../../../src/api/take/takeAnswerContract';
import {
  SaveAnswerResponseSchema,
  StartRequestSchema,
  StartResponseSchema,
  SubmitResponseSchema,
  TAKE_PATHS,
  TakeAnswerParamsSchema,
  TakeHintRequestSchema,
  TakeHintResponseSchema,
  TakeSessionSchema,
  TakeTokenParamsSchema,
} from '../../../src/api/take/takeContract';
import type { AppDeps } from '../../appDeps';
import { publicRoute } from '../../auth/guards';
import { previewRoutes } from './previewRoutes';
import { answerFileRoutes } from './answerFileRoutes';
import { rememberStudentLanguage } from '../../repositories/take/studentLanguage';
import { conflict, notFound } from '../../http/errors';
import { retryTake, RetryRefusal } from '../../repositories/take/attempts';
import { attemptOf, takeSessionOf } from '../../repositories/take/takeSessionView';
import { requestHint } from '../../repositories/take/takeHints';
import { outcomeOf, readTake, saveAnswer, startTake, submitTake } from '../../repositories/take/takeSessions';
import { answering, checkedToken } from './takeRefusals';
import { enveloped } from '../../http/routeSchema';
import { WatchedRequestSchema, WatchedResponseSchema } from '../../../src/api/take/takeWatchedContract';
import { recordWatched } from '../../repositories/take/watchedSegments';
import { named } from '../../http/pluginName';

export const takeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const access = publicRoute(deps);
  // Preview as a student: the same page for a console user, nothing recorded (ADR 264).
  await app.register(named(previewRoutes), deps);
  // Files sent as answers (ADR 294), in their own context: only they read multipart bodies.
  await app.register(named(answerFileRoutes), deps);

  app.get(
    TAKE_PATHS.session(':token'),
    {
      onRequest: access,
      schema: { params: TakeTokenParamsSchema, response: { 200: envelope(TakeSessionSchema) } },
    },
    async (request) => {
      const now = deps.now();
      const take = await answering(() => readTake(deps.db, checkedToken(request.params.token), now));
      return { content: await takeSessionOf(deps.db, take, now) };
    },
  );

  app.post(
    TAKE_PATHS.start(':token'),
    {
      onRequest: access,
      schema: enveloped(StartResponseSchema, {
        params: TakeTokenParamsSchema,
        // A page or platform that sends no body still starts (null: no body at all).
        body: StartRequestSchema.nullish(),
      }),
    },
    async (request) => {
      const now = deps.now();
      const token = checkedToken(request.params.token);
      const take = await answering(() => startTake(deps.db, token, now));
      const language = request.body?.language;
      if (language) await rememberStudentLanguage(deps.db, token, language);
      return { content: await takeSessionOf(deps.db, take, now) };
    },
  );

  app.put(
    TAKE_PATHS.answer(':token', ':itemId'),
    {
      onRequest: access,
      schema: enveloped(SaveAnswerResponseSchema, {
        params: TakeAnswerParamsSchema,
        body: SaveAnswerRequestSchema,
      }),
    },
    async (request) => {
      const { token, itemId } = request.params;
      const saved = await answering(() =>
        saveAnswer(deps.db, checkedToken(token), itemId, request.body, deps.now()),
      );
      const { savedAt, answeredCount, jumpBackTo } = saved;
      // ADR 338: `jumpBackTo` only when the answer to a question that goes back on a wrong answer is wrong.
      const jump = jumpBackTo === undefined ? {} : { jumpBackTo };
      return { content: { savedAt: savedAt.toISOString(), answeredCount, ...jump } };
    },
  );

  // ADR 329: played segments of a video item, merged into what the attempt watched; a closed attempt refuses them.
  app.post(
    TAKE_PATHS.watched(':token', ':itemId'),
    {
      onRequest: access,
      schema: enveloped(WatchedResponseSchema, {
        params: TakeAnswerParamsSchema,
        body: WatchedRequestSchema,
      }),
    },
    async (request) => {
      const { token, itemId } = request.params;
      const kept = await answering(() =>
        recordWatched(deps.db, checkedToken(token), itemId, request.body, deps.now()),
      );
      const { duration, share, completed, counted, uncounted } = kept;
      const segments = kept.segments.map(([start, end]): [number, number] => [start, end]);
      return { content: { segments, duration, share, completed, counted, uncounted } };
    },
  );

  app.post(
    TAKE_PATHS.hint(':token', ':itemId'),
    {
      onRequest: access,
      schema: enveloped(TakeHintResponseSchema, {
        params: TakeAnswerParamsSchema,
        body: TakeHintRequestSchema,
      }),
    },
    async (request) => {
      const { token, itemId } = request.params;
      const hint = await answering(() =>
        requestHint(deps.db, checkedToken(token), itemId, request.body.index, deps.now()),
      );
      return { content: hint };
    },
  );

  app.post(
    TAKE_PATHS.retry(':token'),
    {
      onRequest: access,
      schema: { params: TakeTokenParamsSchema, response: { 200: envelope(TakeSessionSchema) } },
    },
    async (request) => {
      const token = checkedToken(request.params.token);
      const now = deps.now();
      try {
        await retryTake(deps.db, token, now);
      } catch (error) {
        if (!(error instanceof RetryRefusal)) throw error;
        throw error.reason === 'unknown' ? notFound(error.message) : conflict(error.message);
      }
      const take = await answering(() => readTake(deps.db, token, now));
      return { content: await takeSessionOf(deps.db, take, now) };
    },
  );

  app.post(
    TAKE_PATHS.submit(':token'),
    {
      onRequest: access,
      schema: { params: TakeTokenParamsSchema, response: { 200: envelope(SubmitResponseSchema) } },
    },
    async (request) => {
      const now = deps.now();
      const take = await answering(() => submitTake(deps.db, checkedToken(request.params.token), now));
      return { content: { ...outcomeOf(take)!, attempt: await attemptOf(deps.db, take, now) } };
    },
  );
};
