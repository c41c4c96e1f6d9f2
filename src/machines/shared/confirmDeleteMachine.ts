/**
 * Deleting one row of a list after asking (sponsors, translation groups): `delete.ask` names the row, Confirm
 * deletes it, Cancel forgets it. The screen provides the deletion and what follows it: its SPEC notification and a
 * list reload, or its failure message.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

export interface DeleteTarget {
  readonly id: number;
  /** How the confirmation names the row (a sponsor's name, a group's key). */
  readonly label: string;
}

export type ConfirmDeleteEvent =
  { type: 'delete.ask'; target: DeleteTarget } | { type: 'delete.confirm' } | { type: 'delete.cancel' };

export const confirmDeleteMachine = setup({
  types: { context: {} as { target: DeleteTarget | null }, events: {} as ConfirmDeleteEvent },
  actors: {
    /** Deletes the row; it is given the row's label too (a deletion handed to the bulk outbox names it, ADR 266). */
    deleteTarget: fromPromise<unknown, DeleteTarget>(async () => {
      throw new Error('deleteTarget is not provided');
    }),
  },
  actions: {
    assignTarget: assign((_, target: DeleteTarget) => ({ target })),
    clearTarget: assign({ target: null }),
    /** The screen's success notification and list reload. */
    deleted: () => {},
    /** The screen's failure notification. */
    notifyFailed: () => {},
  },
}).createMachine({
  id: 'confirmDelete',
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
        src: 'deleteTarget',
        input: ({ context }) => context.target!,
        onDone: { target: 'idle', actions: ['deleted', 'clearTarget'] },
        onError: { target: 'idle', actions: ['notifyFailed', 'clearTarget'] },
      },
    },
  },
});

export type ConfirmDeleteActorRef = ActorRefFrom<typeof confirmDeleteMachine>;
type Snapshot = SnapshotFrom<typeof confirmDeleteMachine>;
export const selectDeleteTarget = (s: Snapshot) => s.context.target;
export const selectIsAsking = (s: Snapshot) => !s.matches('idle');
export const selectIsDeleting = (s: Snapshot) => s.matches('deleting');
