import { ApiError } from '../../../src/api/shared/http';
import type { Dashboard } from '../../../src/api/dashboard/dashboardContract';
import { dashboardMachine } from '../../../src/machines/dashboard/dashboardMachine';
import { createMachineModel, expectFullCoverage, rejects, resolves } from '../../support/modelPaths';

const dashboard: Dashboard = {
  countedAt: '2026-03-02T10:00:00.000Z',
  own: null,
  processing: null,
  sponsorsWithoutLogo: 2,
  publish: true,
};

const model = createMachineModel(dashboardMachine, {
  events: { 'chart.toggleTable': [{ type: 'chart.toggleTable', chart: 'attempts' }] },
  actors: {
    fetchDashboard: () => [resolves(dashboard, 'dashboard'), rejects(new ApiError(500, 'Server down'))],
  },
});
const paths = model.paths();

test('generated paths reach every state and take every transition of the dashboard machine', () => {
  expectFullCoverage(dashboardMachine, paths);
});

test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
  await model.run(path, {
    check: (real) => {
      if (real.matches('loadFailed')) expect(real.context.error).toBe('Server down');
      // Figures once shown stay on screen, whether a refresh is running or failed.
      if (real.matches('ready')) expect(real.context.dashboard).toEqual(dashboard);
    },
  });
});

test('a chart shown as a table twice is drawn again', async () => {
  const { createActor, fromPromise, waitFor } = await import('xstate');
  const actor = createActor(
    dashboardMachine.provide({ actors: { fetchDashboard: fromPromise(async () => dashboard) } }),
  ).start();
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'chart.toggleTable', chart: 'scores' });
  expect(actor.getSnapshot().context.tables).toEqual(['scores']);
  actor.send({ type: 'chart.toggleTable', chart: 'scores' });
  expect(actor.getSnapshot().context.tables).toEqual([]);
});
