/**
 * The attempts setting on the results screen (ADR 219): loading → ready, where the instructor picks how many
 * attempts a student may make and which counts, and saves. A failed load offers Try again; a failed save keeps
 * the choice and says so beside the form.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AttemptCounting, AttemptsSetting } from '../../../domain/take/attemptCounting';
import { messageOf } from '../../../domain/shared/messages';

export interface AttemptsSettingInput {
  readonly quizId: number;
}

export interface AttemptsSettingContext extends AttemptsSettingInput {
  draft: AttemptsSetting | null;
  error: string | null;
}

export type AttemptsSettingEvent =
  | { type: 'attempts.max'; value: number | null }
  | { type: 'attempts.counting'; value: AttemptCounting }
  | { type: 'attempts.save' }
  | { type: 'attempts.retry' };

export const attemptsSettingMachine = setup({
  types: {
    context: {} as AttemptsSettingContext,
    events: {} as AttemptsSettingEvent,
    input: {} as AttemptsSettingInput,
  },
  actors: {
    loadSetting: fromPromise<AttemptsSetting, { quizId: number }>(async () => {
      throw new Error('loadSetting is not provided');
    }),
    saveSetting: fromPromise<AttemptsSetting, { quizId: number; setting: AttemptsSetting }>(async () => {
      throw new Error('saveSetting is not provided');
    }),
  },
  actions: {
    assignSetting: assign((_, params: { setting: AttemptsSetting }) => ({
      draft: params.setting,
      error: null,
    })),
    assignError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    changeMax: assign({
      draft: ({ context }, params: { value: number | null }) => ({
        ...context.draft!,
        maxAttempts: params.value,
      }),
    }),
    changeCounting: assign({
      draft: ({ context }, params: { value: AttemptCounting }) => ({
        ...context.draft!,
        counting: params.value,
      }),
    }),
    /** 'Attempts setting saved'; provided by the screen with the notifications actor. */
    notifySaved: () => {},
  },
}).createMachine({
  id: 'attemptsSetting',
  context: ({ input }) => ({ ...input, draft: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadSetting',
        input: ({ context }) => ({ quizId: context.quizId }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignSetting', params: ({ event }) => ({ setting: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: { on: { 'attempts.retry': 'loading' } },
    ready: {
      on: {
        'attempts.max': { actions: { type: 'changeMax', params: ({ event }) => ({ value: event.value }) } },
        'attempts.counting': {
          actions: { type: 'changeCounting', params: ({ event }) => ({ value: event.value }) },
        },
        'attempts.save': 'saving',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveSetting',
        input: ({ context }) => ({ quizId: context.quizId, setting: context.draft! }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'assignSetting', params: ({ event }) => ({ setting: event.output }) },
            'notifySaved',
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

export type AttemptsSettingActorRef = ActorRefFrom<typeof attemptsSettingMachine>;
type Snapshot = SnapshotFrom<typeof attemptsSettingMachine>;
export const selectAttemptsFailed = (s: Snapshot) => s.matches('failed');
export const selectAttemptsSaving = (s: Snapshot) => s.matches('saving');
export const selectAttemptsDraft = (s: Snapshot) => s.context.draft;
export const selectAttemptsError = (s: Snapshot) => s.context.error;
