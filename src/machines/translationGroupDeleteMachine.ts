/**
 * Deleting a translation group from the groups list: asks first, then deletes; info 'Translation Group
 * successfully deleted' and the list reloads, or 'Unable to delete translation group'. The server deletes the
 * group's translations with it.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

export interface GroupDeleteTarget {
  readonly id: number;
  readonly key: string;
}

export type TranslationGroupDeleteEvent =
  { type: 'delete.ask'; target: GroupDeleteTarget } | { type: 'delete.confirm' } | { type: 'delete.cancel' };

export const translationGroupDeleteMachine = setup({
  types: {
    context: {} as { target: GroupDeleteTarget | null },
    events: {} as TranslationGroupDeleteEvent,
  },
  actors: {
    deleteGroup: fromPromise<unknown, { id: number }>(async () => {
      throw new Error('deleteGroup is not provided');
    }),
  },
  actions: {
    assignTarget: assign((_, target: GroupDeleteTarget) => ({ target })),
    clearTarget: assign({ target: null }),
    /** Info 'Translation Group successfully deleted', then the list reloads; provided by the screen. */
    deleted: () => {},
    /** 'Unable to delete translation group'. */
    notifyFailed: () => {},
  },
}).createMachine({
  id: 'translationGroupDelete',
  context: { target: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'delete.ask': {
          target: 'confirming',
          actions: { type: 'assignTarget', params: ({ event }) => event.target },
        },
      },
    },
    confirming: {
      on: {
        'delete.confirm': { target: 'deleting' },
        'delete.cancel': { target: 'idle', actions: 'clearTarget' },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        src: 'deleteGroup',
        input: ({ context }) => ({ id: context.target!.id }),
        onDone: { target: 'idle', actions: ['deleted', 'clearTarget'] },
        onError: { target: 'idle', actions: ['notifyFailed', 'clearTarget'] },
      },
    },
  },
});

export type TranslationGroupDeleteActorRef = ActorRefFrom<typeof translationGroupDeleteMachine>;
type Snapshot = SnapshotFrom<typeof translationGroupDeleteMachine>;
export const selectGroupDeleteTarget = (s: Snapshot) => s.context.target;
export const selectIsAskingGroupDelete = (s: Snapshot) => !s.matches('idle');
export const selectIsDeletingGroup = (s: Snapshot) => s.matches('deleting');
