/**
 * Preview as a student (src/api/take/previewContract.ts, ADR 264) as plain async functions over the console's
 * signed-in HTTP client.
 */
import type { QuizKind } from '../../domain/quiz/quiz';
import type { HttpClient } from '../shared/http';
import { TakeHintResponseSchema, type TakeHintResponse, type TakeOutcome } from './takeContract';
import {
  PREVIEW_PATHS,
  PreviewAnswerResponseSchema,
  PreviewOutcomeSchema,
  PreviewSessionSchema,
  type PreviewAnswerRequest,
  type PreviewAnswerResponse,
  type PreviewHintRequest,
  type PreviewSession,
  type PreviewSubmitRequest,
} from './previewContract';

/** A question's hint of the version the preview opened on (ADR 293); nothing is recorded. */
export function previewHint(
  http: HttpClient,
  kind: QuizKind,
  quizId: number,
  itemId: number,
  request: PreviewHintRequest,
  signal?: AbortSignal,
): Promise<TakeHintResponse> {
  return http.request(PREVIEW_PATHS.hint(kind, quizId, itemId), {
    method: 'POST',
    body: request,
    schema: TakeHintResponseSchema,
    signal,
  });
}

/** ADR 338: where the video goes back to after this answer to a question at a moment; nothing is recorded. */
export function previewAnswer(
  http: HttpClient,
  kind: QuizKind,
  quizId: number,
  itemId: number,
  request: PreviewAnswerRequest,
  signal?: AbortSignal,
): Promise<PreviewAnswerResponse> {
  return http.request(PREVIEW_PATHS.answer(kind, quizId, itemId), {
    method: 'PUT',
    body: request,
    schema: PreviewAnswerResponseSchema,
    signal,
  });
}

/** The student page's session on the quiz's current version, before the start. */
export function fetchPreview(
  http: HttpClient,
  kind: QuizKind,
  quizId: number,
  signal?: AbortSignal,
): Promise<PreviewSession> {
  return http.request(PREVIEW_PATHS.session(kind, quizId), { schema: PreviewSessionSchema, signal });
}

/** The same session started: the questions, and the time limit running from now. */
export function startPreview(
  http: HttpClient,
  kind: QuizKind,
  quizId: number,
  signal?: AbortSignal,
): Promise<PreviewSession> {
  return http.request(PREVIEW_PATHS.start(kind, quizId), {
    method: 'POST',
    body: {},
    schema: PreviewSessionSchema,
    signal,
  });
}

/** Scores every answer at once; nothing is stored. */
export function submitPreview(
  http: HttpClient,
  kind: QuizKind,
  quizId: number,
  request: PreviewSubmitRequest,
  signal?: AbortSignal,
): Promise<TakeOutcome> {
  return http.request(PREVIEW_PATHS.submit(kind, quizId), {
    method: 'POST',
    body: request,
    schema: PreviewOutcomeSchema,
    signal,
  });
}
