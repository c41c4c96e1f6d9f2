/**
 * Deep Linking in the console (ADR 183): an instructor launched "add content" from their course; the screen lists
 * their quizzes, they pick one and Add to course; the server signs the answer and the browser goes to the page that
 * posts it to the course (a full page load). A request that expired or was answered says so.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DeepLinkInfo } from '../../api/lti/ltiContract';
import { messageOf } from '../../domain/shared/messages';

export interface DeepLinkInput {
  readonly id: string;
}

export interface DeepLinkContext {
  id: string;
  info: DeepLinkInfo | null;
  chosen: number | null;
  error: string | null;
}

export type DeepLinkEvent =
  { type: 'deepLink.choose'; quizId: number } | { type: 'deepLink.submit' } | { type: 'deepLink.retry' };

export const deepLinkMachine = setup({
  types: {
    context: {} as DeepLinkContext,
    events: {} as DeepLinkEvent,
    input: {} as DeepLinkInput,
  },
  actors: {
    loadChoices: fromPromise<DeepLinkInfo, { id: string }>(async () => {
      throw new Error('loadChoices is not provided');
    }),
    sendChoice: fromPromise<{ returnPath: string }, { id: string; quizId: number }>(async () => {
      throw new Error('sendChoice is not provided');
    }),
  },
  guards: {
    hasChoice: ({ context }) => context.chosen !== null,
    isKnownQuiz: ({ context }, quizId: number) => context.info?.quizzes.some((q) => q.id === quizId) ?? false,
  },
  actions: {
    assignInfo: assign((_, info: DeepLinkInfo) => ({ info, error: null })),
    assignChoice: assign((_, quizId: number) => ({ chosen: quizId, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    /** A full page load of the page that posts the answer to the course; provided by the screen. */
    goTo: (_, _path: string) => {},
  },
}).createMachine({
  id: 'deepLink',
  context: ({ input }) => ({ id: input.id, info: null, chosen: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadChoices',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'choosing', actions: { type: 'assignInfo', params: ({ event }) => event.output } },
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      description: 'The request expired, was answered, or could not be read: the screen says which.',
      tags: ['error'],
      on: { 'deepLink.retry': 'loading' },
    },
    choosing: {
      on: {
        'deepLink.choose': {
          guard: { type: 'isKnownQuiz', params: ({ event }) => event.quizId },
          actions: { type: 'assignChoice', params: ({ event }) => event.quizId },
        },
        'deepLink.submit': { guard: 'hasChoice', target: 'sending' },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'sendChoice',
        input: ({ context }) => ({ id: context.id, quizId: context.chosen! }),
        onDone: {
          target: 'returning',
          actions: { type: 'goTo', params: ({ event }) => event.output.returnPath },
        },
        onError: {
          target: 'choosing',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    returning: {
      description: 'The browser is on its way back to the course.',
      tags: ['busy'],
      type: 'final',
    },
  },
});

export type DeepLinkActorRef = ActorRefFrom<typeof deepLinkMachine>;
export type DeepLinkSnapshot = SnapshotFrom<typeof deepLinkMachine>;

export const selectDeepLinkInfo = (s: DeepLinkSnapshot) => s.context.info;
export const selectChosenQuiz = (s: DeepLinkSnapshot) => s.context.chosen;
export const selectDeepLinkError = (s: DeepLinkSnapshot) => s.context.error;
export const selectDeepLinkLoadFailed = (s: DeepLinkSnapshot) => s.matches('loadFailed');
export const selectIsDeepLinkBusy = (s: DeepLinkSnapshot) => s.hasTag('busy');
export const selectIsLoadingChoices = (s: DeepLinkSnapshot) => s.matches('loading');
