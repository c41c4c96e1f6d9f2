/** Calls of SPEC section 7 "Quiz → Results" as plain async functions over the http client. */
import type { HttpClient } from '../../shared/http';
import {
  QuizResultsSchema,
  RESULTS_PATHS,
  SetEndDateResponseSchema,
  StudentResultResponseSchema,
  type QuizResults,
} from './resultsContract';
import { resultsCsvFileName, type StudentResult } from '../../../domain/quiz/results/results';

export function fetchQuizResults(
  http: HttpClient,
  quizId: number,
  signal?: AbortSignal,
): Promise<QuizResults> {
  return http.request(RESULTS_PATHS.assignments(quizId), { schema: QuizResultsSchema, signal });
}

/** The results as CSV, named `{id}_results.csv` whatever the response says. */
export async function downloadResultsCsv(
  http: HttpClient,
  quizId: number,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  const { blob } = await http.download(RESULTS_PATHS.assignments(quizId), {
    query: { format: 'csv' },
    signal,
  });
  return { blob, fileName: resultsCsvFileName(quizId) };
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
