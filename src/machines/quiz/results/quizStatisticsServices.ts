/** The real effects of the question statistics: the call over src/api/quizStatistics. */
import { fromPromise } from 'xstate';
import type { HttpClient } from '../../../api/shared/http';
import { fetchQuizStatistics } from '../../../api/quiz/results/quizStatistics';

export function createQuizStatisticsServices(http: HttpClient) {
  return {
    actors: {
      fetchStatistics: fromPromise(({ input, signal }: { input: { quizId: number }; signal: AbortSignal }) =>
        fetchQuizStatistics(http, input.quizId, signal),
      ),
    },
  };
}
