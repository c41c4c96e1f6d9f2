/** The question statistics of a customer quiz as a plain async function over the http client. */
import type { QuizStatistics } from '../../../domain/quiz/results/quizStatistics';
import type { HttpClient } from '../../shared/http';
import { QuizStatisticsResponseSchema, STATISTICS_PATHS } from './statisticsContract';

export function fetchQuizStatistics(
  http: HttpClient,
  quizId: number,
  signal?: AbortSignal,
): Promise<QuizStatistics> {
  return http.request(STATISTICS_PATHS.statistics(quizId), { schema: QuizStatisticsResponseSchema, signal });
}
