import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../src/api/shared/http';
import type { Dashboard } from '../../../src/api/dashboard/dashboardContract';
import {
  dashboardMachine,
  selectDashboard,
  selectDashboardFailed,
  selectDashboardRefreshFailed,
  selectDashboardRefreshing,
} from '../../../src/machines/dashboard/dashboardMachine';

const dashboard: Dashboard = {
  countedAt: '2026-03-02T10:00:00.000Z',
  own: null,
  processing: null,
  sponsorsWithoutLogo: 2,
  publish: true,
};

/** The dashboard with its answers given in turn: a figure set, or an error thrown. */
function start(...answers: (Dashboard | Error)[]) {
  let fetches = 0;
  const actor = createActor(
    dashboardMachine.provide({
      actors: {
        fetchDashboard: fromPromise(async () => {
          const answer = answers[fetches++]!;
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
    }),
  ).start();
  return { actor, fetches: () => fetches };
}

test("a failed load shows the server's message; Retry counts again", async () => {
  const { actor, fetches } = start(new ApiError(500, 'Server down'), dashboard);
  await waitFor(actor, selectDashboardFailed);
  expect(actor.getSnapshot().context.error).toBe('Server down');
  actor.send({ type: 'dashboard.retry' });
  await waitFor(actor, (s) => s.matches('ready'));
  expect(fetches()).toBe(2);
  expect(selectDashboard(actor.getSnapshot())).toEqual(dashboard);
});

test('figures once shown stay on screen while a refresh runs and when it fails; a refresh that answers replaces them', async () => {
  const later = { ...dashboard, countedAt: '2026-03-02T11:00:00.000Z', sponsorsWithoutLogo: 0 };
  const { actor } = start(dashboard, new ApiError(500, 'Server down'), later);
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'dashboard.refresh' });
  expect(selectDashboardRefreshing(actor.getSnapshot())).toBe(true);
  expect(selectDashboard(actor.getSnapshot())).toEqual(dashboard);
  await waitFor(actor, selectDashboardRefreshFailed);
  expect(selectDashboard(actor.getSnapshot())).toEqual(dashboard);
  expect(actor.getSnapshot().context.error).toBe('Server down');
  actor.send({ type: 'dashboard.refresh' });
  await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  expect(selectDashboard(actor.getSnapshot())).toEqual(later);
});

test('a chart shown as a table twice is drawn again', async () => {
  const { actor } = start(dashboard);
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'chart.toggleTable', chart: 'scores' });
  expect(actor.getSnapshot().context.tables).toEqual(['scores']);
  actor.send({ type: 'chart.toggleTable', chart: 'scores' });
  expect(actor.getSnapshot().context.tables).toEqual([]);
});
