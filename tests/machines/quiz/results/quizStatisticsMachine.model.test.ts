import { ApiError } from '../../../../src/api/shared/http';
import { quizStatistics } from '../../../../src/domain/quiz/results/quizStatistics';
import { quizStatisticsMachine } from '../../../../src/machines/quiz/results/quizStatisticsMachine';
import { createMachineModel, expectFullCoverage, rejects, resolves } from '../../../support/modelPaths';

const statistics = quizStatistics(
  [{ itemId: 4, title: 'Q', options: [{ id: 1, text: 'A' }], right: [1] }],
  [],
);

const model = createMachineModel(quizStatisticsMachine, {
  input: { quizId: 3 },
  events: { 'question.toggle': [{ type: 'question.toggle', itemId: 4 }] },
  actors: {
    fetchStatistics: () => [resolves(statistics, 'statistics'), rejects(new ApiError(404, 'Not found'))],
  },
});
const paths = model.paths();

test('generated paths reach every state and take every transition of the statistics machine', () => {
  expectFullCoverage(quizStatisticsMachine, paths);
});

test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
  await model.run(path, {
    check: (real) => {
      if (real.matches('loadFailed')) expect(real.context.error).toBe('Not found');
      if (real.matches('ready')) expect(real.context.statistics).toEqual(statistics);
    },
  });
});

test('a question opened twice is closed again, and the table toggle flips', async () => {
  const { createActor, fromPromise, waitFor } = await import('xstate');
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
