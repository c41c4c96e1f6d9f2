/**
 * A quiz's takers are a record (ADR 191, ADR 214), read over src/api/quiz/takers: how many students have started
 * the quiz the editor is changing.
 */
import { fetchQuizTakers } from '../../../api/quiz/takers/quizTakers';
import type { HttpClient } from '../../../api/shared/http';
import { recordServices } from '../../shared/recordMachine';

export function createQuizTakersServices(http: HttpClient) {
  return recordServices((request: { quizId: number }, signal: AbortSignal) =>
    fetchQuizTakers(http, request.quizId, signal),
  );
}
