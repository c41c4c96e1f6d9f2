/** Calls of a quiz's review setting (ADR 210) as plain async functions over the http client. */
import type { HttpClient } from '../../shared/http';
import {
  REVIEW_SETTINGS_PATHS,
  ReviewSettingsSchema,
  type ReviewSettings,
  type SetReviewSettingsRequest,
} from './reviewSettingsContract';

export function fetchReviewSettings(
  http: HttpClient,
  quizId: number,
  signal?: AbortSignal,
): Promise<ReviewSettings> {
  return http.request(REVIEW_SETTINGS_PATHS.settings(quizId), { schema: ReviewSettingsSchema, signal });
}

export function saveReviewSettings(
  http: HttpClient,
  quizId: number,
  settings: SetReviewSettingsRequest,
  signal?: AbortSignal,
): Promise<ReviewSettings> {
  return http.request(REVIEW_SETTINGS_PATHS.settings(quizId), {
    method: 'PUT',
    body: settings,
    schema: ReviewSettingsSchema,
    signal,
  });
}

export function releaseScores(
  http: HttpClient,
  quizId: number,
  released: boolean,
  signal?: AbortSignal,
): Promise<ReviewSettings> {
  return http.request(REVIEW_SETTINGS_PATHS.release(quizId), {
    method: 'POST',
    body: { released },
    schema: ReviewSettingsSchema,
    signal,
  });
}
