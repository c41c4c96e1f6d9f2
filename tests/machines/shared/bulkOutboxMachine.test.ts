import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { NO_IMPACT, type DeleteImpact } from '../../../src/api/shared/deleteImpactContract';
import {
  BULK_UNDO_WINDOW_MS,
  type BulkBatch,
  type BulkRow,
  type BulkTarget,
} from '../../../src/domain/shared/bulkOutbox';
import { bulkOutboxMachine, selectPendingBatches } from '../../../src/machines/shared/bulkOutboxMachine';

const rows: BulkRow[] = [
  { id: 3, label: 'Helix' },
  { id: 4, label: 'Enzymes' },
];
const target = { kind: 'quiz', quizKind: 'user' } as const;
const fixedClock = () => new Date(0);
const leftBehind: BulkBatch = {
  id: 'old',
  target: { kind: 'class' },
  rows: [rows[0]!],
  dueAt: 0,
  handedOff: true,
};

function start(loaded: BulkBatch[] = []) {
  const sent: BulkBatch[] = [];
  const stored: string[] = [];
  const failures: BulkRow[][] = [];
  const notices: { rows: number; impact: DeleteImpact | null }[] = [];
  const reads = { count: 0 };
  const clock = new SimulatedClock();
  const actor = createActor(
    bulkOutboxMachine.provide({
      actors: {
        loadOutbox: fromPromise(async () => {
          reads.count += 1;
          return loaded;
        }),
        weighBatch: fromPromise(async ({ input }) => {
          if (input.rows.some((row) => row.label === 'Uncounted')) throw new Error('offline');
          return { ...NO_IMPACT, classes: input.rows.length, results: 14 };
        }),
        sendBatch: fromPromise(async ({ input }) => {
          sent.push(input);
          return { failed: input.rows.filter((row) => row.label === 'Refused') };
        }),
      },
      actions: {
        storeBatch: (_, { batch }) => void stored.push(batch.id),
        forgetBatch: (_, { batchId }) => void stored.splice(stored.indexOf(batchId), 1),
        notifySettled: (_, { failed }) => void failures.push([...failed]),
        notifyPending: (_, { batch, impact }) => void notices.push({ rows: batch.rows.length, impact }),
      },
    }),
    { input: { clock: fixedClock }, clock },
  ).start();
  return { actor, sent, stored, failures, notices, clock, reads };
}

type Outbox = ReturnType<typeof start>['actor'];

/** Deletes rows and waits for their notice: the server has counted what goes with them (ADR 266). */
async function remove(actor: Outbox, deleted: readonly BulkRow[], to: BulkTarget = target) {
  actor.send({ type: 'bulk.delete', target: to, rows: deleted });
  await waitFor(actor, (s) => s.matches({ window: 'waiting' }));
}

test('undo within the window sends nothing and forgets the stored batch', async () => {
  const { actor, sent, stored, clock } = start();
  await remove(actor, rows);
  expect(selectPendingBatches(actor.getSnapshot())).toHaveLength(1);
  expect(stored).toHaveLength(1);
  clock.increment(BULK_UNDO_WINDOW_MS - 1);
  actor.send({ type: 'bulk.undo', batchId: actor.getSnapshot().context.waiting!.id });
  clock.increment(BULK_UNDO_WINDOW_MS * 2);
  await Promise.resolve();
  expect(sent).toEqual([]);
  expect(stored).toEqual([]);
  expect(selectPendingBatches(actor.getSnapshot())).toEqual([]);
});

test('the window ending sends the batch once, and a failure names the refused rows and shows them again', async () => {
  const { actor, sent, failures, clock } = start();
  const refused = [{ id: 9, label: 'Refused' }, ...rows];
  await remove(actor, refused);
  clock.increment(BULK_UNDO_WINDOW_MS);
  await waitFor(actor, (s) => s.matches({ delivery: 'idle' }) && s.context.queue.length === 0);
  clock.increment(BULK_UNDO_WINDOW_MS * 3);
  expect(sent).toHaveLength(1);
  expect(failures).toEqual([[{ id: 9, label: 'Refused' }]]);
  expect(selectPendingBatches(actor.getSnapshot())).toEqual([]);
});

