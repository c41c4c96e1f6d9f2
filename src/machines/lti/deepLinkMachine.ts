/**
 * Deep Linking in the console (ADR 183): an instructor launched "add content" from their course; the screen lists
 * their quizzes, they pick one and Add to course; the server signs the answer and the browser goes to the page that
 * posts it to the course (a full page load). The request and its quizzes are a record (ADR 191), read by the shared
 * record machine invoked as the child `record`: a request that expired or was answered is not found (404, with the
 * server's sentence), and a read that failed says so with Try again.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DeepLinkInfo } from '../../api/lti/ltiContract';
import { messageOf } from '../../domain/shared/messages';
import { recordMachine, type RecordActorRef } from '../shared/recordMachine';

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
  | { type: 'deepLink.choose'; quizId: number }
  | { type: 'deepLink.submit' }
  /** The record child read the request and its quizzes. */
  | { type: 'record.loaded'; record: DeepLinkInfo };

export const deepLinkMachine = setup({
  types: {
    context: {} as DeepLinkContext,
    events: {} as DeepLinkEvent,
    input: {} as DeepLinkInput,
    children: {} as { record: 'choicesRecord' },
  },
  actors: {
    /** The request and its quizzes as a record; its read and announcement are provided by the screen's services. */
    choicesRecord: recordMachine,
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
  invoke: { id: 'record', src: 'choicesRecord', input: ({ context }) => ({ request: { id: context.id } }) },
  initial: 'loading',
  states: {
    loading: {
      description: 'Until the record child has read the request and its quizzes (or says why not).',
      on: {
        'record.loaded': {
          target: 'choosing',
          actions: { type: 'assignInfo', params: ({ event }) => event.record },
        },
      },
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

/** The request and its quizzes as a record, for RecordScreen. */
export const selectDeepLinkRecord = (s: DeepLinkSnapshot) => s.children.record as RecordActorRef;
export const selectChosenQuiz = (s: DeepLinkSnapshot) => s.context.chosen;
export const selectDeepLinkError = (s: DeepLinkSnapshot) => s.context.error;
export const selectIsDeepLinkBusy = (s: DeepLinkSnapshot) => s.hasTag('busy');
export const selectIsReturning = (s: DeepLinkSnapshot) => s.matches('returning');
