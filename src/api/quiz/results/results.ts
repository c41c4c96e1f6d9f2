/** Calls of SPEC section 7 "Quiz → Results" as plain async functions over the http client. */
import type { HttpClient } from '../../shared/http';
import {
  QuizResultsSchema,
  RemindResponseSchema,
  RESULTS_PATHS,
  SetEndDateResponseSchema,
  StudentResultResponseSchema,
  type QuizResults,
  type RemindRequest,
  type RemindResponse,
} from './resultsContract';
import type { StudentResult } from '../../../domain/quiz/results/results';

export function fetchQuizResults(
  http: HttpClient,
  quizId: number,
  signal?: AbortSignal,
): Promise<QuizResults> {
  return http.request(RESULTS_PATHS.assignments(quizId), { schema: QuizResultsSchema, signal });
}

/** The results as CSV with local times in `timeZone`, named as the server says (the quiz title and the day). */
export async function downloadResultsCsv(
  http: HttpClient,
  quizId: number,
  timeZone: string,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  const { blob, fileName } = await http.download(RESULTS_PATHS.assignments(quizId), {
    query: { format: 'csv', tz: timeZone },
    signal,
  });
  return { blob, fileName: fileName ?? 'Results.csv' };
}

/** ADR 211: remind the students who have not submitted (or these ones). */
export function remindStudents(
  http: HttpClient,
  quizId: number,
  body: RemindRequest,
  signal?: AbortSignal,
): Promise<RemindResponse> {
  return http.request(RESULTS_PATHS.remind(quizId), {
    method: 'POST',
    body,
    schema: RemindResponseSchema,
    signal,
  });
}

export function fetchStudentResult(
  http: HttpClient,
  assignId: number,
  signal?: AbortSignal,
): Promise<StudentResult> {
  return http.request(RESULTS_PATHS.studentResult(assignId), { schema: StudentResultResponseSchema, signal });
}

export function setQuizEndDate(
  http: HttpClient,
  quizId: number,
  endDate: string | null,
  signal?: AbortSignal,
) {
  return http.request(RESULTS_PATHS.setEndDate(quizId), {
    method: 'POST',
    body: { end_date: endDate },
    schema: SetEndDateResponseSchema,
    signal,
  });
}
