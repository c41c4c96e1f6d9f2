/**
 * A collection's editors panel (ADR 316): the accounts holding the editor right, loaded when the panel opens; the
 * search dialog of the desk's accounts, open beside them; one change at a time through ADR 265's route (add: the
 * right given, remove: taken away), after which the editors are read again and the search shows who edits now.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { CollectionEditorEntry } from '../../api/methodsCollections/collectionsContract';

export interface EditorChange {
  readonly collectionId: number;
  readonly userId: number;
  readonly canEdit: boolean;
}

export interface CollectionEditorsContext {
  readonly collectionId: number;
  editors: readonly CollectionEditorEntry[];
}

export type CollectionEditorsEvent =
  | { type: 'editors.retry' }
  | { type: 'editor.add'; userId: number }
  | { type: 'editor.remove'; userId: number }
  | { type: 'candidates.open' }
  | { type: 'candidates.close' };

const changeOf =
  (canEdit: boolean) =>
  ({
    context,
    event,
  }: {
    context: CollectionEditorsContext;
    event: CollectionEditorsEvent;
  }): EditorChange => ({
    collectionId: context.collectionId,
    userId: (event as { userId: number }).userId,
    canEdit,
  });

export const collectionEditorsMachine = setup({
  types: {
    context: {} as CollectionEditorsContext,
    events: {} as CollectionEditorsEvent,
    input: {} as { collectionId: number },
  },
  actors: {
    loadEditors: fromPromise<readonly CollectionEditorEntry[], { collectionId: number }>(async () => {
      throw new Error('loadEditors is not provided');
    }),
    setEditor: fromPromise<unknown, EditorChange>(async () => {
      throw new Error('setEditor is not provided');
    }),
  },
  actions: {
    assignEditors: assign((_, editors: readonly CollectionEditorEntry[]) => ({ editors })),
    notifyAdded: () => {},
    notifyRemoved: () => {},
    notifyFailed: () => {},
    /** Who edits changed: the search dialog's list says it again; provided by the screen. */
    refreshCandidates: () => {},
  },
}).createMachine({
  id: 'collectionEditors',
  context: ({ input }) => ({ collectionId: input.collectionId, editors: [] }),
  type: 'parallel',
  states: {
    editors: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            src: 'loadEditors',
            input: ({ context }) => ({ collectionId: context.collectionId }),
            onDone: {
              target: 'ready',
              actions: { type: 'assignEditors', params: ({ event }) => event.output },
            },
            onError: 'loadFailed',
          },
        },
        loadFailed: {
          description: 'The editors could not be read: the panel says so; Try again reads them again.',
          tags: ['error'],
          on: { 'editors.retry': 'loading' },
        },
        ready: {
          on: {
            'editor.add': { target: 'adding' },
            'editor.remove': { target: 'removing' },
          },
        },
        adding: {
          tags: ['busy'],
          invoke: {
            src: 'setEditor',
            input: changeOf(true),
            onDone: { target: 'loading', actions: ['notifyAdded', 'refreshCandidates'] },
            onError: { target: 'loading', actions: 'notifyFailed' },
          },
        },
        removing: {
          tags: ['busy'],
          invoke: {
            src: 'setEditor',
            input: changeOf(false),
            onDone: { target: 'loading', actions: ['notifyRemoved', 'refreshCandidates'] },
            onError: { target: 'loading', actions: 'notifyFailed' },
          },
        },
      },
    },
    candidates: {
      description: "The search of the desk's accounts, open beside the editors; adding keeps it open.",
      initial: 'closed',
      states: {
        closed: { on: { 'candidates.open': 'open' } },
        open: { on: { 'candidates.close': 'closed' } },
      },
    },
  },
});

export type CollectionEditorsActorRef = ActorRefFrom<typeof collectionEditorsMachine>;
type Snapshot = SnapshotFrom<typeof collectionEditorsMachine>;

export const selectEditors = (s: Snapshot) => s.context.editors;
export const selectEditorsLoadFailed = (s: Snapshot) => s.hasTag('error');
export const selectEditorsBusy = (s: Snapshot) => s.hasTag('busy');
export const selectCandidatesOpen = (s: Snapshot) => s.matches({ candidates: 'open' });
