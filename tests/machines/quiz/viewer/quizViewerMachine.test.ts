import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../../src/api/shared/http';
import type { Quiz } from '../../../../src/domain/quiz/quiz';
import {
  quizViewerMachine,
  selectLoadFailed,
  selectQuiz,
  type QuizViewerInput,
} from '../../../../src/machines/quiz/viewer/quizViewerMachine';

const quiz = { id: 4, title: 'Laboratory Safety Essentials' } as Quiz;

test("a failed load shows the server's message; Retry asks for the same quiz again and shows it", async () => {
  const asked: Pick<QuizViewerInput, 'kind' | 'quizId'>[] = [];
  const answers: (() => Quiz)[] = [
    () => {
      throw new ApiError(404, 'Not found');
    },
    () => quiz,
  ];
  const actor = createActor(
    quizViewerMachine.provide({
      actors: {
        fetchQuiz: fromPromise(async ({ input }) => {
          asked.push(input);
          return answers.shift()!();
        }),
      },
    }),
    { input: { kind: 'admin', quizId: 4 } },
  ).start();
  await waitFor(actor, selectLoadFailed);
  expect(actor.getSnapshot().context.error).toBe('Not found');
  actor.send({ type: 'viewer.retry' });
  await waitFor(actor, (s) => s.matches('ready'));
  expect(asked).toEqual([
    { kind: 'admin', quizId: 4 },
    { kind: 'admin', quizId: 4 },
  ]);
  expect(selectQuiz(actor.getSnapshot())?.title).toBe('Laboratory Safety Essentials');
  expect(selectLoadFailed(actor.getSnapshot())).toBe(false);
});
