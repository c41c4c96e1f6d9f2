/**
 * Undoable bulk deletions that survive a closed tab (ADR 166). A bulk delete hides its rows at once and offers Undo
 * for the undo window; only when the window ends is it sent (a row at a time, a few at once), and a row the server
 * refuses comes back with a notification naming it. Every batch waits in the browser's outbox from the moment it is
 * asked for until it is settled: a closing page hands what is pending to the browser (`bulk.pageHidden`), and the
 * next start sends what is still there and says so.
 *
 * Two regions: `window` holds the one batch whose Undo is offered (a second bulk delete sends the first at once),
 * `delivery` reads the outbox on start and then sends queued batches one after another.
 *
 * Every delete of the lists goes through here, one row or many (ADR 266): the batch's rows are hidden at once, the
 * server counts what goes with them (`weighBatch`), and the notice names it with its Undo. A count that answers the
 * delete would be refused (a bank quizzes draw from, ADR 299) drops the batch at once: the rows come back and the
 * refusal is said, with no Undo and nothing sent.
 */
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  BULK_UNDO_WINDOW_MS,
  newBulkBatch,
  type BulkBatch,
  type BulkRequest,
  type BulkRow,
  type BulkTarget,
} from '../../domain/shared/bulkOutbox';
import type { DeleteImpact } from '../../api/shared/deleteImpactContract';
import { systemClock } from './clock';
import type {
  BulkOutboxContext,
  BulkOutboxEmitted,
  BulkOutboxEvent,
  BulkOutboxInput,
  SendBatchOutput,
} from './bulkOutboxTypes';

type Params = { context: BulkOutboxContext };
/** The waiting batch is dropped after `notice` (undone, or refused by its count): its rows come back. */
const restored = <N>(notice: N) =>
  [
    { type: 'forgetBatch', params: ({ context }: Params) => ({ batchId: context.waiting!.id }) },
    notice,
    { type: 'emitRestored', params: ({ context }: Params) => ({ target: context.waiting!.target.kind }) },
    'dropWaiting',
  ] as const;
/** The first queued batch was sent (or failed whole): forgotten, its failed rows said, its list read again. */
const settled = <E>(failed: (args: { context: BulkOutboxContext; event: E }) => readonly BulkRow[]) =>
  [
    { type: 'forgetBatch', params: ({ context }: Params) => ({ batchId: context.queue[0]!.id }) },
    {
      type: 'notifySettled',
      params: (args: { context: BulkOutboxContext; event: E }) => ({
        batch: args.context.queue[0]!,
        failed: failed(args),
      }),
    },
    'emitSettled',
    'dequeue',
  ] as const;