test('a delete while a batch is on its way neither reads the outbox again nor sends anything twice', async () => {
  const { actor, sent, clock, reads } = start([leftBehind]);
  await waitFor(actor, (s) => s.matches({ delivery: 'sending' }));
  await remove(actor, [rows[0]!]);
  await remove(actor, [rows[1]!]);
  clock.increment(BULK_UNDO_WINDOW_MS);
  await waitFor(actor, (s) => s.matches({ delivery: 'idle' }) && s.context.queue.length === 0);
  expect(reads.count).toBe(1);
  expect(sent.map((batch) => batch.rows.map((row) => row.id))).toEqual([[3], [3], [4]]);
});

test('a new start sends what a closed page left, once', async () => {
  const { actor, sent } = start([leftBehind]);
  await waitFor(actor, (s) => s.matches({ delivery: 'idle' }) && s.context.queue.length === 0);
  expect(sent.map((batch) => batch.id)).toEqual(['old']);
});

test('a second bulk delete inside the window sends the first at once and offers Undo for the second', async () => {
  const { actor, sent } = start();
  actor.send({ type: 'bulk.delete', target, rows: [rows[0]!] });
  actor.send({ type: 'bulk.delete', target, rows: [rows[1]!] });
  await waitFor(actor, () => sent.length === 1);
  expect(sent[0]!.rows).toEqual([rows[0]]);
  expect(actor.getSnapshot().context.waiting?.rows).toEqual([rows[1]]);
});

test('while the user is on its notification the window waits, and once left it runs a whole window again', async () => {
  const { actor, sent, clock } = start();
  await remove(actor, rows);
  const batchId = actor.getSnapshot().context.waiting!.id;
  clock.increment(BULK_UNDO_WINDOW_MS - 1);
  actor.send({ type: 'bulk.hold', batchId });
  clock.increment(BULK_UNDO_WINDOW_MS * 10);
  await Promise.resolve();
  expect(sent).toEqual([]);
  expect(selectPendingBatches(actor.getSnapshot())).toHaveLength(1);

  actor.send({ type: 'bulk.release', batchId });
  clock.increment(BULK_UNDO_WINDOW_MS - 1);
  await Promise.resolve();
  expect(sent).toEqual([]);
  clock.increment(1);
  await waitFor(actor, (s) => s.matches({ delivery: 'idle' }) && s.context.queue.length === 0);
  expect(sent.map((batch) => batch.id)).toEqual([batchId]);
});

test('undo while the notification is held sends nothing', async () => {
  const { actor, sent, clock } = start();
  await remove(actor, rows);
  const batchId = actor.getSnapshot().context.waiting!.id;
  actor.send({ type: 'bulk.hold', batchId });
  clock.increment(BULK_UNDO_WINDOW_MS * 3);
  actor.send({ type: 'bulk.undo', batchId });
  clock.increment(BULK_UNDO_WINDOW_MS * 3);
  await Promise.resolve();
  expect(sent).toEqual([]);
  expect(selectPendingBatches(actor.getSnapshot())).toEqual([]);
});

test('the notice waits for the count of what goes with the rows, and the window starts with it', async () => {
  const { actor, notices, sent, clock } = start();
  actor.send({ type: 'bulk.delete', target, rows });
  expect(selectPendingBatches(actor.getSnapshot())).toHaveLength(1);
  expect(actor.getSnapshot().matches({ window: 'weighing' })).toBe(true);
  await waitFor(actor, (s) => s.matches({ window: 'waiting' }));
  expect(notices).toEqual([{ rows: 2, impact: { ...NO_IMPACT, classes: 2, results: 14 } }]);
  clock.increment(BULK_UNDO_WINDOW_MS - 1);
  await Promise.resolve();
  expect(sent).toEqual([]);
});

test('a batch the server cannot count still offers Undo, without counts', async () => {
  const { actor, notices } = start();
  await remove(actor, [{ id: 5, label: 'Uncounted' }]);
  expect(notices).toEqual([{ rows: 1, impact: null }]);
});
