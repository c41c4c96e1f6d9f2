/**
 * A hub label's curated playlists in their order (ADR 348): loaded with the label's version, reordered by drag
 * (pointer or dnd-kit's keyboard sensor, the shared drag of dragOrder.ts) or with Move up / Move down, added from
 * the publisher's playlists and removed, then saved as one whole order on the version it was read with. A save
 * refused as stale opens the conflict: Reload takes theirs, Keep mine saves mine again on their version.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { isStaleVersion } from '../../api/shared/staleVersion';
import { moveId, type HubPlaylist, type HubPlaylists } from '../../domain/clientHub/clientHub';
import {
  dragOrder,
  dragOriginOf,
  isDragged,
  NO_DRAG,
  type DragContext,
  type DragEvent,
} from '../shared/dragOrder';

export interface HubPlaylistsContext extends DragContext<number> {
  readonly labelId: number;
  /** What the server holds: the order and the version a save is made on. */
  saved: HubPlaylists | null;
  /** The order as the user arranges it. */
  order: HubPlaylist[];
  /** The refused save's message while the conflict is open. */
  conflict: string | null;
}

export type HubOrderEdit =
  | { type: 'playlist.moveTo'; key: number; toIndex: number }
  | { type: 'playlist.add'; playlist: HubPlaylist }
  | { type: 'playlist.remove'; key: number };

export type HubPlaylistsEvent =
  | HubOrderEdit
  | { type: 'playlist.moveUp'; key: number }
  | { type: 'playlist.moveDown'; key: number }
  | DragEvent<number>
  | { type: 'order.save' }
  | { type: 'order.reset' }
  | { type: 'conflict.reload' }
  | { type: 'conflict.keepMine' }
  | { type: 'load.retry' };

/** An edit applied to the order as shown. */
export function applyOrderEdit(order: readonly HubPlaylist[], edit: HubOrderEdit): HubPlaylist[] {
  switch (edit.type) {
    case 'playlist.moveTo':
      return moveId(
        order,
        order.findIndex((p) => p.id === edit.key),
        edit.toIndex,
      );
    case 'playlist.add':
      return order.some((p) => p.id === edit.playlist.id) ? [...order] : [...order, edit.playlist];
    case 'playlist.remove':
      return order.filter((p) => p.id !== edit.key);
  }
}

const step = (order: readonly HubPlaylist[], key: number, by: -1 | 1): HubOrderEdit => {
  const index = order.findIndex((p) => p.id === key);
  return { type: 'playlist.moveTo', key, toIndex: index + by };
};

const drag = dragOrder((key: number, toIndex: number): HubOrderEdit => ({
  type: 'playlist.moveTo',
  key,
  toIndex,
}));

export interface SaveOrderInput {
  readonly labelId: number;
  readonly playlistIds: number[];
  readonly version: number;
}

export const hubPlaylistsMachine = setup({
  types: {
    context: {} as HubPlaylistsContext,
    events: {} as HubPlaylistsEvent,
    input: {} as { labelId: number },
  },
  actors: {
    loadPlaylists: fromPromise<HubPlaylists, { labelId: number }>(async () => {
      throw new Error('loadPlaylists is not provided');
    }),
    saveOrder: fromPromise<HubPlaylists, SaveOrderInput>(async () => {
      throw new Error('saveOrder is not provided');
    }),
  },
  guards: {
    isDragged,
    isStale: (_, error: unknown) => isStaleVersion(error),
  },
  actions: {
    assignDragOrigin: assign(dragOriginOf<number>),
    clearDragOrigin: assign(NO_DRAG),
    edit: assign(({ context }, edit: HubOrderEdit) => ({ order: applyOrderEdit(context.order, edit) })),
    assignLoaded: assign((_, saved: HubPlaylists) => ({
      saved,
      order: [...saved.playlists],
      conflict: null,
    })),
    /** Keep mine: the order stays, the version becomes theirs. */
    assignTheirVersion: assign(({ context }, saved: HubPlaylists) => ({ saved, order: context.order })),
    assignConflict: assign((_, error: unknown) => ({ conflict: (error as Error).message })),
    clearConflict: assign({ conflict: null }),
    resetOrder: assign(({ context }) => ({ order: [...(context.saved?.playlists ?? [])] })),
    notifySaved: () => {},
    notifySaveFailed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'hubPlaylists',
  context: ({ input }) => ({ labelId: input.labelId, saved: null, order: [], conflict: null, ...NO_DRAG }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadPlaylists',
        input: ({ context }) => ({ labelId: context.labelId }),
        onDone: { target: 'ready', actions: { type: 'assignLoaded', params: ({ event }) => event.output } },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'load.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'playlist.moveTo': { actions: { type: 'edit', params: ({ event }) => event } },
            'playlist.add': { actions: { type: 'edit', params: ({ event }) => event } },
            'playlist.remove': { actions: { type: 'edit', params: ({ event }) => event } },
            'playlist.moveUp': {
              actions: { type: 'edit', params: ({ context, event }) => step(context.order, event.key, -1) },
            },
            'playlist.moveDown': {
              actions: { type: 'edit', params: ({ context, event }) => step(context.order, event.key, 1) },
            },
            'drag.start': drag.start,
            'order.reset': { actions: 'resetOrder' },
            'order.save': '#hubPlaylists.saving',
          },
        },
        dragging: drag.dragging,
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveOrder',
        input: ({ context }) => ({
          labelId: context.labelId,
          playlistIds: context.order.map((p) => p.id),
          version: context.saved?.version ?? 0,
        }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'assignLoaded', params: ({ event }) => event.output }, 'notifySaved'],
        },
        onError: [
          {
            guard: { type: 'isStale', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'conflict',
            actions: {
              type: 'assignConflict',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
          },
          {
            target: 'ready',
            actions: { type: 'notifySaveFailed', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    conflict: {
      description:
        'Someone saved another order first: Reload takes theirs, Keep mine saves mine on their version.',
      on: {
        'conflict.reload': { target: 'loading', actions: 'clearConflict' },
        'conflict.keepMine': 'refetching',
      },
    },
    refetching: {
      tags: ['busy'],
      invoke: {
        src: 'loadPlaylists',
        input: ({ context }) => ({ labelId: context.labelId }),
        onDone: {
          target: 'saving',
          actions: [{ type: 'assignTheirVersion', params: ({ event }) => event.output }, 'clearConflict'],
        },
        onError: { target: 'conflict' },
      },
    },
  },
});

export type HubPlaylistsActorRef = ActorRefFrom<typeof hubPlaylistsMachine>;
type Snapshot = SnapshotFrom<typeof hubPlaylistsMachine>;

export const selectOrder = (s: Snapshot) => s.context.order;
export const selectLabelName = (s: Snapshot) => s.context.saved?.labelName ?? '';
export const selectConflict = (s: Snapshot) => s.context.conflict;
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailed = (s: Snapshot) => s.matches('loadFailed');
/** The order differs from what the server holds. */
export const selectIsDirty = (s: Snapshot) => {
  const saved = s.context.saved?.playlists ?? [];
  const order = s.context.order;
  return saved.length !== order.length || saved.some((p, i) => p.id !== order[i]?.id);
};
