/**
 * One class's page (/classes/{id}): the class with its students and instructors, its quizzes and its playlists,
 * loaded together; removing a quiz or a playlist and publishing, each followed by a quiet reload. A class the
 * caller may not see answers 404 and shows the not-found screen (ADR 117).
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Class, ClassPlaylist, ClassQuiz } from '../../api/classes/classesContract';
import { ApiError } from '../../api/shared/http';
import { CLASS_MESSAGES } from '../../domain/classes/classes';
import { messageOf } from '../../domain/shared/messages';

export interface ClassPageData {
  readonly klass: Class;
  readonly quizzes: readonly ClassQuiz[];
  readonly playlists: readonly ClassPlaylist[];
}

export interface ClassPageContext {
  readonly classId: number;
  data: ClassPageData | null;
  error: string | null;
}

export type ClassPageEvent =
  | { type: 'page.reload' }
  | { type: 'quiz.remove'; quizId: number }
  | { type: 'playlist.remove'; playlistId: number }
  | { type: 'publish.set'; published: boolean };

export interface LinkInput {
  readonly classId: number;
  readonly id: number;
}

export const classPageMachine = setup({
  types: {
    context: {} as ClassPageContext,
    events: {} as ClassPageEvent,
    input: {} as { classId: number },
  },
  actors: {
    loadPage: fromPromise<ClassPageData, { classId: number }>(async () => {
      throw new Error('loadPage is not provided');
    }),
    removeQuiz: fromPromise<void, LinkInput>(async () => {
      throw new Error('removeQuiz is not provided');
    }),
    removePlaylist: fromPromise<void, LinkInput>(async () => {
      throw new Error('removePlaylist is not provided');
    }),
    publish: fromPromise<void, { classId: number; published: boolean }>(async () => {
      throw new Error('publish is not provided');
    }),
  },
  guards: {
    isNotFound: ({ event }) => {
      const error = (event as { error?: unknown }).error;
      return error instanceof ApiError && error.status === 404;
    },
  },
  actions: {
    assignData: assign({ data: (_, params: { data: ClassPageData }) => params.data, error: null }),
    assignError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    /** Shows one notification; provided by the screen. */
    notify: (_, _params: { kind: 'success' | 'error'; message: string }) => {},
  },
}).createMachine({
  id: 'classPage',
  context: ({ input }) => ({ classId: input.classId, data: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ classId: context.classId }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignData', params: ({ event }) => ({ data: event.output }) },
        },
        onError: [
          { guard: 'isNotFound', target: 'notFound' },
          {
            target: 'failed',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    failed: { on: { 'page.reload': 'loading' } },
    notFound: { type: 'final' },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'page.reload': 'refreshing',
            'quiz.remove': 'removingQuiz',
            'playlist.remove': 'removingPlaylist',
            'publish.set': 'publishing',
          },
        },
        refreshing: {
          tags: ['busy'],
          invoke: {
            src: 'loadPage',
            input: ({ context }) => ({ classId: context.classId }),
            onDone: {
              target: 'idle',
              actions: { type: 'assignData', params: ({ event }) => ({ data: event.output }) },
            },
            onError: [{ guard: 'isNotFound', target: '#classPage.notFound' }, { target: 'idle' }],
          },
        },
        removingQuiz: {
          tags: ['busy'],
          invoke: {
            src: 'removeQuiz',
            input: ({ context, event }) => ({
              classId: context.classId,
              id: (event as Extract<ClassPageEvent, { type: 'quiz.remove' }>).quizId,
            }),
            onDone: {
              target: 'refreshing',
              actions: { type: 'notify', params: { kind: 'success', message: CLASS_MESSAGES.quizDeleted } },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'notify',
                params: { kind: 'error', message: CLASS_MESSAGES.unableToDeleteQuiz },
              },
            },
          },
        },
        removingPlaylist: {
          tags: ['busy'],
          invoke: {
            src: 'removePlaylist',
            input: ({ context, event }) => ({
              classId: context.classId,
              id: (event as Extract<ClassPageEvent, { type: 'playlist.remove' }>).playlistId,
            }),
            onDone: {
              target: 'refreshing',
              actions: {
                type: 'notify',
                params: { kind: 'success', message: CLASS_MESSAGES.playlistDeleted },
              },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'notify',
                params: { kind: 'error', message: CLASS_MESSAGES.unableToDeletePlaylist },
              },
            },
          },
        },
        publishing: {
          tags: ['busy'],
          invoke: {
            src: 'publish',
            input: ({ context, event }) => ({
              classId: context.classId,
              published: (event as Extract<ClassPageEvent, { type: 'publish.set' }>).published,
            }),
            onDone: 'refreshing',
            onError: {
              target: 'idle',
              actions: {
                type: 'notify',
                params: ({ event }) => ({ kind: 'error' as const, message: messageOf(event.error) }),
              },
            },
          },
        },
      },
    },
  },
});

export type ClassPageActorRef = ActorRefFrom<typeof classPageMachine>;
export type ClassPageSnapshot = SnapshotFrom<typeof classPageMachine>;
export const selectClassData = (s: ClassPageSnapshot) => s.context.data;
export const selectIsPageBusy = (s: ClassPageSnapshot) => s.hasTag('busy');
export const selectPageStatus = (s: ClassPageSnapshot): 'loading' | 'failed' | 'notFound' | 'ready' =>
  s.matches('loading')
    ? 'loading'
    : s.matches('failed')
      ? 'failed'
      : s.matches('notFound')
        ? 'notFound'
        : 'ready';
export const selectPageError = (s: ClassPageSnapshot) => s.context.error;
