/**
 * The playlist editor (create and edit, ADR 120): the title and one ordered list of articles and labels. Labels
 * are added, renamed and removed in place; articles come from the Add Video dialog's article search; entries move
 * by drag (pointer or dnd-kit's keyboard sensor) or with Move up / Move down. A save checks the form first (the
 * messages join into one error notification) and is made on the loaded version (ADR 109): when someone else saved
 * first the editor waits in `conflict` for Reload (theirs replaces mine) or Keep mine (mine is saved on theirs).
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Playlist } from '../api/playlistsContract';
import { ApiError } from '../api/http';
import type { ArticleType } from '../domain/content';
import {
  addArticle,
  addLabel,
  documentOf,
  EMPTY_PLAYLIST,
  formOf,
  indexOfEntry,
  moveEntry,
  removeEntry,
  renameLabel,
  sameDocument,
  setTitle,
  type PlaylistDocument,
  type PlaylistEntry,
} from '../domain/playlistEditor';
import { playlistFormErrors, type PlaylistForm } from '../domain/playlists';
import { conflictOf, isStale, loadById, recordSaving } from './recordSaving';

export interface PlaylistEditorInput {
  readonly id: number | null;
}

export interface SavePlaylistInput {
  readonly id: number | null;
  readonly form: PlaylistForm;
  /** The version the edit was made on; null on create. */
  readonly version: number | null;
}

export interface ChosenArticle {
  readonly id: number;
  readonly title: string;
  readonly articleType: ArticleType;
}

export interface PlaylistEditorContext {
  id: number | null;
  version: number | null;
  document: PlaylistDocument;
  /** What is stored: the document is dirty while it differs. */
  saved: PlaylistDocument;
  /** Keys of new entries: `n1`, `n2`, ... */
  nextKey: number;
  /** Field messages show once a save was tried. */
  submitted: boolean;
  /** The order when a drag began, for Esc. */
  dragOrigin: readonly PlaylistEntry[] | null;
  /** The key of the label just added, for the view to focus its title. */
  focusKey: string | null;
  conflict: string | null;
  /** Why the load failed: 404 when the playlist is missing or hidden (ADR 119), else another status or 0. */
  loadStatus: number | null;
}

export type PlaylistEditorEvent =
  | { type: 'playlist.open' }
  | { type: 'title.change'; title: string }
  | { type: 'label.add' }
  | { type: 'label.rename'; key: string; title: string }
  | { type: 'entry.remove'; key: string }
  | { type: 'entry.moveUp'; key: string }
  | { type: 'entry.moveDown'; key: string }
  | { type: 'drag.start'; key: string }
  | { type: 'drag.move'; key: string; toIndex: number }
  | { type: 'drag.drop' }
  | { type: 'drag.cancel' }
  | { type: 'articles.open' }
  | { type: 'articles.close' }
  | { type: 'article.add'; article: ChosenArticle }
  | { type: 'playlist.save' }
  | { type: 'conflict.reload' }
  | { type: 'conflict.keepMine' };

const loadedKey = (index: number) => `s${index}`;

const lifecycle = recordSaving<Playlist>();

