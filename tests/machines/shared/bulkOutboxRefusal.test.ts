/**
 * A refusal known before the notice (ADR 299): when the server's count answers that the delete would be refused
 * (a bank quizzes draw from), the batch is dropped at once. Its rows come back, the refusal is said, no Undo is
 * offered, nothing is stored or sent however long one waits, and the list reads again.
 */
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { NO_IMPACT } from '../../../src/api/shared/deleteImpactContract';
import { BULK_UNDO_WINDOW_MS, type BulkBatch } from '../../../src/domain/shared/bulkOutbox';
import { bulkOutboxMachine, selectPendingBatches } from '../../../src/machines/shared/bulkOutboxMachine';

function start() {
  const sent: BulkBatch[] = [];
  const stored: string[] = [];
  const pending: string[] = [];
  const refused: { notice: string | undefined; quizzes: number | undefined }[] = [];
  const settled: string[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    bulkOutboxMachine.provide({
      actors: {
        loadOutbox: fromPromise(async (): Promise<BulkBatch[]> => []),
        // Biology is drawn from by two quizzes; Genes by none.
        weighBatch: fromPromise(async ({ input }) =>
          input.rows.some((row) => row.label === 'Biology')
            ? { ...NO_IMPACT, categories: 2, questions: 5, refused: { quizzes: 2 } }
            : { ...NO_IMPACT, questions: 1 },
        ),
        sendBatch: fromPromise(async ({ input }) => {
          sent.push(input);
          return { failed: [] };
        }),
      },
      actions: {
        storeBatch: (_, { batch }) => void stored.push(batch.id),
        forgetBatch: (_, { batchId }) => void stored.splice(stored.indexOf(batchId), 1),
        notifyPending: (_, { batch }) => void pending.push(batch.rows[0]!.label),
        notifyRefused: (_, { batch, impact }) =>
          void refused.push({ notice: batch.refusedNotice, quizzes: impact.refused?.quizzes }),
      },
    }),
    { input: { clock: () => new Date(0) }, clock },
  ).start();
  actor.on('bulk.settled', (event) => void settled.push(event.target));
  return { actor, sent, stored, pending, refused, settled, clock };
}

const IN_USE = 'Quizzes draw from this category: remove their random slots first.';

test('a bank the count says quizzes draw from is refused at once: its words, no Undo, nothing kept or sent', async () => {
  const { actor, sent, stored, pending, refused, settled, clock } = start();
  actor.send({
    type: 'bulk.delete',
    target: { kind: 'bank' },
    rows: [{ id: 1, label: 'Biology' }],
    notice: 'Bank deleted',
    refusedNotice: IN_USE,
  });
  await waitFor(actor, (s) => s.matches({ window: 'idle' }));
  expect(refused).toEqual([{ notice: IN_USE, quizzes: 2 }]);
  expect(pending).toEqual([]);
  expect(selectPendingBatches(actor.getSnapshot())).toEqual([]);
  expect(stored).toEqual([]);
  expect(settled).toEqual(['bank']);
  clock.increment(BULK_UNDO_WINDOW_MS * 3);
  await Promise.resolve();
  expect(sent).toEqual([]);
});

test('a category nothing draws from is offered with Undo and sent when the window ends', async () => {
  const { actor, sent, pending, refused, clock } = start();
  actor.send({
    type: 'bulk.delete',
    target: { kind: 'bankCategory', bankId: 1 },
    rows: [{ id: 11, label: 'Genes' }],
    notice: 'Category deleted',
    refusedNotice: IN_USE,
  });
  await waitFor(actor, (s) => s.matches({ window: 'waiting' }));
  expect(pending).toEqual(['Genes']);
  expect(refused).toEqual([]);
  clock.increment(BULK_UNDO_WINDOW_MS);
  await waitFor(actor, () => sent.length === 1);
  expect(sent[0]?.rows).toEqual([{ id: 11, label: 'Genes' }]);
});
