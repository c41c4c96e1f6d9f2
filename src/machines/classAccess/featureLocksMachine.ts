/**
 * The caller's locked features (ADR 345), read once for a screen whose actions a grant decides (the class list's
 * Create). A failed read locks nothing here: the server still refuses, with the same reason.
 *
 * @publicModule the class list and every other feature's screen show their lock and disable what it locks.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Feature, FeatureLock } from '../../domain/classAccess/classAccess';

export interface FeatureLocksContext {
  locks: readonly FeatureLock[];
}

export const featureLocksMachine = setup({
  types: { context: {} as FeatureLocksContext },
  actors: {
    loadLocks: fromPromise<readonly FeatureLock[]>(async () => {
      throw new Error('loadLocks is not provided');
    }),
  },
  actions: {
    assignLocks: assign((_, locks: readonly FeatureLock[]) => ({ locks })),
  },
}).createMachine({
  id: 'featureLocks',
  context: { locks: [] },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadLocks',
        onDone: { target: 'ready', actions: { type: 'assignLocks', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    ready: {},
    failed: { description: 'Nothing is shown locked; the server refuses what the grants lock.' },
  },
});

export type FeatureLocksActorRef = ActorRefFrom<typeof featureLocksMachine>;
type Snapshot = SnapshotFrom<typeof featureLocksMachine>;

/** Every locked feature (none while not yet known). */
export const selectFeatureLocks = (s: Snapshot): readonly FeatureLock[] => s.context.locks;

/** The feature's lock, or null while it is open (or not yet known). */
export const selectFeatureLock =
  (feature: Feature) =>
  (s: Snapshot): FeatureLock | null =>
    s.context.locks.find((lock) => lock.feature === feature) ?? null;
