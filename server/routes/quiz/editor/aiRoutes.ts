/**
 * Question generation with a language model (SPEC section 3 "AI generation options", ADR 180). Everyone who may
 * author quizzes may generate, within a daily limit per user; the key stays here and the console talks to this
 * API only. The questions stream back as NDJSON events; closing the request (the author's Cancel) aborts the
 * provider call.
 */
import { createHmac } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../../src/api/shared/envelope';
import {
  AI_CONTENT_TYPE,
  AI_PATHS,
  AiStatusSchema,
  GenerationEventSchema,
  type AiStatus,
  type GenerationEvent,
} from '../../../../src/api/quiz/editor/aiContract';
import {
  AI_PROVIDERS,
  AI_PROVIDER_IDS,
  GenerateRequestSchema,
  dailyLimitOf,
  repairQuestions,
  staysCounted,
  usageDay,
} from '../../../../src/domain/quiz/editor/aiGeneration';
import { isFullAdmin } from '../../../../src/domain/access/capabilities';
import type { AppDeps } from '../../../appDeps';
import { currentUser, requireArea } from '../../../auth/guards';
import { HttpError, notFound } from '../../../http/errors';
import { SERVER_MESSAGES } from '../../../messages';
import { inMomentOrder, momentsAfterLines } from '../../../../src/domain/quiz/editor/aiMoments';
import { loadArticleContext } from '../../../ai/articleContext';
import { answerTokenBudget, questionMessages } from '../../../ai/prompt';
import {
  claimGenerationSlot,
  releaseGenerationSlot,
  slotLeaseMs,
  type GenerationSlot,
} from '../../../ai/generationSlots';
import { GenerationError, createQuestionWriter } from '../../../ai/questionWriter';
import type { StreamedAnswer } from '../../../http/routeSchema';
import { generationsOn, recordGeneration, releaseGeneration, reserveGeneration } from '../../../ai/usage';

/** What an instructor is told: no operator's words (a variable's name) in them; those go to the log (ADR 351). */

/** What the generation answers: one JSON event a line, the last one `done` or `failed` (ADR 180). */
const GENERATION_STREAM: StreamedAnswer = {
  contentType: AI_CONTENT_TYPE,
  description: 'The events of the generation, one JSON object a line; the last is `done` or `failed`.',
  event: GenerationEventSchema,
  // Before the stream starts: not set up, or one already running (409); the day's limit reached (429).
  refusals: [409, 429],
};

export const AI_SERVER_MESSAGES = {
  notConfigured: 'Question generation is not set up on this site. Ask your site administrator.',
  limitReached: (limit: number) =>
    `You have used today’s ${limit} question generations. The limit starts again at midnight UTC.`,
  alreadyRunning: 'One of your question generations is still running. Wait for it, or cancel it.',
  noQuestions: 'The model wrote no usable questions. Try again, perhaps with another difficulty.',
  cancelled: 'The generation was cancelled.',
  restarting: 'The server is restarting. Try again in a moment.',
} as const;

