/**
 * The Feature Flags area: every flag with its switch. A switched flag is saved, then announced to the session
 * (`announceFlags`, provided by the screen), so the menu and routes follow at once.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

export interface ToggleFlagInput {
  readonly key: string;
  readonly enabled: boolean;
}

export interface FeatureFlagsContext {
  flags: Record<string, boolean>;
  /** The flag being saved. */
  pending: string | null;
}

export type FeatureFlagsEvent =
  { type: 'flag.toggle'; key: string; enabled: boolean } | { type: 'flags.retry' };

export const featureFlagsMachine = setup({
  types: { context: {} as FeatureFlagsContext, events: {} as FeatureFlagsEvent },
  actors: {
    loadFlags: fromPromise<Record<string, boolean>>(async () => {
      throw new Error('loadFlags is not provided');
    }),
    toggleFlag: fromPromise<Record<string, boolean>, ToggleFlagInput>(async () => {
      throw new Error('toggleFlag is not provided');
    }),
  },
  guards: {
    isKnownFlag: ({ context }, params: { key: string }) => params.key in context.flags,
  },
  actions: {
    assignFlags: assign((_, flags: Record<string, boolean>) => ({ flags, pending: null })),
    assignPending: assign((_, params: { key: string }) => ({ pending: params.key })),
    clearPending: assign({ pending: null }),
    /** Tells the session the new flags; provided by the screen. */
    announceFlags: (_, _flags: Record<string, boolean>) => {},
    notifySaved: () => {},
    notifyFailed: () => {},
  },
}).createMachine({
  id: 'featureFlags',
  context: { flags: {}, pending: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadFlags',
        onDone: { target: 'ready', actions: { type: 'assignFlags', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: { tags: ['error'], on: { 'flags.retry': { target: 'loading' } } },
    ready: {
      on: {
        'flag.toggle': {
          guard: { type: 'isKnownFlag', params: ({ event }) => ({ key: event.key }) },
          target: 'saving',
          actions: { type: 'assignPending', params: ({ event }) => ({ key: event.key }) },
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'toggleFlag',
        input: ({ event }) => {
          const { key, enabled } = event as Extract<FeatureFlagsEvent, { type: 'flag.toggle' }>;
          return { key, enabled };
        },
        onDone: {
          target: 'ready',
          // Notify first: it names the pending flag, which assignFlags clears.
          actions: [
            'notifySaved',
            { type: 'assignFlags', params: ({ event }) => event.output },
            { type: 'announceFlags', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'ready', actions: ['clearPending', 'notifyFailed'] },
      },
    },
  },
});

export type FeatureFlagsActorRef = ActorRefFrom<typeof featureFlagsMachine>;
export type FeatureFlagsSnapshot = SnapshotFrom<typeof featureFlagsMachine>;

export const selectFlagList = (s: FeatureFlagsSnapshot) =>
  Object.entries(s.context.flags)
    .map(([key, enabled]) => ({ key, enabled }))
    .sort((a, b) => a.key.localeCompare(b.key));
export const selectPending = (s: FeatureFlagsSnapshot) => s.context.pending;
export const selectIsLoading = (s: FeatureFlagsSnapshot) => s.matches('loading');
export const selectLoadFailed = (s: FeatureFlagsSnapshot) => s.hasTag('error');
