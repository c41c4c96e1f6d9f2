/**
 * Calls of the student page (src/api/take/takeContract.ts) as plain async functions: no sign-in, the personal link's
 * token in the path. Responses are parsed with the contract's schemas.
 */
import type { UiLanguageCode } from '../../domain/shared/languages';
import { ApiError, createHttpClient, type HttpClient } from '../shared/http';
import {
  SaveAnswerResponseSchema,
  TAKE_PATHS,
  TAKE_TOKEN_PATTERN,
  TakeOutcomeSchema,
  TakeSessionSchema,
  type SaveAnswerRequest,
  type StartRequest,
  type SaveAnswerResponse,
  type TakeOutcome,
  type TakeSession,
} from './takeContract';

/** An HTTP client that never sends a bearer token nor refreshes one: a personal link is its own credential. */
export function createTakeHttpClient(baseUrl = '', fetcher?: typeof fetch): HttpClient {
  return createHttpClient({
    baseUrl,
    getAccessToken: () => null,
    refresh: async () => null,
    fetch: fetcher,
  });
}

/** A token of another shape names no assignment: answered as the server would, without asking it. */
export async function fetchTakeSession(
  http: HttpClient,
  token: string,
  signal?: AbortSignal,
): Promise<TakeSession> {
  if (!TAKE_TOKEN_PATTERN.test(token)) throw new ApiError(404, 'Unknown link');
  return http.request(TAKE_PATHS.session(token), { schema: TakeSessionSchema, signal, anonymous: true });
}

/**
 * Starts the quiz (the time limit runs from now on the server's clock); answers the session as started. `language`:
 * the page's, so the student's later messages are written in it (ADR 269).
 */
export function startTake(
  http: HttpClient,
  token: string,
  signal?: AbortSignal,
  language?: UiLanguageCode,
): Promise<TakeSession> {
  const body: StartRequest = language ? { language } : {};
  return http.request(TAKE_PATHS.start(token), {
    method: 'POST',
    body,
    schema: TakeSessionSchema,
    signal,
    anonymous: true,
  });
}

export function saveTakeAnswer(
  http: HttpClient,
  token: string,
  itemId: number,
  answer: SaveAnswerRequest,
  signal?: AbortSignal,
): Promise<SaveAnswerResponse> {
  return http.request(TAKE_PATHS.answer(token, itemId), {
    method: 'PUT',
    body: answer,
    schema: SaveAnswerResponseSchema,
    signal,
    anonymous: true,
  });
}

/** Opens a new attempt once this one is submitted (ADR 219); answers the session, not started. */
export function retryTake(http: HttpClient, token: string, signal?: AbortSignal): Promise<TakeSession> {
  return http.request(TAKE_PATHS.retry(token), {
    method: 'POST',
    body: {},
    schema: TakeSessionSchema,
    signal,
    anonymous: true,
  });
}

export function submitTake(http: HttpClient, token: string, signal?: AbortSignal): Promise<TakeOutcome> {
  return http.request(TAKE_PATHS.submit(token), {
    method: 'POST',
    body: {},
    schema: TakeOutcomeSchema,
    signal,
    anonymous: true,
  });
}
