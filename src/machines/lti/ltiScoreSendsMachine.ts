/**
 * The scores the LMS kept refusing (ADR 256), as the LTI screen lists them with Resend. The list is a record
 * (ADR 191) read by the shared record machine invoked as the child `record`; Resend queues one send again, then the
 * list is read again (the score left it) and the screen says the score is on its way, or that it could not be
 * queued.
 */
import { assign, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { recordMachine, type RecordActorRef } from '../shared/recordMachine';

export interface ScoreSendTarget {
  readonly assignmentId: number;
  readonly student: string;
}

export interface LtiScoreSendsContext {
  /** The send being queued again, then the last one that was, for the screen's sentence. */
  target: ScoreSendTarget | null;
  outcome: 'resent' | 'failed' | null;
}

export type LtiScoreSendsEvent = { type: 'sends.resend'; target: ScoreSendTarget };

export const ltiScoreSendsMachine = setup({
  types: {
    context: {} as LtiScoreSendsContext,
    events: {} as LtiScoreSendsEvent,
    children: {} as { record: 'sendsRecord' },
  },
  actors: {
    /** The failed sends as a record; its read is provided by the screen's services. */
    sendsRecord: recordMachine,
    resendScore: fromPromise<unknown, { assignmentId: number }>(async () => {
      throw new Error('resendScore is not provided');
    }),
  },
  actions: {
    assignTarget: assign((_, target: ScoreSendTarget) => ({ target, outcome: null })),
    assignOutcome: assign((_, outcome: 'resent' | 'failed') => ({ outcome })),
    refreshList: sendTo('record', { type: 'record.refresh' }),
  },
}).createMachine({
  id: 'ltiScoreSends',
  context: { target: null, outcome: null },
  invoke: { id: 'record', src: 'sendsRecord', input: {} },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'sends.resend': {
          target: 'resending',
          actions: { type: 'assignTarget', params: ({ event }) => event.target },
        },
      },
    },
    resending: {
      description: 'One send is queued again; the other Resend buttons wait.',
      invoke: {
        src: 'resendScore',
        input: ({ context }) => ({ assignmentId: context.target!.assignmentId }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'assignOutcome', params: 'resent' }, 'refreshList'],
        },
        onError: {
          target: 'idle',
          actions: [{ type: 'assignOutcome', params: 'failed' }, 'refreshList'],
        },
      },
    },
  },
});

export type LtiScoreSendsActorRef = ActorRefFrom<typeof ltiScoreSendsMachine>;
export type LtiScoreSendsSnapshot = SnapshotFrom<typeof ltiScoreSendsMachine>;

export const selectSendsRecord = (s: LtiScoreSendsSnapshot) => s.children.record as RecordActorRef;
export const selectIsResending = (s: LtiScoreSendsSnapshot) => s.matches('resending');
/** What the screen says after a Resend: whose score, and whether it was queued. */
export const selectResendOutcome = (s: LtiScoreSendsSnapshot) =>
  s.context.outcome && s.context.target
    ? { outcome: s.context.outcome, student: s.context.target.student }
    : null;
