/**
 * Calls of the student page (src/api/take/takeContract.ts) as plain async functions: no sign-in, the personal link's
 * token in the path. Responses are parsed with the contract's schemas.
 */
import type { UiLanguageCode } from '../../domain/shared/languages';
import { ApiError, createHttpClient, type HttpClient } from '../shared/http';
import {
  AnswerFilesResponseSchema,
  SaveAnswerResponseSchema,
  TAKE_PATHS,
  TAKE_TOKEN_PATTERN,
  TakeHintResponseSchema,
  TakeOutcomeSchema,
  TakeSessionSchema,
  type AnswerFilesResponse,
  type TakeHintRequest,
  type TakeHintResponse,
  type SaveAnswerRequest,
  type StartRequest,
  type SaveAnswerResponse,
  type TakeOutcome,
  type TakeSession,
} from './takeContract';
import { WatchedResponseSchema, type WatchedRequest, type WatchedResponse } from './takeWatchedContract';

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

/** ADR 329: a batch of a video item's played segments; answers what the server keeps of that video now. */
export function sendTakeWatched(
  http: HttpClient,
  token: string,
  itemId: number,
  batch: WatchedRequest,
  signal?: AbortSignal,
): Promise<WatchedResponse> {
  return http.request(TAKE_PATHS.watched(token, itemId), {
    method: 'POST',
    body: batch,
    schema: WatchedResponseSchema,
    signal,
    anonymous: true,
  });
}

/**
 * Asks for a question's hint number `index` (0-based: the next one, or one already shown, which is answered again
 * and not counted twice); the attempt records it as used (ADR 293).
 */
export function requestTakeHint(
  http: HttpClient,
  token: string,
  itemId: number,
  index: number,
  signal?: AbortSignal,
): Promise<TakeHintResponse> {
  return http.request(TAKE_PATHS.hint(token, itemId), {
    method: 'POST',
    body: { index } satisfies TakeHintRequest,
    schema: TakeHintResponseSchema,
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

/**
 * Sends one file as (part of) the answer to a file upload question (ADR 294), as a multipart form (field `file`)
 * through the link's own client; aborting the signal cancels it. Answers the answer's files as the server stored
 * them.
 */
export function sendTakeFile(
  http: HttpClient,
  token: string,
  itemId: number,
  file: Blob,
  fileName: string,
  signal?: AbortSignal,
): Promise<AnswerFilesResponse> {
  const form = new FormData();
  form.append('file', file, fileName);
  return http.request(TAKE_PATHS.answerFiles(token, itemId), {
    method: 'POST',
    body: form,
    schema: AnswerFilesResponseSchema,
    signal,
    anonymous: true,
  });
}

/** Removes one file of the answer; answers the files left (none: the question is unanswered). */
export function removeTakeFile(
  http: HttpClient,
  token: string,
  itemId: number,
  fileId: string,
  signal?: AbortSignal,
): Promise<AnswerFilesResponse> {
  return http.request(TAKE_PATHS.answerFile(token, itemId, fileId), {
    method: 'DELETE',
    schema: AnswerFilesResponseSchema,
    signal,
    anonymous: true,
  });
}
