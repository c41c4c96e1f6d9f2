/** The quiz viewer (SPEC section 2): loading → ready | loadFailed ('Error' in place of the screen), with a retry. */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { deadlineDisplay, type DeadlineDisplay, type Quiz, type QuizKind } from '../../../domain/quiz/quiz';
import { systemClock, type Clock } from '../../shared/clock';
import { messageOf } from '../../../domain/shared/messages';

export interface QuizViewerInput {
  readonly kind: QuizKind;
  readonly quizId: number;
  /** The current time (the deadline shows 'Expired' once past); the real clock unless a test gives one. */
  readonly clock?: Clock;
}

export interface QuizViewerContext extends QuizViewerInput {
  readonly clock: Clock;
  quiz: Quiz | null;
  error: string | null;
}

export type QuizViewerEvent = { type: 'viewer.retry' };

export const quizViewerMachine = setup({
  types: {
    context: {} as QuizViewerContext,
    events: {} as QuizViewerEvent,
    input: {} as QuizViewerInput,
  },
  actors: {
    fetchQuiz: fromPromise<Quiz, QuizViewerInput>(async () => {
      throw new Error('fetchQuiz is not provided');
    }),
  },
  actions: {
    assignQuiz: assign({ quiz: (_, params: { quiz: Quiz }) => params.quiz, error: null }),
    assignError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
  },
}).createMachine({
  id: 'quizViewer',
  context: ({ input }) => ({ ...input, clock: input.clock ?? systemClock, quiz: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'fetchQuiz',
        input: ({ context }) => ({ kind: context.kind, quizId: context.quizId }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignQuiz', params: ({ event }) => ({ quiz: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { tags: ['error'], on: { 'viewer.retry': 'loading' } },
    ready: {},
  },
});

export type QuizViewerActorRef = ActorRefFrom<typeof quizViewerMachine>;
type Snapshot = SnapshotFrom<typeof quizViewerMachine>;
export const selectQuiz = (s: Snapshot) => s.context.quiz;
export const selectLoadFailed = (s: Snapshot) => s.hasTag('error');
/** The quiz's deadline as shown (a date, none, or expired) at the machine's current time. */
export const selectDeadlineDisplay = (s: Snapshot): DeadlineDisplay =>
  deadlineDisplay(s.context.quiz?.endDate ?? null, s.context.clock());
