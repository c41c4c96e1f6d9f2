/**
 * The tool's own addresses and public key set, as the LTI area shows them for the LMS administrator to copy
 * (ADR 183). They are a record (ADR 191), read by the shared record machine invoked as the child `record`; this
 * machine copies a value and says so for a moment.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { recordMachine, type RecordActorRef } from '../shared/recordMachine';

export const COPIED_NOTICE_MS = 2_000;

export interface LtiToolContext {
  /** The field whose value was just copied. */
  copied: string | null;
}

export type LtiToolEvent = { type: 'tool.copy'; field: string; value: string };

export const ltiToolMachine = setup({
  types: {
    context: {} as LtiToolContext,
    events: {} as LtiToolEvent,
    children: {} as { record: 'toolRecord' },
  },
  actors: {
    /** The tool's addresses and key set as a record; its read is provided by the screen's services. */
    toolRecord: recordMachine,
    copyText: fromPromise<void, { value: string }>(async () => {
      throw new Error('copyText is not provided');
    }),
  },
  actions: {
    assignCopied: assign((_, field: string) => ({ copied: field })),
    clearCopied: assign({ copied: null }),
  },
  delays: { copiedNotice: COPIED_NOTICE_MS },
}).createMachine({
  id: 'ltiTool',
  context: { copied: null },
  invoke: { id: 'record', src: 'toolRecord', input: {} },
  initial: 'idle',
  on: {
    'tool.copy': {
      target: '.copying',
      actions: { type: 'assignCopied', params: ({ event }) => event.field },
    },
  },
  states: {
    idle: {},
    copying: {
      invoke: {
        src: 'copyText',
        input: ({ event }) => ({ value: (event as LtiToolEvent).value }),
        onDone: 'copied',
        onError: 'idle',
      },
    },
    copied: {
      description: 'The copied field says "Copied" for a moment.',
      after: { copiedNotice: { target: 'idle', actions: 'clearCopied' } },
    },
  },
});

export type LtiToolActorRef = ActorRefFrom<typeof ltiToolMachine>;
export type LtiToolSnapshot = SnapshotFrom<typeof ltiToolMachine>;

/** The tool's addresses and key set as a record, for RecordScreen. */
export const selectToolRecord = (s: LtiToolSnapshot) => s.children.record as RecordActorRef;
export const selectCopiedField = (s: LtiToolSnapshot) => (s.matches('copied') ? s.context.copied : null);
