/**
 * The desk list's bulk steps (ADR 314) through the bulk outbox (ADR 166): Unpublish asks one reason for all with
 * the lifecycle's words and sends nothing without it; a batch waits out the Undo window, then each article's step is
 * sent without a version (each is checked against its status as it stands), Undo sends nothing, and a refused row
 * is named.
 */
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { BULK_UNDO_WINDOW_MS, type BulkBatch, type BulkRow } from '../../../src/domain/shared/bulkOutbox';
import {
  deskBulkMachine,
  selectBulkProblem,
  type BulkStepRequest,
} from '../../../src/machines/publish/deskBulkMachine';
import { bulkOutboxMachine } from '../../../src/machines/shared/bulkOutboxMachine';
import { createBulkOutboxServices } from '../../../src/machines/shared/bulkOutboxServices';
import { fakeServer } from '../../views/recordingServer';

const rows: BulkRow[] = [
  { id: 7, label: 'Mitosis' },
  { id: 8, label: 'Meiosis' },
];

function start() {
  const { http, calls } = fakeServer((path) =>
    path.endsWith('/8/step')
      ? { status: 400, content: { message: 'This step is not possible for the article as it stands now.' } }
      : { content: {} },
  );
  const clock = new SimulatedClock();
  const pending: BulkBatch[] = [];
  const settled: { batch: BulkBatch; failed: readonly BulkRow[] }[] = [];
  const services = createBulkOutboxServices(http, null);
  const outbox = createActor(
    bulkOutboxMachine.provide({
      actors: { ...services.actors, loadOutbox: fromPromise(async (): Promise<BulkBatch[]> => []) },
      actions: {
        ...services.actions,
        notifyPending: (_, { batch }) => void pending.push(batch),
        notifySettled: (_, params) => void settled.push(params),
      },
    }),
    { input: { clock: () => new Date(0) }, clock },
  ).start();
  const handed: BulkStepRequest[] = [];
  const bulk = createActor(
    deskBulkMachine.provide({
      actions: {
        sendSteps: (_, request) => {
          handed.push(request);
          outbox.send({
            type: 'bulk.delete',
            target: {
              kind: 'articleStep',
              step: request.step,
              ...(request.note ? { note: request.note } : {}),
            },
            rows: request.rows,
          });
        },
      },
    }),
  ).start();
  const steps = () => calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]);
  return { bulk, outbox, clock, pending, settled, handed, steps };
}

test('unpublishing several articles asks one reason for all and sends nothing without it', () => {
  const { bulk, handed } = start();
  bulk.send({ type: 'bulk.step', step: 'unpublish', rows });
  expect(bulk.getSnapshot().matches('askingReason')).toBe(true);
  bulk.send({ type: 'bulk.note', note: '   ' });
  bulk.send({ type: 'bulk.confirm' });
  expect(selectBulkProblem(bulk.getSnapshot())).toBe('Give a reason for taking the article down.');
  expect(handed).toEqual([]);
  bulk.send({ type: 'bulk.note', note: ' Superseded protocol ' });
  bulk.send({ type: 'bulk.confirm' });
  expect(handed).toEqual([{ step: 'unpublish', rows, note: 'Superseded protocol' }]);
  expect(bulk.getSnapshot().matches('idle')).toBe(true);
});

test('a bulk step waits out the Undo window, then sends each article its step without a version', async () => {
  const { bulk, outbox, clock, pending, settled, steps } = start();
  bulk.send({ type: 'bulk.step', step: 'unpublish', rows });
  bulk.send({ type: 'bulk.note', note: 'Superseded protocol' });
  bulk.send({ type: 'bulk.confirm' });
  await waitFor(outbox, (s) => s.matches({ window: 'waiting' }));
  expect(pending).toHaveLength(1);
  expect(steps()).toEqual([]);
  clock.increment(BULK_UNDO_WINDOW_MS);
  await waitFor(outbox, () => settled.length === 1);
  expect(steps()).toEqual([
    ['/api/admin/publish/article/7/step', { step: 'unpublish', note: 'Superseded protocol' }],
    ['/api/admin/publish/article/8/step', { step: 'unpublish', note: 'Superseded protocol' }],
  ]);
  // The article the server refused (its status had moved on) is named; the other one changed.
  expect(settled[0]!.failed).toEqual([rows[1]]);
});

test('Publish needs no reason, and its Undo sends nothing', async () => {
  const { bulk, outbox, clock, pending, steps } = start();
  bulk.send({ type: 'bulk.step', step: 'publish', rows });
  expect(bulk.getSnapshot().matches('idle')).toBe(true);
  await waitFor(outbox, (s) => s.matches({ window: 'waiting' }));
  outbox.send({ type: 'bulk.undo', batchId: pending[0]!.id });
  clock.increment(BULK_UNDO_WINDOW_MS);
  await waitFor(outbox, (s) => s.matches({ window: 'idle', delivery: 'idle' }));
  expect(outbox.getSnapshot().context.queue).toEqual([]);
  expect(steps()).toEqual([]);
});
