/** Calls of the quiz lists and deletes (SPEC section 7 "Quiz") over the http client; contract in quizListsContract. */
import type { ListRequest } from '../../../domain/shared/listQuery';
import type { QuizKind } from '../../../domain/quiz/quiz';
import type { HttpClient } from '../../shared/http';
import {
  DeleteResponseSchema,
  QUIZ_LIST_PATHS,
  QuizListResponseSchema,
  quizDeletePath,
  type QuizListResponse,
} from './quizListsContract';

/** The lists the console pages through with the list request (POST). */
export type QuizListName = 'templates' | 'library' | 'sharedAdmin' | 'mine' | 'admin' | 'customer';

export function fetchQuizList(
  http: HttpClient,
  list: QuizListName,
  request: ListRequest,
  signal?: AbortSignal,
): Promise<QuizListResponse> {
  return http.request(QUIZ_LIST_PATHS[list], {
    method: 'POST',
    body: request,
    schema: QuizListResponseSchema,
    signal,
  });
}

/** GET /api/admin/quiz/list_shared_by_me: the caller's quizzes that are shared with someone. */
export function fetchSharedByMe(
  http: HttpClient,
  query: { readonly page: number; readonly itemsOnPage?: number; readonly keyword?: string },
  signal?: AbortSignal,
): Promise<QuizListResponse> {
  return http.request(QUIZ_LIST_PATHS.sharedByMe, {
    query: { page: query.page, itemsOnPage: query.itemsOnPage, keyword: query.keyword || undefined },
    schema: QuizListResponseSchema,
    signal,
  });
}

export async function deleteQuiz(
  http: HttpClient,
  kind: QuizKind,
  id: number,
  signal?: AbortSignal,
): Promise<void> {
  await http.request(quizDeletePath(kind, id), {
    method: 'DELETE',
    schema: DeleteResponseSchema,
    signal,
  });
}
