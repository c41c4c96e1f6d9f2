/** The generate-questions dialog's actors over our API (ADR 180). */
import { fromPromise, type AnyActorRef } from 'xstate';
import type { AiStatus } from '../../../api/quiz/editor/aiContract';
import { fetchAiStatus, generateQuestions } from '../../../api/quiz/editor/aiGeneration';
import { ApiError, type HttpClient } from '../../../api/shared/http';
import {
  GENERATION_FAILURES,
  type GenerateRequest,
  type GenerationFailure,
} from '../../../domain/quiz/editor/aiGeneration';
import type { DialogFailure, GenerationOutcome } from './generateQuestionsContext';

/** A refusal before the stream started, by the reason the server gave (its status otherwise). */
function refusalOf(error: ApiError): DialogFailure {
  const reason = error.errors?.reason?.[0];
  if (reason === 'alreadyRunning') return 'alreadyRunning';
  if ((GENERATION_FAILURES as readonly string[]).includes(reason ?? '')) return reason as GenerationFailure;
  if (error.status === 0) return 'network';
  if (error.status === 429) return 'limitReached';
  return 'provider';
}

export function createGenerateQuestionsServices(http: HttpClient) {
  return {
    actors: {
      fetchStatus: fromPromise<AiStatus>(({ signal }) => fetchAiStatus(http, signal)),
      generate: fromPromise<GenerationOutcome, { request: GenerateRequest; parent: AnyActorRef }>(
        async ({ input, signal }) => {
          try {
            const final = await generateQuestions(
              http,
              input.request,
              (event) => input.parent.send({ type: 'generation.event', event }),
              signal,
            );
            if (final.type === 'done')
              return {
                ok: true,
                questions: final.questions,
                report: final.report,
                usedToday: final.usedToday,
                ...(final.tokens ? { tokens: final.tokens } : {}),
              };
            return {
              ok: false,
              failure: final.code,
              // Only the provider's own words: the message itself is the failure's sentence, shown once.
              detail: final.detail ?? null,
              usedToday: final.usedToday,
            };
          } catch (error) {
            if (signal.aborted || !(error instanceof ApiError)) throw error;
            return { ok: false, failure: refusalOf(error), detail: null, usedToday: null };
          }
        },
      ),
    },
  };
}
