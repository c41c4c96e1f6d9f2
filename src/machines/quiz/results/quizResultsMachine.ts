/**
 * The results screen of a customer quiz (SPEC section 2): loading → ready | loadFailed. While ready it hosts the
 * deadline editor as a child; when a deadline is saved the results are fetched again (SPEC section 7). The CSV
 * download runs beside it.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { QuizResults } from '../../../api/quiz/results/resultsContract';
import { deadlineDisplay, type DeadlineDisplay } from '../../../domain/quiz/quiz';
import { systemClock, type Clock } from '../../shared/clock';
import { deadlineMachine, type DeadlineActorRef } from './deadlineMachine';
import { messageOf } from '../../../domain/shared/messages';

export interface QuizResultsInput {
  readonly quizId: number;
  /** The current time for the deadline's rules; the real clock unless a test gives one. */
  readonly clock?: Clock;
}

export interface QuizResultsContext {
  quizId: number;
  readonly clock: Clock;
  results: QuizResults | null;
  error: string | null;
}

export type QuizResultsEvent = { type: 'results.retry' } | { type: 'csv.download' };

export const quizResultsMachine = setup({
  types: {
    context: {} as QuizResultsContext,
    events: {} as QuizResultsEvent,
    input: {} as QuizResultsInput,
  },
  actors: {
    fetchResults: fromPromise<QuizResults, { quizId: number }>(async () => {
      throw new Error('fetchResults is not provided');
    }),
    /** Downloads `{id}_results.csv` and hands it to the browser. */
    downloadCsv: fromPromise<void, { quizId: number }>(async () => {
      throw new Error('downloadCsv is not provided');
    }),
    deadlineEditor: deadlineMachine,
  },
  actions: {
    assignResults: assign({ results: (_, params: { results: QuizResults }) => params.results, error: null }),
    assignError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    /** Shows the server's message; provided by the screen with the notifications actor. */
    notifyDownloadFailed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'quizResults',
  context: ({ input }) => ({
    quizId: input.quizId,
    clock: input.clock ?? systemClock,
    results: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'fetchResults',
        input: ({ context }) => ({ quizId: context.quizId }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignResults', params: ({ event }) => ({ results: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      tags: ['error'],
      on: { 'results.retry': 'loading' },
    },
    ready: {
      invoke: {
        id: 'deadline',
        src: 'deadlineEditor',
        input: ({ context }) => ({
          quizId: context.quizId,
          endDate: context.results?.quiz.endDate ?? null,
          startDate: context.results?.quiz.startDate ?? null,
          subscriptionEndsAt: context.results?.quiz.ownerSubscriptionEndsAt ?? null,
          clock: context.clock,
        }),
        onDone: 'refreshing',
      },
      initial: 'idle',
      states: {
        idle: { on: { 'csv.download': 'downloading' } },
        downloading: {
          tags: ['downloading'],
          invoke: {
            src: 'downloadCsv',
            input: ({ context }) => ({ quizId: context.quizId }),
            onDone: 'idle',
            onError: {
              target: 'idle',
              actions: { type: 'notifyDownloadFailed', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    refreshing: {
      description: 'A saved deadline: the results are fetched again; a failure keeps the ones shown.',
      tags: ['busy'],
      invoke: {
        src: 'fetchResults',
        input: ({ context }) => ({ quizId: context.quizId }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignResults', params: ({ event }) => ({ results: event.output }) },
        },
        onError: 'ready',
      },
    },
  },
});

export type QuizResultsActorRef = ActorRefFrom<typeof quizResultsMachine>;
type Snapshot = SnapshotFrom<typeof quizResultsMachine>;
export const selectResults = (s: Snapshot) => s.context.results;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailed = (s: Snapshot) => s.hasTag('error');
export const selectIsDownloading = (s: Snapshot) => s.hasTag('downloading');
export const selectDeadlineActor = (s: Snapshot) => s.children.deadline as DeadlineActorRef | undefined;
/** The quiz's deadline as shown (a date, none, or expired) at the machine's current time. */
export const selectDeadlineDisplay = (s: Snapshot): DeadlineDisplay =>
  deadlineDisplay(s.context.results?.quiz.endDate ?? null, s.context.clock());
