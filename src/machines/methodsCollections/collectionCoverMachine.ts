/**
 * Taking a collection's cover away (ADR 316), beside the form and the shared upload machine that sets one: the
 * collection as the server then holds it is handed to the form (`record.updated`, so the typed values and the
 * version stay), and the notice says so.
 */
import { fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Collection } from '../../api/methodsCollections/collectionsContract';

export const collectionCoverMachine = setup({
  types: {
    events: {} as { type: 'cover.remove' },
    input: {} as { collectionId: number },
    context: {} as { collectionId: number },
  },
  actors: {
    removeCover: fromPromise<Collection, { collectionId: number }>(async () => {
      throw new Error('removeCover is not provided');
    }),
  },
  actions: {
    /** The collection without its cover, for the form; provided by the screen. */
    changed: (_, _collection: Collection) => {},
    notifyRemoved: () => {},
    notifyFailed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'collectionCover',
  context: ({ input }) => ({ collectionId: input.collectionId }),
  initial: 'idle',
  states: {
    idle: { on: { 'cover.remove': 'removing' } },
    removing: {
      tags: ['busy'],
      invoke: {
        src: 'removeCover',
        input: ({ context }) => ({ collectionId: context.collectionId }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'changed', params: ({ event }) => event.output }, 'notifyRemoved'],
        },
        onError: {
          target: 'idle',
          actions: { type: 'notifyFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

export type CollectionCoverActorRef = ActorRefFrom<typeof collectionCoverMachine>;
export const selectIsRemovingCover = (s: SnapshotFrom<typeof collectionCoverMachine>) => s.hasTag('busy');
