/** Calls of several attempts (ADR 219) as plain async functions over the http client. */
import type { HttpClient } from '../../shared/http';
import {
  ATTEMPTS_PATHS,
  AttemptsSettingSchema,
  StudentAttemptsSchema,
  type AttemptsSettingBody,
  type StudentAttempts,
} from './attemptsContract';

export function fetchAttemptsSetting(
  http: HttpClient,
  quizId: number,
  signal?: AbortSignal,
): Promise<AttemptsSettingBody> {
  return http.request(ATTEMPTS_PATHS.setting(quizId), { schema: AttemptsSettingSchema, signal });
}

export function saveAttemptsSetting(
  http: HttpClient,
  quizId: number,
  setting: AttemptsSettingBody,
  signal?: AbortSignal,
): Promise<AttemptsSettingBody> {
  return http.request(ATTEMPTS_PATHS.setting(quizId), {
    method: 'PUT',
    body: setting,
    schema: AttemptsSettingSchema,
    signal,
  });
}

export function fetchStudentAttempts(
  http: HttpClient,
  assignId: number,
  signal?: AbortSignal,
): Promise<StudentAttempts> {
  return http.request(ATTEMPTS_PATHS.ofStudent(assignId), { schema: StudentAttemptsSchema, signal });
}