export const playlistEditorMachine = setup({
  types: {
    context: {} as PlaylistEditorContext,
    events: {} as PlaylistEditorEvent,
    input: {} as PlaylistEditorInput,
  },
  actors: {
    loadPlaylist: fromPromise<Playlist, { id: number }>(async () => {
      throw new Error('loadPlaylist is not provided');
    }),
    savePlaylist: fromPromise<Playlist, SavePlaylistInput>(async () => {
      throw new Error('savePlaylist is not provided');
    }),
  },
  guards: {
    isCreating: ({ context }) => context.id === null,
    isValid: ({ context }) => playlistFormErrors(formOf(context.document)).length === 0,
    wasCreated: ({ context }) => context.id === null,
    isStale,
  },
  actions: {
    assignPlaylist: assign((_, playlist: Playlist) => {
      const document = documentOf(playlist, loadedKey);
      return {
        id: playlist.id,
        version: playlist.version,
        document,
        saved: document,
        conflict: null,
        submitted: false,
        focusKey: null,
      };
    }),
    /** Keep mine: the document stays as edited and is saved next on their version. */
    assignTheirVersion: assign((_, playlist: Playlist) => ({ version: playlist.version, conflict: null })),
    assignConflict: assign(conflictOf),
    assignTitle: assign(({ context }, title: string) => ({ document: setTitle(context.document, title) })),
    appendLabel: assign(({ context }) => {
      const key = `n${context.nextKey}`;
      return { document: addLabel(context.document, key), nextKey: context.nextKey + 1, focusKey: key };
    }),
    assignLabelTitle: assign(({ context }, params: { key: string; title: string }) => ({
      document: renameLabel(context.document, params.key, params.title),
    })),
    dropEntry: assign(({ context }, key: string) => ({ document: removeEntry(context.document, key) })),
    moveBy: assign(({ context }, params: { key: string; by: number }) => ({
      document: moveEntry(
        context.document,
        params.key,
        indexOfEntry(context.document, params.key) + params.by,
      ),
    })),
    moveTo: assign(({ context }, params: { key: string; toIndex: number }) => ({
      document: moveEntry(context.document, params.key, params.toIndex),
    })),
    rememberOrder: assign(({ context }) => ({ dragOrigin: context.document.entries })),
    forgetOrder: assign({ dragOrigin: null }),
    restoreOrder: assign(({ context }) => ({
      document: { ...context.document, entries: context.dragOrigin ?? context.document.entries },
      dragOrigin: null,
    })),
    appendArticle: assign(({ context }, article: ChosenArticle) => ({
      document: addArticle(context.document, article, `n${context.nextKey}`),
      nextKey: context.nextKey + 1,
      focusKey: null,
    })),
    markSubmitted: assign({ submitted: true }),
    assignLoadStatus: assign(({ event }) => {
      const error = (event as { error?: unknown }).error;
      return { loadStatus: error instanceof ApiError ? error.status : 0 };
    }),
    /** The form's messages, joined into one error notification; provided by the screen. */
    notifyInvalid: (_, _messages: readonly string[]) => {},
    /** Create → the new playlist's edit page; provided by the screen. */
    goToEdit: (_, _id: number) => {},
    notifyCreated: () => {},
    notifyUpdated: () => {},
    notifySaveFailed: () => {},
  },
}).createMachine({
  id: 'playlistEditor',
  context: ({ input }) => ({
    id: input.id,
    version: null,
    document: EMPTY_PLAYLIST,
    saved: EMPTY_PLAYLIST,
    nextKey: 1,
    submitted: false,
    dragOrigin: null,
    focusKey: null,
    conflict: null,
    loadStatus: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      description: 'The screen opens the editor: Create starts empty, Edit loads the playlist.',
      on: { 'playlist.open': [{ guard: 'isCreating', target: 'ready' }, { target: 'loading' }] },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadPlaylist',
        input: ({ context }) => ({ id: context.id! }),
        onDone: { target: 'ready', actions: { type: 'assignPlaylist', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: 'assignLoadStatus' },
      },
    },
    loadFailed: {
      description: 'Missing, hidden (404) or failed: the screen shows the error.',
      tags: ['error'],
    },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          description: 'Edits apply at once; a drag or the article search holds them until it ends.',
          on: {
            'title.change': { actions: { type: 'assignTitle', params: ({ event }) => event.title } },
            'label.add': { actions: 'appendLabel' },
            'label.rename': { actions: { type: 'assignLabelTitle', params: ({ event }) => event } },
            'entry.remove': { actions: { type: 'dropEntry', params: ({ event }) => event.key } },
            'entry.moveUp': {
              actions: { type: 'moveBy', params: ({ event }) => ({ key: event.key, by: -1 }) },
            },
            'entry.moveDown': {
              actions: { type: 'moveBy', params: ({ event }) => ({ key: event.key, by: 1 }) },
            },
            'playlist.save': [
              { guard: 'isValid', target: '#playlistEditor.saving', actions: 'markSubmitted' },
              {
                actions: [
                  'markSubmitted',
                  {
                    type: 'notifyInvalid',
                    params: ({ context }) => playlistFormErrors(formOf(context.document)),
                  },
                ],
              },
            ],
            'drag.start': { target: 'dragging', actions: 'rememberOrder' },
            'articles.open': 'addingArticle',
          },
        },
        dragging: {
          description:
            'An entry is lifted: each move applies at once; the drop keeps the order, Esc restores it.',
          on: {
            'drag.move': { actions: { type: 'moveTo', params: ({ event }) => event } },
            'drag.drop': { target: 'editing', actions: 'forgetOrder' },
            'drag.cancel': { target: 'editing', actions: 'restoreOrder' },
          },
        },
        addingArticle: {
          description:
            "The Add Video dialog's article search is open; articles already in the playlist are greyed.",
          on: {
            'article.add': {
              target: 'editing',
              actions: { type: 'appendArticle', params: ({ event }) => event.article },
            },
            'articles.close': 'editing',
          },
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'savePlaylist',
        input: ({ context }) => ({
          id: context.id,
          form: formOf(context.document),
          version: context.version,
        }),
        onDone: [
          {
            guard: 'wasCreated',
            target: 'ready',
            actions: [
              { type: 'assignPlaylist', params: ({ event }) => event.output },
              'notifyCreated',
              { type: 'goToEdit', params: ({ event }) => event.output.id },
            ],
          },
          {
            target: 'ready',
            actions: [{ type: 'assignPlaylist', params: ({ event }) => event.output }, 'notifyUpdated'],
          },
        ],
        onError: [lifecycle.onStale, { target: 'ready', actions: 'notifySaveFailed' }],
      },
    },
    conflict: lifecycle.conflictState({
      machineId: 'playlistEditor',
      record: 'this playlist',
      load: 'loadPlaylist',
      loadInput: loadById,
      assignRecord: 'assignPlaylist',
      notifyFailed: 'notifySaveFailed',
    }),
  },
});

