/** Deleting a sponsor from the list: asks first, then deletes; the list reloads after a deletion. */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

export interface DeleteTarget {
  readonly id: number;
  readonly name: string;
}

export type SponsorDeleteEvent =
  { type: 'delete.ask'; target: DeleteTarget } | { type: 'delete.confirm' } | { type: 'delete.cancel' };

export const sponsorDeleteMachine = setup({
  types: { context: {} as { target: DeleteTarget | null }, events: {} as SponsorDeleteEvent },
  actors: {
    deleteSponsor: fromPromise<unknown, { id: number }>(async () => {
      throw new Error('deleteSponsor is not provided');
    }),
  },
  actions: {
    assignTarget: assign((_, target: DeleteTarget) => ({ target })),
    clearTarget: assign({ target: null }),
    /** Info 'Sponsor successfully deleted', then the list reloads; provided by the screen. */
    deleted: () => {},
    /** 'Unable to delete Sponsor'. */
    notifyFailed: () => {},
  },
}).createMachine({
  id: 'sponsorDelete',
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
        src: 'deleteSponsor',
        input: ({ context }) => ({ id: context.target!.id }),
        onDone: { target: 'idle', actions: ['deleted', 'clearTarget'] },
        onError: { target: 'idle', actions: ['notifyFailed', 'clearTarget'] },
      },
    },
  },
});

export type SponsorDeleteActorRef = ActorRefFrom<typeof sponsorDeleteMachine>;
export const selectDeleteTarget = (s: SnapshotFrom<typeof sponsorDeleteMachine>) => s.context.target;
export const selectIsAsking = (s: SnapshotFrom<typeof sponsorDeleteMachine>) => !s.matches('idle');
export const selectIsDeleting = (s: SnapshotFrom<typeof sponsorDeleteMachine>) => s.matches('deleting');
