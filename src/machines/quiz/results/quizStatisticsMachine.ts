/**
 * The question statistics of a customer quiz (beyond SPEC): loading → ready | loadFailed, with a retry. While ready
 * it remembers which questions are opened to their options and whether the score distribution shows as a table.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { QuizStatistics } from '../../../domain/quiz/results/quizStatistics';
import { messageOf } from '../../../domain/shared/messages';

export interface QuizStatisticsContext {
  quizId: number;
  statistics: QuizStatistics | null;
  error: string | null;
  /** Item ids of the questions opened to their options. */
  expanded: readonly number[];
  distributionAsTable: boolean;
}

export type QuizStatisticsEvent =
  | { type: 'statistics.retry' }
  | { type: 'question.toggle'; itemId: number }
  | { type: 'distribution.toggleTable' };

export const quizStatisticsMachine = setup({
  types: {
    context: {} as QuizStatisticsContext,
    events: {} as QuizStatisticsEvent,
    input: {} as { quizId: number },
  },
  actors: {
    fetchStatistics: fromPromise<QuizStatistics, { quizId: number }>(async () => {
      throw new Error('fetchStatistics is not provided');
    }),
  },
  actions: {
    assignStatistics: assign({
      statistics: (_, params: { statistics: QuizStatistics }) => params.statistics,
      error: null,
    }),
    assignError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    toggleQuestion: assign({
      expanded: ({ context }, params: { itemId: number }) =>
        context.expanded.includes(params.itemId)
          ? context.expanded.filter((id) => id !== params.itemId)
          : [...context.expanded, params.itemId],
    }),
    toggleDistributionTable: assign({ distributionAsTable: ({ context }) => !context.distributionAsTable }),
  },
}).createMachine({
  id: 'quizStatistics',
  context: ({ input }) => ({
    quizId: input.quizId,
    statistics: null,
    error: null,
    expanded: [],
    distributionAsTable: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'fetchStatistics',
        input: ({ context }) => ({ quizId: context.quizId }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignStatistics', params: ({ event }) => ({ statistics: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { tags: ['error'], on: { 'statistics.retry': 'loading' } },
    ready: {
      on: {
        'question.toggle': {
          actions: { type: 'toggleQuestion', params: ({ event }) => ({ itemId: event.itemId }) },
        },
        'distribution.toggleTable': { actions: 'toggleDistributionTable' },
      },
    },
  },
});

export type QuizStatisticsActorRef = ActorRefFrom<typeof quizStatisticsMachine>;
type Snapshot = SnapshotFrom<typeof quizStatisticsMachine>;
export const selectStatistics = (s: Snapshot) => s.context.statistics;
export const selectStatisticsFailed = (s: Snapshot) => s.hasTag('error');
export const selectExpanded = (s: Snapshot) => s.context.expanded;
export const selectDistributionAsTable = (s: Snapshot) => s.context.distributionAsTable;