export type PlaylistEditorActorRef = ActorRefFrom<typeof playlistEditorMachine>;
export type PlaylistEditorSnapshot = SnapshotFrom<typeof playlistEditorMachine>;

export const selectDocument = (s: PlaylistEditorSnapshot) => s.context.document;
export const selectIsDirty = (s: PlaylistEditorSnapshot) =>
  !sameDocument(s.context.document, s.context.saved);
export const selectIsLoading = (s: PlaylistEditorSnapshot) => s.matches('opening') || s.matches('loading');
export const selectLoadFailed = (s: PlaylistEditorSnapshot) => s.matches('loadFailed');
/** The playlist is missing, or the caller may not see it: both answer 404 (ADR 105, 119). */
export const selectNotFound = (s: PlaylistEditorSnapshot) =>
  s.matches('loadFailed') && s.context.loadStatus === 404;
export const selectIsSaving = (s: PlaylistEditorSnapshot) => s.matches('saving');
export const selectIsBusy = (s: PlaylistEditorSnapshot) => s.hasTag('busy');
export const selectIsAddingArticle = (s: PlaylistEditorSnapshot) => s.matches({ ready: 'addingArticle' });
export const selectFocusKey = (s: PlaylistEditorSnapshot) => s.context.focusKey;
export const selectConflict = (s: PlaylistEditorSnapshot) =>
  s.hasTag('conflict') ? s.context.conflict : null;
/** The title's message and each blank label's, once a save was tried. */
export const selectTitleError = (s: PlaylistEditorSnapshot): string | null => {
  if (!s.context.submitted) return null;
  const errors = playlistFormErrors({ title: s.context.document.title, items: [] });
  return errors[0] ?? null;
};
export const selectBlankLabelKeys = (s: PlaylistEditorSnapshot): readonly string[] =>
  s.context.submitted
    ? s.context.document.entries.filter((e) => e.type === 'label' && !e.title.trim()).map((e) => e.key)
    : [];
