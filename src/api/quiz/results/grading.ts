/** Calls of grading (ADR 209) as plain async functions over the http client. */
import type { HttpClient } from '../../shared/http';
import type { AttemptGrading, NeedsGradingEntry, SaveGrades } from '../../../domain/quiz/results/grading';
import { AttemptGradingResponseSchema, GRADING_PATHS, NeedsGradingResponseSchema } from './gradingContract';

export function fetchAttemptGrading(
  http: HttpClient,
  assignId: number,
  signal?: AbortSignal,
): Promise<AttemptGrading> {
  return http.request(GRADING_PATHS.attempt(assignId), { schema: AttemptGradingResponseSchema, signal });
}

/** Saves an attempt's points and comments in one save on their version (ADR 352): all of them or none. */
export function saveGrades(
  http: HttpClient,
  assignId: number,
  grades: SaveGrades,
  signal?: AbortSignal,
): Promise<AttemptGrading> {
  return http.request(GRADING_PATHS.attempt(assignId), {
    method: 'PUT',
    body: grades,
    schema: AttemptGradingResponseSchema,
    signal,
  });
}

export async function fetchNeedsGrading(
  http: HttpClient,
  quizId: number,
  signal?: AbortSignal,
): Promise<NeedsGradingEntry[]> {
  const list = await http.request(GRADING_PATHS.needsGrading(quizId), {
    schema: NeedsGradingResponseSchema,
    signal,
  });
  return list.entries;
}
