/** Calls of one quiz: read, create and edit per kind, the prefilled templates and the question image upload. */
import type { Quiz, QuizKind } from '../../domain/quiz/quiz';
import type { QuizPayload } from '../../domain/quiz/quizPayload';
import type { HttpClient } from '../shared/http';
import {
  QUIZ_PATHS,
  QuizResponseSchema,
  UploadImageResponseSchema,
  type CreateQuizRequest,
} from './quizzesContract';

export function fetchQuiz(http: HttpClient, kind: QuizKind, id: number, signal?: AbortSignal): Promise<Quiz> {
  return http.request(QUIZ_PATHS.one(kind, id), { schema: QuizResponseSchema, signal });
}

/** A template prefilled with one article's video (Create from an article). */
export function fetchQuizFromArticle(
  http: HttpClient,
  articleId: number,
  signal?: AbortSignal,
): Promise<Quiz> {
  return http.request(QUIZ_PATHS.fromArticle(articleId), { schema: QuizResponseSchema, signal });
}

/** A template prefilled with a playlist's videos, each followed by its article's template questions. */
export function fetchQuizFromPlaylist(
  http: HttpClient,
  playlistId: number,
  signal?: AbortSignal,
): Promise<Quiz> {
  return http.request(QUIZ_PATHS.fromPlaylist(playlistId), { schema: QuizResponseSchema, signal });
}

export function createQuiz(
  http: HttpClient,
  kind: QuizKind,
  payload: CreateQuizRequest,
  signal?: AbortSignal,
): Promise<Quiz> {
  return http.request(QUIZ_PATHS.create(kind), {
    method: 'POST',
    body: payload,
    schema: QuizResponseSchema,
    signal,
  });
}

/** Saves changes made on `payload.version`; a 409 ApiError means someone saved in between. */
export function updateQuiz(
  http: HttpClient,
  kind: QuizKind,
  id: number,
  payload: QuizPayload & { version: number },
  signal?: AbortSignal,
): Promise<Quiz> {
  return http.request(QUIZ_PATHS.one(kind, id), {
    method: 'PATCH',
    body: payload,
    schema: QuizResponseSchema,
    signal,
  });
}

/** Uploads a question image; resolves to its public URL. */
export async function uploadQuizImage(http: HttpClient, file: Blob, fileName: string, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file, fileName);
  const { url } = await http.request(QUIZ_PATHS.uploadImage, {
    method: 'POST',
    body: form,
    schema: UploadImageResponseSchema,
    signal,
  });
  return url;
}