export const bulkOutboxMachine = setup({
  types: {
    context: {} as BulkOutboxContext,
    events: {} as BulkOutboxEvent,
    input: {} as BulkOutboxInput,
    emitted: {} as BulkOutboxEmitted,
  },
  delays: { undoWindow: BULK_UNDO_WINDOW_MS },
  actors: {
    /** The batches a new start sends (`batchesToResume` over the stored outbox). */
    loadOutbox: fromPromise<BulkBatch[], { now: number }>(async () => {
      throw new Error('loadOutbox is not provided');
    }),
    sendBatch: fromPromise<SendBatchOutput, BulkBatch>(async () => {
      throw new Error('sendBatch is not provided');
    }),
    /** What goes with the batch's rows (the server's counts), for its notice. */
    weighBatch: fromPromise<DeleteImpact, BulkBatch>(async () => {
      throw new Error('weighBatch is not provided');
    }),
  },
  guards: {
    isWaitingBatch: ({ context }, params: { batchId: string }) => context.waiting?.id === params.batchId,
    hasQueue: ({ context }) => context.queue.length > 0,
    hasBatches: (_, params: { count: number }) => params.count > 0,
    isRefused: (_, params: { impact: DeleteImpact }) => params.impact.refused !== undefined,
  },
  actions: {
    startBatch: assign(({ context }, params: BulkRequest) => ({
      waiting: newBulkBatch(params, context.clock().getTime(), context.nextSeq),
      nextSeq: context.nextSeq + 1,
    })),
    /** The waiting batch goes to the delivery queue (its window ended, or another bulk delete came). */
    enqueueWaiting: assign(({ context }) => ({
      queue: context.waiting ? [...context.queue, context.waiting] : context.queue,
      waiting: null,
    })),
    dropWaiting: assign({ waiting: null }),
    /** The window starts again once the user leaves its notification, as the notification's lifetime does. */
    restartWindow: assign({
      waiting: ({ context }) =>
        context.waiting && { ...context.waiting, dueAt: context.clock().getTime() + BULK_UNDO_WINDOW_MS },
    }),
    resumeBatches: assign({
      queue: ({ context }, params: { batches: BulkBatch[] }) => [...params.batches, ...context.queue],
    }),
    dequeue: assign({ queue: ({ context }) => context.queue.slice(1) }),
    emitSettled: emit(({ context }) => ({
      type: 'bulk.settled' as const,
      target: context.queue[0]?.target.kind ?? 'quiz',
    })),
    emitRestored: emit((_, params: { target: BulkTarget['kind'] }) => ({
      type: 'bulk.settled' as const,
      target: params.target,
    })),
    /** Writes the batch into the stored outbox; provided by the services. */
    storeBatch: (_, _params: { batch: BulkBatch }) => {},
    /** Removes a batch from the stored outbox; provided by the services. */
    forgetBatch: (_, _params: { batchId: string }) => {},
    /** Sends every pending batch with keepalive and marks it handed off; provided by the services. */
    handOff: (_, _params: { batches: readonly BulkBatch[] }) => {},
    /** '3 deleted', what went with them (when counted) and Undo (which sends bulk.undo); provided by the screen. */
    notifyPending: (_, _params: { batch: BulkBatch; impact: DeleteImpact | null }) => {},
    /** The server's count says it would refuse the batch (ADR 299): its words, no Undo; provided by the screen. */
    notifyRefused: (_, _params: { batch: BulkBatch; impact: DeleteImpact }) => {},
    /** 'Deletion undone'; provided by the screen. */
    notifyUndone: (_, _params: { batch: BulkBatch }) => {},
    /** A batch was sent: says which rows the server did not delete, if any; provided by the screen. */
    notifySettled: (_, _params: { batch: BulkBatch; failed: readonly BulkRow[] }) => {},
    /** Says that deletions left by a closed page are being sent; provided by the screen. */
    notifyResuming: (_, _params: { batches: readonly BulkBatch[] }) => {},
  },
}).createMachine({
  id: 'bulkOutbox',
  type: 'parallel',
  context: ({ input }) => ({
    clock: input.clock ?? systemClock,
    waiting: null,
    queue: [],
    nextSeq: 1,
  }),
  on: {
    'bulk.pageHidden': {
      actions: {
        type: 'handOff',
        params: ({ context }) => ({
          batches: context.waiting ? [...context.queue, context.waiting] : context.queue,
        }),
      },
    },
  },
  states: {
    window: {
      initial: 'idle',
      // A bulk delete starts a batch from any state: the one whose Undo was offered goes to be sent at once, and a
      // batch still being weighed is weighed no more. Not `reenter`: that would leave and enter the whole machine,
      // `delivery` too (reading the outbox again, sending again what is on its way).
      on: {
        'bulk.delete': {
          target: '.weighing',
          actions: [
            'enqueueWaiting',
            { type: 'startBatch', params: ({ event }) => event },
            { type: 'storeBatch', params: ({ context }) => ({ batch: context.waiting! }) },
          ],
        },
      },
      states: {
        idle: {},
        weighing: {
          description:
            'The rows are hidden; the server counts what goes with them before the notice offers Undo. Its window starts with the notice.',
          invoke: {
            src: 'weighBatch',
            input: ({ context }) => context.waiting!,
            onDone: [
              {
                // Refused before it is offered: the batch is forgotten and its rows come back at once.
                guard: { type: 'isRefused', params: ({ event }) => ({ impact: event.output }) },
                target: 'idle',
                actions: restored({
                  type: 'notifyRefused',
                  params: ({ context, event }) => ({ batch: context.waiting!, impact: event.output }),
                }),
              },
              {
                target: 'waiting',
                actions: {
                  type: 'notifyPending',
                  params: ({ context, event }) => ({ batch: context.waiting!, impact: event.output }),
                },
              },
            ],
            // Not counted (offline, refused): the notice still offers Undo, without the counts.
            onError: {
              target: 'waiting',
              actions: {
                type: 'notifyPending',
                params: ({ context }) => ({ batch: context.waiting!, impact: null }),
              },
            },
          },
        },
        waiting: {
          description: 'Undo is offered; nothing is sent yet.',
          initial: 'counting',
          states: {
            counting: {
              after: { undoWindow: { target: '#bulkOutbox.window.idle', actions: 'enqueueWaiting' } },
              on: {
                'bulk.hold': {
                  guard: { type: 'isWaitingBatch', params: ({ event }) => ({ batchId: event.batchId }) },
                  target: 'held',
                },
              },
            },
            held: {
              description: 'The user is on its notification: Undo stays offered until they leave it.',
              on: {
                'bulk.release': {
                  guard: { type: 'isWaitingBatch', params: ({ event }) => ({ batchId: event.batchId }) },
                  target: 'counting',
                  actions: [
                    'restartWindow',
                    { type: 'storeBatch', params: ({ context }) => ({ batch: context.waiting! }) },
                  ],
                },
              },
            },
          },
          on: {
            'bulk.undo': {
              guard: { type: 'isWaitingBatch', params: ({ event }) => ({ batchId: event.batchId }) },
              target: 'idle',
              actions: restored({
                type: 'notifyUndone',
                params: ({ context }) => ({ batch: context.waiting! }),
              }),
            },
          },
        },
      },
    },
    delivery: {
      initial: 'resuming',
      states: {
        resuming: {
          description: 'Reads what a closed page left in the outbox.',
          invoke: {
            src: 'loadOutbox',
            input: ({ context }) => ({ now: context.clock().getTime() }),
            onDone: [
              {
                guard: { type: 'hasBatches', params: ({ event }) => ({ count: event.output.length }) },
                target: 'idle',
                actions: [
                  { type: 'resumeBatches', params: ({ event }) => ({ batches: event.output }) },
                  { type: 'notifyResuming', params: ({ event }) => ({ batches: event.output }) },
                ],
              },
              { target: 'idle' },
            ],
            onError: 'idle',
          },
        },
        idle: {
          always: { guard: 'hasQueue', target: 'sending' },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            src: 'sendBatch',
            input: ({ context }) => context.queue[0]!,
            onDone: { target: 'idle', actions: settled(({ event }) => event.output.failed) },
            // Not sent (offline, refused as a whole): every row of the batch failed.
            onError: { target: 'idle', actions: settled(({ context }) => context.queue[0]!.rows) },
          },
        },
      },
    },
  },
});

export type BulkOutboxActorRef = ActorRefFrom<typeof bulkOutboxMachine>;
export type BulkOutboxSnapshot = SnapshotFrom<typeof bulkOutboxMachine>;

/** Every batch not yet settled: its rows stay hidden from their lists. */
export const selectPendingBatches = (snapshot: BulkOutboxSnapshot): BulkBatch[] =>
  snapshot.context.waiting ? [...snapshot.context.queue, snapshot.context.waiting] : snapshot.context.queue;
