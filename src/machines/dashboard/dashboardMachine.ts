/**
 * The dashboard (ADR 176): loading → ready | loadFailed, with Retry, and Refresh from ready that keeps the
 * figures on screen while they are counted again. While ready it remembers which charts show as tables.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Dashboard } from '../../api/dashboard/dashboardContract';
import { messageOf } from '../../domain/shared/messages';

export type DashboardChart = 'attempts' | 'scores';

export interface DashboardContext {
  dashboard: Dashboard | null;
  error: string | null;
  /** Charts the user asked to read as a table. */
  tables: readonly DashboardChart[];
}

export type DashboardEvent =
  | { type: 'dashboard.retry' }
  | { type: 'dashboard.refresh' }
  | { type: 'chart.toggleTable'; chart: DashboardChart };

export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
  },
  actors: {
    fetchDashboard: fromPromise<Dashboard>(async () => {
      throw new Error('fetchDashboard is not provided');
    }),
  },
  actions: {
    assignDashboard: assign({
      dashboard: (_, params: { dashboard: Dashboard }) => params.dashboard,
      error: null,
    }),
    assignError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    toggleTable: assign({
      tables: ({ context }, params: { chart: DashboardChart }) =>
        context.tables.includes(params.chart)
          ? context.tables.filter((chart) => chart !== params.chart)
          : [...context.tables, params.chart],
    }),
  },
}).createMachine({
  id: 'dashboard',
  context: { dashboard: null, error: null, tables: [] },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'fetchDashboard',
        onDone: {
          target: 'ready',
          actions: { type: 'assignDashboard', params: ({ event }) => ({ dashboard: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { tags: ['error'], on: { 'dashboard.retry': 'loading' } },
    ready: {
      initial: 'idle',
      on: {
        'chart.toggleTable': {
          actions: { type: 'toggleTable', params: ({ event }) => ({ chart: event.chart }) },
        },
      },
      states: {
        idle: { on: { 'dashboard.refresh': 'refreshing' } },
        refreshing: {
          description:
            'Counts again while the last figures stay on screen; a failure keeps them and says so.',
          tags: ['busy'],
          invoke: {
            src: 'fetchDashboard',
            onDone: {
              target: 'idle',
              actions: { type: 'assignDashboard', params: ({ event }) => ({ dashboard: event.output }) },
            },
            onError: {
              target: 'refreshFailed',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        refreshFailed: { tags: ['error'], on: { 'dashboard.refresh': 'refreshing' } },
      },
    },
  },
});

export type DashboardActorRef = ActorRefFrom<typeof dashboardMachine>;
type Snapshot = SnapshotFrom<typeof dashboardMachine>;
export const selectDashboard = (s: Snapshot) => s.context.dashboard;
export const selectDashboardLoading = (s: Snapshot) => s.matches('loading');
export const selectDashboardFailed = (s: Snapshot) => s.matches('loadFailed');
export const selectDashboardRefreshing = (s: Snapshot) => s.matches({ ready: 'refreshing' });
export const selectDashboardRefreshFailed = (s: Snapshot) => s.matches({ ready: 'refreshFailed' });
export const selectChartTables = (s: Snapshot) => s.context.tables;
