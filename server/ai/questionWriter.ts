/**
 * Asks an OpenAI-compatible endpoint for quiz questions through the official client library (ADR 180): streamed,
 * as structured output (a JSON schema from zod), with the endpoint's own model names, retries with backoff after a
 * rate limit or a server error, an overall and an idle timeout, and the caller's abort passed to the provider.
 * Failures become a `GenerationError` with a code the console words; `spent` says whether the model wrote anything
 * (a spent generation counts against the daily limit). Models that refuse `max_tokens` and `temperature` (OpenAI's
 * o-series and newer) are asked with `max_completion_tokens` instead (ADR 365).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type {
  ChatCompletionChunk,
  ChatCompletionCreateParamsStreaming,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import {
  questionsWritten,
  readCutAnswer,
  readModelAnswer,
  type GenerationFailure,
  type ModelAnswer,
} from '../../src/domain/quiz/editor/aiGeneration';
import {
  GENERATABLE_TYPES,
  modelAnswerSchema,
  type GeneratableType,
} from '../../src/domain/quiz/editor/aiGenerationTypes';
import type { AiSettings } from '../config';
import {
  COMPLETION_SHAPED_MODEL,
  isOldParameterRefusal,
  providerReason,
  type ParameterShape,
} from './providerParameters';
import { aiCalls, aiTokens } from '../operations/metrics';

/** What the provider said when it failed, for the log: the model asked for, its HTTP status and its own words. */
export interface ProviderFailure {
  readonly model: string;
  readonly status?: number;
  readonly reason?: string;
}

export class GenerationError extends Error {
  constructor(
    readonly code: GenerationFailure,
    message: string,
    /** The model produced output before the failure (it counts against the daily limit). */
    readonly spent = false,
    /** The provider's or the model's own words, shown under the message where they help the author (ADR 365). */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'GenerationError';
  }

  /** The provider's side of the failure, once known (for the log). */
  provider: ProviderFailure | undefined;
}

export const WRITER_MESSAGES = {
  timeout: 'The model took too long to answer. Try again, or ask for fewer questions.',
  idle: 'The model stopped answering. Try again in a moment.',
  rateLimited: 'The AI provider is rate limiting requests. Try again in a minute.',
  quota:
    'This site’s AI quota is used up: question generation cannot work until an administrator checks the AI provider account’s plan and billing.',
  // The route logs the failure with its code: an operator reads there that AI_API_KEY was refused.
  badKey: 'The AI provider refused this site’s key. Ask your site administrator.',
  refused: (why: string) => `The model declined to write these questions${why ? `: ${why}` : '.'}`,
  filtered: 'The AI provider’s content filter stopped the answer. Try another video or difficulty.',
  interrupted:
    'The connection to the AI provider broke off before the answer was complete. Try again in a moment.',
  malformed: 'The model’s answer could not be read as questions. Try again.',
  cut: 'The model’s answer was cut off at its length limit before the questions were complete. Ask for fewer questions.',
  unknownModel: (model: string) => `The AI provider does not offer the model ${model}.`,
  provider: (detail: string) => `The AI provider could not answer (${detail}). Try again later.`,
} as const;

export interface WriterProgress {
  /** Questions the model has finished writing so far. */
  onProgress(questions: number): void;
  /** A rate limit or a server error: the call is tried again after `waitSeconds`. */
  onRetry(retry: { attempt: number; waitSeconds: number; reason: 'rateLimited' | 'provider' }): void;
  /** The tokens a call used, as the provider reports them (once per call that reports them). */
  onTokens?(tokens: { prompt: number; completion: number }): void;
}

export interface WriteRequest {
  readonly model: string;
  readonly messages: ChatCompletionMessageParam[];
  /** The type of the questions asked for: the answer's schema and how it is read. */
  readonly questionType: GeneratableType;
  /** Each question also names the last transcript line it is about (ADR 344). */
  readonly atMoments?: boolean;
  /** The longest answer, in tokens, the provider may write (`max_tokens`, or `max_completion_tokens`). */
  readonly maxTokens: number;
  /** Who asks, as an opaque id the provider may use to trace abuse (`user`); never an e-mail address. */
  readonly user: string;
}

/** The longest wait a Retry-After header may ask for before the generation gives up instead. */
const RETRY_AFTER_MAX_MS = 20_000;
const BACKOFF_BASE_MS = 1_000;

