/**
 * Import playlists: a two-list picker (my playlists on the left, those to import on the right) with the Import
 * Videos and Import Template Questions checkboxes. Importing reads each chosen playlist's articles and, when asked,
 * each article's template questions; the editor turns the result into one `playlist.import` event.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { PlaylistSummary } from '../../../api/playlists/playlistsContract';
import type { ItemArticle, QuizItem } from '../../../domain/quiz/quiz';
import { LOADING_DIALOG } from '../../shared/loadingDialog';

export interface ImportRequest {
  readonly playlistIds: readonly number[];
  readonly videos: boolean;
  readonly questions: boolean;
}
export interface ImportResult {
  /** The playlists' articles, once each, whose videos are imported. */
  readonly articles: readonly Pick<ItemArticle, 'id' | 'title' | 'articleType'>[];
  readonly questions: readonly QuizItem[];
}

export interface ImportPlaylistsContext {
  available: PlaylistSummary[];
  chosenIds: number[];
  videos: boolean;
  questions: boolean;
  result: ImportResult | null;
  error: string | null;
}

export type ImportPlaylistsEvent =
  | { type: 'playlist.choose'; id: number }
  | { type: 'playlist.unchoose'; id: number }
  | { type: 'videos.toggle' }
  | { type: 'questions.toggle' }
  | { type: 'import.confirm' }
  | { type: 'import.retry' }
  | { type: 'dialog.cancel' };

export const importPlaylistsMachine = setup({
  types: {
    context: {} as ImportPlaylistsContext,
    events: {} as ImportPlaylistsEvent,
    output: {} as ImportResult | null,
  },
  actors: {
    fetchMyPlaylists: fromPromise<PlaylistSummary[]>(async () => {
      throw new Error('fetchMyPlaylists is not provided');
    }),
    importPlaylists: fromPromise<ImportResult, ImportRequest>(async () => {
      throw new Error('importPlaylists is not provided');
    }),
  },
  guards: {
    canImport: ({ context }) => context.chosenIds.length > 0 && (context.videos || context.questions),
  },
  actions: {
    assignAvailable: assign((_, params: { playlists: PlaylistSummary[] }) => ({
      available: params.playlists,
    })),
    choose: assign(({ context }, params: { id: number }) => ({
      chosenIds: context.chosenIds.includes(params.id)
        ? context.chosenIds
        : [...context.chosenIds, params.id],
    })),
    unchoose: assign(({ context }, params: { id: number }) => ({
      chosenIds: context.chosenIds.filter((id) => id !== params.id),
    })),
    toggleVideos: assign(({ context }) => ({ videos: !context.videos })),
    toggleQuestions: assign(({ context }) => ({ questions: !context.questions })),
    assignResult: assign((_, params: { result: ImportResult }) => ({ result: params.result })),
    assignError: assign({ error: 'Error' }),
  },
}).createMachine({
  id: 'importPlaylists',
  context: { available: [], chosenIds: [], videos: true, questions: true, result: null, error: null },
  output: ({ context }) => context.result,
  ...LOADING_DIALOG,
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        src: 'fetchMyPlaylists',
        onDone: {
          target: 'choosing',
          actions: { type: 'assignAvailable', params: ({ event }) => ({ playlists: event.output }) },
        },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: { tags: 'error', on: { 'import.retry': 'loading' } },
    choosing: {
      on: {
        'playlist.choose': { actions: { type: 'choose', params: ({ event }) => event } },
        'playlist.unchoose': { actions: { type: 'unchoose', params: ({ event }) => event } },
        'videos.toggle': { actions: 'toggleVideos' },
        'questions.toggle': { actions: 'toggleQuestions' },
        'import.confirm': { guard: 'canImport', target: 'importing' },
      },
    },
    importing: {
      tags: 'busy',
      invoke: {
        src: 'importPlaylists',
        input: ({ context }) => ({
          playlistIds: context.chosenIds,
          videos: context.videos,
          questions: context.questions,
        }),
        onDone: {
          target: 'imported',
          actions: { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: { target: 'choosing', actions: 'assignError' },
      },
    },
    imported: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type ImportPlaylistsActorRef = ActorRefFrom<typeof importPlaylistsMachine>;
export const selectAvailablePlaylists = (s: SnapshotFrom<typeof importPlaylistsMachine>) =>
  s.context.available.filter((p) => !s.context.chosenIds.includes(p.id));
export const selectChosenPlaylists = (s: SnapshotFrom<typeof importPlaylistsMachine>) =>
  s.context.chosenIds.flatMap((id) => s.context.available.filter((p) => p.id === id));
