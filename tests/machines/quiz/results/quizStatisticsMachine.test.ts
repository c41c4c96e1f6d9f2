import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../../src/api/shared/http';
import { quizStatistics } from '../../../../src/domain/quiz/results/quizStatistics';
import { quizStatisticsMachine } from '../../../../src/machines/quiz/results/quizStatisticsMachine';

const statistics = quizStatistics(
  [{ itemId: 4, title: 'Q', options: [{ id: 1, text: 'A' }], right: [1] }],
  [],
);

test("a failed load shows the server's message; Retry shows the statistics of the same quiz", async () => {
  const asked: number[] = [];
  let fail = true;
  const actor = createActor(
    quizStatisticsMachine.provide({
      actors: {
        fetchStatistics: fromPromise(async ({ input }) => {
          asked.push(input.quizId);
          if (fail) throw new ApiError(404, 'Not found');
          return statistics;
        }),
      },
    }),
    { input: { quizId: 3 } },
  ).start();
  await waitFor(actor, (s) => s.matches('loadFailed'));
  expect(actor.getSnapshot().context.error).toBe('Not found');
  fail = false;
  actor.send({ type: 'statistics.retry' });
  await waitFor(actor, (s) => s.matches('ready'));
  expect(asked).toEqual([3, 3]);
  expect(actor.getSnapshot().context.statistics).toEqual(statistics);
});

test('a question opened twice is closed again, and the table toggle flips', async () => {
  const actor = createActor(
    quizStatisticsMachine.provide({ actors: { fetchStatistics: fromPromise(async () => statistics) } }),
    { input: { quizId: 3 } },
  ).start();
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'question.toggle', itemId: 4 });
  expect(actor.getSnapshot().context.expanded).toEqual([4]);
  actor.send({ type: 'question.toggle', itemId: 4 });
  expect(actor.getSnapshot().context.expanded).toEqual([]);
  actor.send({ type: 'distribution.toggleTable' });
  expect(actor.getSnapshot().context.distributionAsTable).toBe(true);
});
