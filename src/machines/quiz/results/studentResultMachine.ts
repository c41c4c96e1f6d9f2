/** A student's result (SPEC section 2): loading → ready | loadFailed, with a retry. */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { StudentResult } from '../../../domain/quiz/results/results';
import { messageOf } from '../../../domain/shared/messages';

export interface StudentResultContext {
  assignId: number;
  result: StudentResult | null;
  error: string | null;
}

export type StudentResultEvent = { type: 'result.retry' };

export const studentResultMachine = setup({
  types: {
    context: {} as StudentResultContext,
    events: {} as StudentResultEvent,
    input: {} as { assignId: number },
  },
  actors: {
    fetchStudentResult: fromPromise<StudentResult, { assignId: number }>(async () => {
      throw new Error('fetchStudentResult is not provided');
    }),
  },
  actions: {
    assignResult: assign({ result: (_, params: { result: StudentResult }) => params.result, error: null }),
    assignError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
  },
}).createMachine({
  id: 'studentResult',
  context: ({ input }) => ({ assignId: input.assignId, result: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'fetchStudentResult',
        input: ({ context }) => ({ assignId: context.assignId }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { tags: ['error'], on: { 'result.retry': 'loading' } },
    ready: {},
  },
});

export type StudentResultActorRef = ActorRefFrom<typeof studentResultMachine>;
type Snapshot = SnapshotFrom<typeof studentResultMachine>;
export const selectStudentResult = (s: Snapshot) => s.context.result;
export const selectIsLoading = (s: Snapshot) => s.hasTag('busy');
export const selectLoadFailed = (s: Snapshot) => s.hasTag('error');
