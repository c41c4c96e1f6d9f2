/** Question generation through our API (ADR 180): the status, and one generation's events as they stream in. */
import {
  AI_PATHS,
  AiStatusSchema,
  GenerationEventSchema,
  type AiStatus,
  type GenerationEvent,
} from './aiContract';
import type { HttpClient } from '../../shared/http';
import type { GenerateRequest } from '../../../domain/quiz/editor/aiGeneration';

export function fetchAiStatus(http: HttpClient, signal?: AbortSignal): Promise<AiStatus> {
  return http.request(AI_PATHS.status, { schema: AiStatusSchema, signal });
}

export type FinalGenerationEvent = Extract<GenerationEvent, { type: 'done' | 'failed' }>;

/**
 * Runs one generation: `onEvent` hears each event, the last (`done` or `failed`) is returned. Refusals before the
 * stream starts (limit reached, not set up, a bad request) throw an ApiError; aborting `signal` cancels.
 */
export async function generateQuestions(
  http: HttpClient,
  request: GenerateRequest,
  onEvent: (event: GenerationEvent) => void,
  signal?: AbortSignal,
): Promise<FinalGenerationEvent> {
  for await (const line of http.lines(AI_PATHS.questions, { method: 'POST', body: request, signal })) {
    const event = GenerationEventSchema.parse(JSON.parse(line));
    if (event.type === 'done' || event.type === 'failed') return event;
    onEvent(event);
  }
  throw new Error('The generation ended without an answer');
}
