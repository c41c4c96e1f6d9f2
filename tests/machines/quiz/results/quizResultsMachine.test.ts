import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../../src/api/shared/http';
import type { QuizResults } from '../../../../src/api/quiz/results/resultsContract';
import {
  deadlineMachine,
  type SaveDeadlineInput,
} from '../../../../src/machines/quiz/results/deadlineMachine';
import {
  quizResultsMachine,
  selectDeadlineActor,
  selectResults,
} from '../../../../src/machines/quiz/results/quizResultsMachine';

const results = (endDate: string | null): QuizResults => ({
  quiz: {
    id: 3,
    title: 'Enzyme Kinetics Practice Set',
    isGraded: true,
    startDate: null,
    endDate,
    duration: 1200,
    questionCount: 4,
    owner: { firstName: 'Cora', lastName: 'Porate', email: 'corporate@demo.test' },
    ownerSubscriptionEndsAt: null,
  },
  quizzes: [{ id: 3, title: 'Enzyme Kinetics Practice Set' }],
  distributedTo: 2,
  completedBy: 1,
  assignments: [
    {
      id: 1,
      email: 'a@x.example',
      progress: 75,
      submitAt: '2026-05-01T10:00:00.000Z',
      score: 3,
      percentage: 75,
    },
    { id: 2, email: 'b@x.example', progress: 0, submitAt: null, score: 0, percentage: 0 },
  ],
  questions: [],
});

test('a saved deadline refetches the results, which then show the new deadline', async () => {
  let fetches = 0;
  const actor = createActor(
    quizResultsMachine.provide({
      actors: {
        fetchResults: fromPromise(async () => results(fetches++ === 0 ? null : '2026-06-01T10:00:00.000Z')),
        deadlineEditor: deadlineMachine.provide({
          actors: {
            saveDeadline: fromPromise<{ endDate: string | null }, SaveDeadlineInput>(async ({ input }) => ({
              endDate: input.endDate,
            })),
          },
        }),
      },
    }),
    { input: { quizId: 3 } },
  ).start();
  await waitFor(actor, (s) => s.matches('ready'));
  const deadline = selectDeadlineActor(actor.getSnapshot())!;
  deadline.send({ type: 'deadline.edit', now: '2026-05-10T10:00:00.000Z' });
  deadline.send({
    type: 'deadline.change',
    value: '2026-06-01T10:00:00.000Z',
    now: '2026-05-10T10:00:00.000Z',
  });
  deadline.send({ type: 'deadline.save', now: '2026-05-10T10:00:00.000Z' });
  await waitFor(actor, (s) => fetches === 2 && s.matches('ready'));
  expect(selectResults(actor.getSnapshot())?.quiz.endDate).toBe('2026-06-01T10:00:00.000Z');
  // The editor starts again from the refetched deadline.
  expect(selectDeadlineActor(actor.getSnapshot())?.getSnapshot().context.endDate).toBe(
    '2026-06-01T10:00:00.000Z',
  );
});

test('a failed CSV download shows the server message', async () => {
  const messages: string[] = [];
  const actor = createActor(
    quizResultsMachine.provide({
      actors: {
        fetchResults: fromPromise(async () => results(null)),
        downloadCsv: fromPromise<void, { quizId: number }>(async () => {
          throw new ApiError(403, 'You do not have access to this area.');
        }),
      },
      actions: {
        notifyDownloadFailed: (_, params: { error: unknown }) =>
          void messages.push((params.error as Error).message),
      },
    }),
    { input: { quizId: 3 } },
  ).start();
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'csv.download' });
  await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && messages.length > 0);
  expect(messages).toEqual(['You do not have access to this area.']);
});