/** The structured output the model is asked for, per type; the provider's strict schema cannot carry counts or lengths. */
const RESPONSE_FORMATS = Object.fromEntries(
  GENERATABLE_TYPES.map((type) => [type, zodResponseFormat(modelAnswerSchema(type), 'quiz_questions')]),
) as Record<GeneratableType, ReturnType<typeof zodResponseFormat>>;
/** The same at moments of the video (ADR 344): each question with its `afterLine`. */
const MOMENT_RESPONSE_FORMATS = Object.fromEntries(
  GENERATABLE_TYPES.map((type) => [type, zodResponseFormat(modelAnswerSchema(type, true), 'quiz_questions')]),
) as Record<GeneratableType, ReturnType<typeof zodResponseFormat>>;

/**
 * How long to wait before trying again: what the provider asked for (`retry-after-ms`, else `retry-after` in seconds
 * or as an HTTP date), else exponential backoff with jitter — 0.5–1 s, 1–2 s, 2–4 s… — so that many authors do not
 * retry in step. A header that is absent or unreadable is not an answer of 0 ms.
 */
export function retryDelayMs(
  headers: Headers | undefined,
  attempt: number,
  random = Math.random,
  now = Date.now(),
): number {
  const ms = headers?.get('retry-after-ms')?.trim();
  if (ms && Number.isFinite(Number(ms)) && Number(ms) >= 0) return Number(ms);
  const after = headers?.get('retry-after')?.trim();
  if (after) {
    if (/^\d+(\.\d+)?$/.test(after)) return Number(after) * 1000;
    const at = Date.parse(after);
    if (Number.isFinite(at)) return Math.max(0, at - now);
  }
  const ceiling = BACKOFF_BASE_MS * 2 ** (attempt - 1);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** A 429 that waiting does not cure: the account's quota or credit is used up. */
const isQuotaExhausted = (error: unknown) =>
  error instanceof OpenAI.RateLimitError &&
  (error.code === 'insufficient_quota' || /insufficient_quota|quota/i.test(error.message));

/**
 * A model the endpoint does not serve. OpenAI answers 404; proxies answer 400 in their own words: LiteLLM "Invalid
 * model name passed in model=…", Ollama 'model "…" not found, try pulling it first', others `model_not_found`.
 */
const isUnknownModel = (error: unknown) =>
  error instanceof OpenAI.NotFoundError ||
  (error instanceof OpenAI.BadRequestError &&
    (error.code === 'model_not_found' ||
      /invalid model name|model\b.{0,80}\b(not found|does not exist|not exist)|unknown model|model_not_found/i.test(
        error.message,
      )));

const isStructuredOutputRefusal = (error: unknown) =>
  error instanceof OpenAI.BadRequestError && /response_format|json_schema|structured/i.test(error.message);

/** The text of one streamed answer, and whether it stopped at its length limit (`finish_reason: length`). */
interface StreamedAnswer {
  readonly text: string;
  readonly cut: boolean;
}

export interface QuestionWriter {
  write(
    request: WriteRequest,
    signal: AbortSignal,
    progress: WriterProgress,
  ): Promise<ModelAnswer<GeneratableType>>;
}

/** Waits `ms` before the next try, or rejects when `signal` aborts first. */
export type RetryWait = (ms: number, signal: AbortSignal) => Promise<void>;

const sleepFor: RetryWait = (ms, signal) => sleep(ms, undefined, { signal });

/** `wait`: how the writer waits between tries (the tests give one that records the wait instead). */
export function createQuestionWriter(settings: AiSettings, wait: RetryWait = sleepFor): QuestionWriter {
  /** Per model the endpoint names: the parameters it was found to take, so it is not refused twice (ADR 365). */
  const shapes = new Map<string, ParameterShape>();
  const shapeOf = (model: string): ParameterShape =>
    shapes.get(model) ?? (COMPLETION_SHAPED_MODEL.test(model) ? 'completion' : 'classic');

  // Made on the first generation: a server without AI_API_KEY never builds one.
  let made: OpenAI | undefined;
  const client = () =>
    (made ??= new OpenAI({
      apiKey: settings.apiKey ?? 'unset',
      ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
      // Retries are ours, so the author sees them; the timeouts are ours too (overall and idle).
      maxRetries: 0,
      timeout: settings.timeoutMs,
    }));

  /** One streamed call; resolves with the answer text. */
  async function streamOnce(
    params: ChatCompletionCreateParamsStreaming,
    questionType: GeneratableType,
    signal: AbortSignal,
    progress: WriterProgress & { onChunk?(): void },
    state: { spent: boolean; streaming: boolean },
  ): Promise<StreamedAnswer> {
    async function readStream(stream: AsyncIterable<ChatCompletionChunk>): Promise<StreamedAnswer> {
      let text = '';
      let refusal = '';
      let written = 0;
      let finish: string | null = null;
      for await (const chunk of stream) {
        state.streaming = true;
        progress.onChunk?.();
        if (chunk.usage) {
          aiTokens.inc({ kind: 'prompt' }, chunk.usage.prompt_tokens);
          aiTokens.inc({ kind: 'completion' }, chunk.usage.completion_tokens);
          progress.onTokens?.({
            prompt: chunk.usage.prompt_tokens,
            completion: chunk.usage.completion_tokens,
          });
        }
        const choice = chunk.choices[0];
        if (!choice) continue;
        const delta = choice.delta as { content?: string | null; refusal?: string | null };
        if (delta.content) {
          text += delta.content;
          state.spent = true;
          const now = questionsWritten(text, questionType);
          if (now !== written) progress.onProgress((written = now));
        }
        if (delta.refusal) refusal += delta.refusal;
        finish = choice.finish_reason ?? finish;
      }
      const why = refusal.trim().slice(0, 500);
      if (why !== '') throw new GenerationError('refused', WRITER_MESSAGES.refused(why), true, why);
      if (finish === 'content_filter') throw new GenerationError('filtered', WRITER_MESSAGES.filtered, true);
      return { text, cut: finish === 'length' };
    }
    try {
      const answer = await readStream(await client().chat.completions.create(params, { signal }));
      aiCalls.inc({ outcome: 'ok' });
      return answer;
    } catch (error) {
      aiCalls.inc({ outcome: 'error' });
      throw error;
    }
  }

  return {
    async write(request, caller, progress) {
      // The caller's abort (the author's Cancel), the overall limit and the idle limit, as one signal.
      const overall = new AbortController();
      const idle = new AbortController();
      const overallTimer = setTimeout(
        () => overall.abort(new GenerationError('timeout', WRITER_MESSAGES.timeout, true)),
        settings.timeoutMs,
      );
      let idleTimer = setTimeout(() => undefined, 0);
      const stillTalking = () => {
        clearTimeout(idleTimer);
        idleTimer = setTimeout(
          () => idle.abort(new GenerationError('timeout', WRITER_MESSAGES.idle, true)),
          settings.idleTimeoutMs,
        );
      };
      const signal = AbortSignal.any([caller, overall.signal, idle.signal]);
      try {
        stillTalking();
        return await writeWithin(request, signal, { ...progress, onChunk: stillTalking });
      } catch (error) {
        // Whatever was under way when the signal fired (a read, a backoff), the signal's reason is the outcome.
        throw signal.aborted ? signal.reason : error;
      } finally {
        clearTimeout(overallTimer);
        clearTimeout(idleTimer);
      }
    },
  };

  async function writeWithin(
    request: WriteRequest,
    signal: AbortSignal,
    progress: WriterProgress & { onChunk(): void },
  ): Promise<ModelAnswer<GeneratableType>> {
    const model = settings.modelMap[request.model] ?? request.model;
    let structured = true;
    const state = { spent: false, streaming: false };
    for (let attempt = 1; ; attempt++) {
      const shape = shapeOf(model);
      state.streaming = false;
      const params: ChatCompletionCreateParamsStreaming = {
        model,
        messages: request.messages,
        stream: true,
        // The last chunk then carries the tokens used, which the metrics count (ADR 227).
        stream_options: { include_usage: true },
        ...(shape === 'classic'
          ? { temperature: 0.4, max_tokens: request.maxTokens }
          : { max_completion_tokens: request.maxTokens }),
        user: request.user,
        response_format: structured
          ? (request.atMoments ? MOMENT_RESPONSE_FORMATS : RESPONSE_FORMATS)[request.questionType]
          : { type: 'json_object' },
      };
      try {
        const { text, cut } = await streamOnce(params, request.questionType, signal, progress, state);
        // Cut at the length limit, the questions completed before the cut are kept (ADR 252).
        const answer =
          readModelAnswer(text, request.questionType) ??
          (cut ? readCutAnswer(text, request.questionType) : undefined);
        // Cut at the length limit, what could be read still counts; nothing readable says why.
        if (!answer && cut) throw new GenerationError('cut', WRITER_MESSAGES.cut, state.spent);
        if (!answer) throw new GenerationError('malformed', WRITER_MESSAGES.malformed, state.spent);
        return answer;
      } catch (error) {
        if (error instanceof GenerationError) throw withProvider(error, { model });
        if (signal.aborted) throw signal.reason;
        // Older models (gpt-3.5-turbo-16k, gpt-4) and some servers take JSON mode but not a JSON schema.
        if (structured && isStructuredOutputRefusal(error)) {
          structured = false;
          attempt--;
          continue;
        }
        // A model that takes only max_completion_tokens: asked again once that way, and remembered (ADR 365).
        if (shape === 'classic' && isOldParameterRefusal(error)) {
          shapes.set(model, 'completion');
          attempt--;
          continue;
        }
        // The stream had begun when the connection broke: the answer is lost, not the provider's verdict.
        if (
          state.streaming &&
          !(error instanceof OpenAI.APIError && error.status !== undefined) &&
          !(error instanceof OpenAI.APIConnectionTimeoutError)
        )
          throw withProvider(new GenerationError('interrupted', WRITER_MESSAGES.interrupted, state.spent), {
            model,
            reason: error instanceof Error ? error.message : String(error),
          });
        const failure = await failureOf(
          error,
          attempt,
          model,
          signal,
          progress,
          state.spent,
          settings.maxRetries,
          wait,
        );
        if (failure)
          throw withProvider(failure, {
            model,
            ...(error instanceof OpenAI.APIError && error.status !== undefined
              ? { status: error.status }
              : {}),
            ...(providerReason(error) ? { reason: providerReason(error) } : {}),
          });
      }
    }
  }
}

function withProvider(error: GenerationError, provider: ProviderFailure): GenerationError {
  error.provider ??= provider;
  return error;
}

/** The error to end with, or undefined after waiting for the next try. */
async function failureOf(
  error: unknown,
  attempt: number,
  model: string,
  signal: AbortSignal,
  progress: WriterProgress,
  spent: boolean,
  maxRetries: number,
  wait: RetryWait,
): Promise<GenerationError | undefined> {
  if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError)
    return new GenerationError('badKey', WRITER_MESSAGES.badKey);
  if (isQuotaExhausted(error)) return new GenerationError('quota', WRITER_MESSAGES.quota);
  if (isUnknownModel(error)) return new GenerationError('unknownModel', WRITER_MESSAGES.unknownModel(model));
  if (error instanceof OpenAI.APIConnectionTimeoutError)
    return new GenerationError('timeout', WRITER_MESSAGES.timeout, spent);
  const retryable =
    !spent &&
    (error instanceof OpenAI.RateLimitError ||
      error instanceof OpenAI.InternalServerError ||
      (error instanceof OpenAI.APIConnectionError && !(error instanceof OpenAI.APIUserAbortError)));
  const reason = error instanceof OpenAI.RateLimitError ? 'rateLimited' : 'provider';
  if (retryable && attempt <= maxRetries) {
    const waitMs = retryDelayMs((error as InstanceType<typeof OpenAI.APIError>).headers, attempt);
    if (waitMs <= RETRY_AFTER_MAX_MS) {
      progress.onRetry({ attempt: attempt + 1, waitSeconds: Math.ceil(waitMs / 1000), reason });
      await wait(waitMs, signal);
      return undefined;
    }
  }
  if (error instanceof OpenAI.RateLimitError)
    return new GenerationError('rateLimited', WRITER_MESSAGES.rateLimited);
  const detail =
    error instanceof OpenAI.APIError && error.status !== undefined
      ? `HTTP ${error.status}`
      : error instanceof Error
        ? error.message
        : 'no answer';
  // A request the provider refused (4xx) is explained in its own words; a 5xx's words rarely help the author.
  const explained =
    error instanceof OpenAI.APIError && error.status !== undefined && error.status < 500
      ? providerReason(error)
      : undefined;
  return new GenerationError('provider', WRITER_MESSAGES.provider(detail), spent, explained);
}
