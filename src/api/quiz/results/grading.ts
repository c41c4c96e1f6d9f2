/** Calls of grading (ADR 209) as plain async functions over the http client. */
import type { HttpClient } from '../../shared/http';
import type { AttemptGrading, NeedsGradingEntry } from '../../../domain/quiz/results/grading';
import { AttemptGradingResponseSchema, GRADING_PATHS, NeedsGradingResponseSchema } from './gradingContract';

export function fetchAttemptGrading(
  http: HttpClient,
  assignId: number,
  signal?: AbortSignal,
): Promise<AttemptGrading> {
  return http.request(GRADING_PATHS.attempt(assignId), { schema: AttemptGradingResponseSchema, signal });
}

export interface PointsChange {
  readonly itemId: number;
  readonly points: number;
  /** The teacher's points it replaces; null when none were given. */
  readonly expected: number | null;
}

export interface CommentChange {
  /** null: the comment on the whole attempt. */
  readonly itemId: number | null;
  readonly comment: string;
  readonly expected: string;
}

export function setGradePoints(
  http: HttpClient,
  assignId: number,
  change: PointsChange,
  signal?: AbortSignal,
): Promise<AttemptGrading> {
  return http.request(GRADING_PATHS.points(assignId), {
    method: 'POST',
    body: change,
    schema: AttemptGradingResponseSchema,
    signal,
  });
}

export function setGradeComment(
  http: HttpClient,
  assignId: number,
  change: CommentChange,
  signal?: AbortSignal,
): Promise<AttemptGrading> {
  return http.request(GRADING_PATHS.comment(assignId), {
    method: 'POST',
    body: change,
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
