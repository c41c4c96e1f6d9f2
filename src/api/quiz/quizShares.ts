/** Calls of quiz sharing (SPEC section 7 "Sharing"); contract in quizListsContract. */
import type { HttpClient } from '../shared/http';
import {
  ShareResultSchema,
  SharedWithResponseSchema,
  quizSharePath,
  type ShareResult,
  type SharedWithResponse,
} from './lists/quizListsContract';

/** Who a quiz is shared with; `customer` reads a customer's quiz as a super admin. */
export function fetchSharedWith(
  http: HttpClient,
  quizId: number,
  options: { customer?: boolean; signal?: AbortSignal } = {},
): Promise<SharedWithResponse> {
  return http.request(quizSharePath(options.customer ? 'sharedWithCustomer' : 'sharedWith', quizId), {
    schema: SharedWithResponseSchema,
    signal: options.signal,
  });
}

/** Shares a user quiz (or, with `isAdminQuiz`, an admin quiz) with e-mail addresses. */
export function shareQuiz(
  http: HttpClient,
  quizId: number,
  body: { emails: readonly string[]; isAdminQuiz: boolean },
  signal?: AbortSignal,
): Promise<ShareResult> {
  return http.request(quizSharePath('share', quizId), {
    method: 'POST',
    body: { emails: [...body.emails], isAdminQuiz: body.isAdminQuiz },
    schema: ShareResultSchema,
    signal,
  });
}

/** A super admin shares a customer's quiz. */
export function shareCustomerQuiz(
  http: HttpClient,
  quizId: number,
  emails: readonly string[],
  signal?: AbortSignal,
): Promise<ShareResult> {
  return http.request(quizSharePath('shareCustomer', quizId), {
    method: 'POST',
    body: { emails: [...emails] },
    schema: ShareResultSchema,
    signal,
  });
}