export const aiRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const quizArea = requireArea(deps, 'quiz');
  const settings = deps.config.ai;
  const writer = createQuestionWriter(settings);
  const leaseMs = slotLeaseMs(settings.timeoutMs);
  /** Who asks, as the provider's `user`: stable per account, and telling nothing about it (ADR 252). */
  const providerUser = (userId: number) =>
    createHmac('sha256', deps.config.secretsKey).update(`ai-user:${userId}`).digest('hex').slice(0, 32);
  /** Gives a slot back; should the store fail, the lease frees it in time. */
  const release = (slot: GenerationSlot) => releaseGenerationSlot(deps.db, slot).catch(() => undefined);

  const usage = async (userId: number, roles: readonly string[]) => ({
    usedToday: await generationsOn(deps.db, userId, usageDay(deps.now())),
    dailyLimit: dailyLimitOf(roles, settings.dailyLimits),
  });
  /** The use today for a stream's last event: a store that fails there must not end the stream without one. */
  const usageOrUnknown = (userId: number, roles: readonly string[]) =>
    usage(userId, roles).catch(() => ({
      usedToday: 0,
      dailyLimit: dailyLimitOf(roles, settings.dailyLimits),
    }));

  app.get(
    AI_PATHS.status,
    { onRequest: quizArea, schema: { response: { 200: envelope(AiStatusSchema) } } },
    async (request): Promise<{ content: AiStatus }> => {
      const user = currentUser(request);
      return {
        content: {
          enabled: settings.apiKey !== undefined,
          providers: AI_PROVIDER_IDS.map((id) => ({
            id,
            label: AI_PROVIDERS[id].label,
            models: [...AI_PROVIDERS[id].models],
            defaultModel: AI_PROVIDERS[id].defaultModel,
          })),
          ...(await usage(user.id, user.roles)),
        },
      };
    },
  );

  app.post(
    AI_PATHS.questions,
    {
      onRequest: quizArea,
      schema: {
        body: GenerateRequestSchema,
        stream: GENERATION_STREAM,
      },
      compress: false,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      if (settings.apiKey === undefined) {
        request.log.warn(
          'question generation asked for without AI_API_KEY: set it (and AI_BASE_URL for an endpoint other than OpenAI) and restart the server',
        );
        throw new HttpError(409, AI_SERVER_MESSAGES.notConfigured, { reason: ['notConfigured'] });
      }
      const article = await loadArticleContext(deps.db, deps.storage, body.articleId);
      if (!article) throw notFound(SERVER_MESSAGES.notFound);
      // The slot, in the database: of any number of requests at once, in any processes, one goes on. Its lease
      // starts here, right before the count and the provider call whose overall timeout it outlasts.
      const slot = await claimGenerationSlot(deps.db, user.id, deps.now(), leaseMs);
      if (!slot) throw new HttpError(409, AI_SERVER_MESSAGES.alreadyRunning, { reason: ['alreadyRunning'] });
      const day = usageDay(deps.now());
      const limit = dailyLimitOf(user.roles, settings.dailyLimits);
      const counted = await reserveGeneration(deps.db, user.id, day, limit).catch(async (error: unknown) => {
        await release(slot);
        throw error;
      });
      if (!counted) {
        await release(slot);
        throw new HttpError(429, AI_SERVER_MESSAGES.limitReached(limit), { reason: ['limitReached'] });
      }

      const out = new PassThrough();
      const send = (event: GenerationEvent) => {
        if (!out.writableEnded) out.write(`${JSON.stringify(event)}\n`);
      };
      const cancel = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished)
          cancel.abort(new GenerationError('provider', AI_SERVER_MESSAGES.cancelled));
      });
      // A stopping server ends the stream with its final event before its grace runs out (ADR 229).
      const endForRestart = () =>
        cancel.abort(new GenerationError('provider', AI_SERVER_MESSAGES.restarting));
      app.streamsEnding.addEventListener('abort', endForRestart, { once: true });

      const tokens = { prompt: 0, completion: 0 };
      /** The generation's record (ADR 252) and, for a full admin, its tokens on the last event. */
      const ended = async (outcome: string) => {
        await recordGeneration(deps.db, {
          user_id: user.id,
          model: body.model,
          question_type: body.questionType ?? 'choice',
          questions_asked: body.count,
          outcome,
          prompt_tokens: tokens.prompt,
          completion_tokens: tokens.completion,
        }).catch((error: unknown) => request.log.warn({ err: error }, 'generation record failed'));
        request.log.info({ outcome, model: body.model, tokens }, 'question generation ended');
        return {
          ...(await usageOrUnknown(user.id, user.roles)),
          ...(isFullAdmin(user.roles) ? { tokens } : {}),
        };
      };

      /** At moments of the video (ADR 344): only with a transcript to number; without one, beside the video. */
      const placing = body.atMoments === true && (article.cues ?? []).length > 0;
      void (async () => {
        let spent = false;
        try {
          send({ type: 'started', articleTitle: article.title, hasTranscript: article.transcript !== null });
          const answer = await writer.write(
            {
              model: body.model,
              messages: questionMessages(article, body),
              questionType: body.questionType ?? 'choice',
              ...(placing ? { atMoments: true } : {}),
              maxTokens: answerTokenBudget(body.count),
              user: providerUser(user.id),
            },
            cancel.signal,
            {
              onProgress: (questions) => {
                spent = true;
                send({ type: 'progress', questions });
              },
              onRetry: (retry) => send({ type: 'retry', ...retry }),
              onTokens: (used) => {
                tokens.prompt += used.prompt;
                tokens.completion += used.completion;
              },
            },
          );
          spent = true;
          // The moments are ours, from the lines the model named (ADR 344), in the order of the video.
          const moments = placing
            ? momentsAfterLines(
                answer.questions.map((_, index) => answer.afterLines?.[index]),
                article.cues ?? [],
                article.duration ?? null,
              )
            : undefined;
          const repaired = repairQuestions(answer, { ...body, ...(moments ? { moments } : {}) });
          const { report } = repaired;
          const questions = placing ? inMomentOrder(repaired.questions) : repaired.questions;
          if (questions.length === 0)
            throw new GenerationError('noQuestions', AI_SERVER_MESSAGES.noQuestions, true);
          send({ type: 'done', questions, report, ...(await ended('done')) });
        } catch (error) {
          const failure =
            error instanceof GenerationError
              ? error
              : new GenerationError('provider', error instanceof Error ? error.message : String(error));
          spent ||= failure.spent;
          if (!staysCounted({ modelWrote: spent }))
            await releaseGeneration(deps.db, user.id, day).catch(() => undefined);
          // The log names the model asked for, the one the provider was asked, and what the provider said (ADR 365).
          if (!cancel.signal.aborted || failure.code === 'timeout')
            request.log.warn(
              {
                code: failure.code,
                model: body.model,
                providerModel: failure.provider?.model ?? null,
                providerStatus: failure.provider?.status ?? null,
                providerReason: failure.provider?.reason ?? null,
                err: error,
              },
              'question generation failed',
            );
          send({
            type: 'failed',
            code: failure.code,
            message: failure.message,
            ...(failure.detail ? { detail: failure.detail } : {}),
            ...(await ended(failure.code)),
          });
        } finally {
          app.streamsEnding.removeEventListener('abort', endForRestart);
          await release(slot);
          out.end();
        }
      })();

      return (
        reply
          .header('content-type', `${AI_CONTENT_TYPE}; charset=utf-8`)
          .header('cache-control', 'no-store')
          // Proxies that buffer (nginx) pass each line on as it comes.
          .header('x-accel-buffering', 'no')
          .send(out)
      );
    },
  );
};
