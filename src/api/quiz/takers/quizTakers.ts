/** A quiz's takers as a plain async function over the http client. */
import type { HttpClient } from '../../shared/http';
import { QuizTakersSchema, TAKERS_PATHS, type QuizTakers } from './quizTakersContract';

export function fetchQuizTakers(http: HttpClient, quizId: number, signal?: AbortSignal): Promise<QuizTakers> {
  return http.request(TAKERS_PATHS.takers(quizId), { schema: QuizTakersSchema, signal });
}
