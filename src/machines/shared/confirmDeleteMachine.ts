/**
 * Deleting one row of a list in one step (ADR 351): a delete with an Undo (handed to the bulk outbox, ADR 266) is
 * made at once, its notice offering Undo; only a delete without one (made by the server at once) asks first, naming
 * the row, and Cancel forgets it. The screen provides the deletion and what follows it: its notification and a list
 * reload, or its failure message.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

export interface DeleteTarget {
  readonly id: number;
  /** How the confirmation and the notices name the row (a sponsor's name, a group's key). */
  readonly label: string;
}

export interface ConfirmDeleteInput {
  /** The deletion waits out an Undo window (the bulk outbox's): nothing is asked. */
  readonly undoable: boolean;
}

export type ConfirmDeleteEvent =
  { type: 'delete.request'; target: DeleteTarget } | { type: 'delete.confirm' } | { type: 'delete.cancel' };

export const confirmDeleteMachine = setup({
  types: {
    context: {} as { target: DeleteTarget | null; undoable: boolean },
    events: {} as ConfirmDeleteEvent,
    input: {} as ConfirmDeleteInput,
  },
  actors: {
    /** Deletes the row; it is given the row's label too (a deletion handed to the bulk outbox names it, ADR 266). */
    deleteTarget: fromPromise<unknown, DeleteTarget>(async () => {
      throw new Error('deleteTarget is not provided');
    }),
  },
  guards: {
    /** One step per delete: what Undo can take back is not asked about. */
    hasUndo: ({ context }) => context.undoable,
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
  context: ({ input }) => ({ target: null, undoable: input.undoable }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'delete.request': [
          {
            guard: 'hasUndo',
            target: 'deleting',
            actions: { type: 'assignTarget', params: ({ event }) => event.target },
          },
          {
            target: 'confirming',
            actions: { type: 'assignTarget', params: ({ event }) => event.target },
          },
        ],
      },
    },
    confirming: {
      description: 'Only a delete without Undo: the dialog names the row.',
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
export const selectIsAsking = (s: Snapshot) =>
  s.matches('confirming') || (s.matches('deleting') && !s.context.undoable);
export const selectIsDeleting = (s: Snapshot) => s.matches('deleting');
