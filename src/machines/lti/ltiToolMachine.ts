/**
 * The tool's own addresses and public key set, as the LTI area shows them for the LMS administrator to copy
 * (ADR 183): loading → ready, or loadFailed with Retry. Copying a value says so for a moment.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { LtiToolInfo } from '../../domain/lti/lti';
import { messageOf } from '../../domain/shared/messages';

export const COPIED_NOTICE_MS = 2_000;

export interface LtiToolContext {
  tool: LtiToolInfo | null;
  error: string | null;
  /** The field whose value was just copied. */
  copied: string | null;
}

export type LtiToolEvent = { type: 'tool.retry' } | { type: 'tool.copy'; field: string; value: string };

export const ltiToolMachine = setup({
  types: { context: {} as LtiToolContext, events: {} as LtiToolEvent },
  actors: {
    loadTool: fromPromise<LtiToolInfo>(async () => {
      throw new Error('loadTool is not provided');
    }),
    copyText: fromPromise<void, { value: string }>(async () => {
      throw new Error('copyText is not provided');
    }),
  },
  actions: {
    assignTool: assign((_, tool: LtiToolInfo) => ({ tool, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    assignCopied: assign((_, field: string) => ({ copied: field })),
    clearCopied: assign({ copied: null }),
  },
  delays: { copiedNotice: COPIED_NOTICE_MS },
}).createMachine({
  id: 'ltiTool',
  context: { tool: null, error: null, copied: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadTool',
        onDone: { target: 'ready', actions: { type: 'assignTool', params: ({ event }) => event.output } },
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      tags: ['error'],
      on: { 'tool.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {},
        copying: {
          invoke: {
            src: 'copyText',
            input: ({ event }) => ({ value: (event as Extract<LtiToolEvent, { type: 'tool.copy' }>).value }),
            onDone: 'copied',
            onError: 'idle',
          },
        },
        copied: {
          description: 'The copied field says "Copied" for a moment.',
          after: { copiedNotice: { target: 'idle', actions: 'clearCopied' } },
        },
      },
      on: {
        'tool.copy': {
          target: '.copying',
          actions: { type: 'assignCopied', params: ({ event }) => event.field },
        },
      },
    },
  },
});

export type LtiToolActorRef = ActorRefFrom<typeof ltiToolMachine>;
export type LtiToolSnapshot = SnapshotFrom<typeof ltiToolMachine>;

export const selectTool = (s: LtiToolSnapshot) => s.context.tool;
export const selectToolError = (s: LtiToolSnapshot) => (s.matches('loadFailed') ? s.context.error : null);
export const selectIsToolLoading = (s: LtiToolSnapshot) => s.hasTag('busy');
export const selectCopiedField = (s: LtiToolSnapshot) =>
  s.matches({ ready: 'copied' }) ? s.context.copied : null;
