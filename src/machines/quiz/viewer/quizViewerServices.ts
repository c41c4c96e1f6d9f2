/** The real effect of the quiz viewer: one quiz read of its kind over src/api/quizzes. */
import { fromPromise } from 'xstate';
import type { HttpClient } from '../../../api/shared/http';
import { fetchQuiz } from '../../../api/quiz/quizzes';
import type { Quiz } from '../../../domain/quiz/quiz';
import type { QuizViewerInput } from './quizViewerMachine';

/** The screen provides these: `quizViewerMachine.provide(createQuizViewerServices(http))`. */
export function createQuizViewerServices(http: HttpClient) {
  return {
    actors: {
      fetchQuiz: fromPromise<Quiz, QuizViewerInput>(({ input, signal }) =>
        fetchQuiz(http, input.kind, input.quizId, signal),
      ),
    },
  };
}
