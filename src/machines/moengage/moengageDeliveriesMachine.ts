/**
 * The MoEngage delivery log and Test connection (ADR 347). The log is a record (ADR 191) read by the shared record
 * machine invoked as the child `record`; Test connection asks the server to call MoEngage once, then the log is read
 * again (the test is a line of it) and the screen says what MoEngage answered.
 */
import { assign, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { MoengageTestResponse } from '../../api/moengage/moengageContract';
import { recordMachine, type RecordActorRef } from '../shared/recordMachine';

export interface MoengageDeliveriesContext {
  /** What the last Test connection answered; null before one, `failed` when the console could not ask. */
  test: MoengageTestResponse | 'failed' | null;
}

export type MoengageDeliveriesEvent = { type: 'connection.test' } | { type: 'log.refresh' };

export const moengageDeliveriesMachine = setup({
  types: {
    context: {} as MoengageDeliveriesContext,
    events: {} as MoengageDeliveriesEvent,
    children: {} as { record: 'deliveriesRecord' },
  },
  actors: {
    /** The log as a record; its read is provided by the screen's services. */
    deliveriesRecord: recordMachine,
    testConnection: fromPromise<MoengageTestResponse>(async () => {
      throw new Error('testConnection is not provided');
    }),
  },
  actions: {
    clearTest: assign({ test: null }),
    assignTest: assign((_, test: MoengageTestResponse | 'failed') => ({ test })),
    refreshLog: sendTo('record', { type: 'record.refresh' }),
  },
}).createMachine({
  id: 'moengageDeliveries',
  context: { test: null },
  invoke: { id: 'record', src: 'deliveriesRecord', input: {} },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'connection.test': { target: 'testing', actions: 'clearTest' },
        'log.refresh': { actions: 'refreshLog' },
      },
    },
    testing: {
      tags: ['busy'],
      description: 'MoEngage is called once with an empty batch; the button waits.',
      invoke: {
        src: 'testConnection',
        onDone: {
          target: 'idle',
          actions: [{ type: 'assignTest', params: ({ event }) => event.output }, 'refreshLog'],
        },
        onError: { target: 'idle', actions: [{ type: 'assignTest', params: 'failed' }, 'refreshLog'] },
      },
    },
  },
});

export type MoengageDeliveriesActorRef = ActorRefFrom<typeof moengageDeliveriesMachine>;
export type MoengageDeliveriesSnapshot = SnapshotFrom<typeof moengageDeliveriesMachine>;

export const selectLogRecord = (s: MoengageDeliveriesSnapshot) => s.children.record as RecordActorRef;
export const selectIsTesting = (s: MoengageDeliveriesSnapshot) => s.hasTag('busy');
export const selectTestOutcome = (s: MoengageDeliveriesSnapshot) => s.context.test;
