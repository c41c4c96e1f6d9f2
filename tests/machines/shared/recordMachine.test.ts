/**
 * The record lifecycle every read screen shares (ADR 191): what the user is shown after each answer of the read.
 * The read is a promise each test settles by hand, so the order of answers is the test's.
 */
import { createActor, waitFor } from 'xstate';
import { ApiError } from '../../../src/api/shared/http';
import {
  recordMachine,
  recordServices,
  selectIsRefreshing,
  selectRecord,
  selectRecordError,
  selectRecordStatus,
  selectRefreshFailed,
  selectToggled,
} from '../../../src/machines/shared/recordMachine';

interface Read {
  readonly request: unknown;
  readonly signal: AbortSignal;
  resolve(record: unknown): void;
  reject(error: unknown): void;
}

function start(input: { request?: unknown } = { request: { quizId: 7 } }) {
  const reads: Read[] = [];
  const announced: unknown[] = [];
  const logic = recordMachine.provide({
    ...recordServices(
      (request: unknown, signal: AbortSignal) =>
        new Promise((resolve, reject) => reads.push({ request, signal, resolve, reject })),
    ),
    actions: { announceRecord: (_, params) => announced.push(params.record) },
  });
  const actor = createActor(logic, { input }).start();
  const settle = async () => {
    await Promise.resolve();
    await Promise.resolve();
  };
  return { actor, reads, announced, settle, last: () => reads[reads.length - 1]! };
}

test('the record the read answers is shown, read with the screen’s request', async () => {
  const { actor, last, announced } = start();
  expect(selectRecordStatus(actor.getSnapshot())).toBe('loading');
  expect(last().request).toEqual({ quizId: 7 });
  last().resolve({ title: 'Cells' });
  await waitFor(actor, (s) => selectRecordStatus(s) === 'ready');
  expect(selectRecord(actor.getSnapshot())).toEqual({ title: 'Cells' });
  expect(announced).toEqual([{ title: 'Cells' }]);
});

test('a 404 is not found, not a failure, and offers no Try again', async () => {
  const { actor, last, reads, settle } = start();
  last().reject(new ApiError(404, 'Quiz not found'));
  await waitFor(actor, (s) => selectRecordStatus(s) !== 'loading');
  expect(selectRecordStatus(actor.getSnapshot())).toBe('notFound');
  actor.send({ type: 'record.retry' });
  await settle();
  expect(reads).toHaveLength(1);
  expect(selectRecordStatus(actor.getSnapshot())).toBe('notFound');
});

test('a failed read says so, and Try again reads again until it answers', async () => {
  const { actor, last, reads } = start();
  last().reject(new ApiError(500, 'Internal error'));
  await waitFor(actor, (s) => selectRecordStatus(s) === 'failed');
  expect(selectRecordError(actor.getSnapshot())).toEqual({ status: 500, message: 'Internal error' });

  actor.send({ type: 'record.retry' });
  expect(selectRecordStatus(actor.getSnapshot())).toBe('loading');
  last().reject(new TypeError(''));
  await waitFor(actor, (s) => selectRecordStatus(s) === 'failed');
  expect(selectRecordError(actor.getSnapshot())).toEqual({
    status: 0,
    message: 'Oops, something went wrong',
  });

  actor.send({ type: 'record.retry' });
  last().resolve({ title: 'Cells' });
  await waitFor(actor, (s) => selectRecordStatus(s) === 'ready');
  expect(reads).toHaveLength(3);
  expect(selectRecordError(actor.getSnapshot())).toBeNull();
});

test('Refresh keeps the record on screen while it reads again; a failed refresh keeps it and says so', async () => {
  const { actor, last, reads, settle } = start();
  last().resolve({ count: 1 });
  await waitFor(actor, (s) => selectRecordStatus(s) === 'ready');

  actor.send({ type: 'record.refresh' });
  expect(selectIsRefreshing(actor.getSnapshot())).toBe(true);
  expect(selectRecordStatus(actor.getSnapshot())).toBe('ready');
  expect(selectRecord(actor.getSnapshot())).toEqual({ count: 1 });
  // A second Refresh while one runs does not start another read.
  actor.send({ type: 'record.refresh' });
  await settle();
  expect(reads).toHaveLength(2);

  last().reject(new ApiError(503, 'Unavailable'));
  await waitFor(actor, (s) => selectRefreshFailed(s));
  expect(selectRecordStatus(actor.getSnapshot())).toBe('ready');
  expect(selectRecord(actor.getSnapshot())).toEqual({ count: 1 });

  actor.send({ type: 'record.refresh' });
  last().resolve({ count: 2 });
  await waitFor(actor, (s) => !selectIsRefreshing(s));
  expect(selectRefreshFailed(actor.getSnapshot())).toBe(false);
  expect(selectRecord(actor.getSnapshot())).toEqual({ count: 2 });
});

test('a record gone by the time of a refresh is not found', async () => {
  const { actor, last } = start();
  last().resolve({ title: 'Biology 101' });
  await waitFor(actor, (s) => selectRecordStatus(s) === 'ready');
  actor.send({ type: 'record.refresh' });
  last().reject(new ApiError(404, 'Class not found'));
  await waitFor(actor, (s) => selectRecordStatus(s) === 'notFound');
});

test('a change that answers the record shows it at once, without reading again', async () => {
  const { actor, last, reads, announced, settle } = start();
  last().resolve({ links: 1 });
  await waitFor(actor, (s) => selectRecordStatus(s) === 'ready');
  actor.send({ type: 'record.replace', record: { links: 2 } });
  await settle();
  expect(selectRecord(actor.getSnapshot())).toEqual({ links: 2 });
  expect(reads).toHaveLength(1);
  expect(announced).toEqual([{ links: 1 }, { links: 2 }]);
});

test('leaving the screen aborts the read in flight', () => {
  const { actor, last } = start();
  const read = last();
  expect(read.signal.aborted).toBe(false);
  actor.stop();
  expect(read.signal.aborted).toBe(true);
});

test('leaving during a refresh aborts it too', async () => {
  const { actor, last } = start();
  last().resolve({});
  await waitFor(actor, (s) => selectRecordStatus(s) === 'ready');
  actor.send({ type: 'record.refresh' });
  const refresh = last();
  actor.stop();
  expect(refresh.signal.aborted).toBe(true);
});

test('parts turned to another view stay so until turned back, across a refresh', async () => {
  const { actor, last } = start();
  last().resolve({});
  await waitFor(actor, (s) => selectRecordStatus(s) === 'ready');
  actor.send({ type: 'record.toggle', part: 'chart:scores' });
  actor.send({ type: 'record.toggle', part: 'question:4' });
  actor.send({ type: 'record.refresh' });
  last().resolve({});
  await waitFor(actor, (s) => !selectIsRefreshing(s));
  expect(selectToggled(actor.getSnapshot())).toEqual(['chart:scores', 'question:4']);
  actor.send({ type: 'record.toggle', part: 'chart:scores' });
  expect(selectToggled(actor.getSnapshot())).toEqual(['question:4']);
});

test('without its read provided the machine says which actor is missing', async () => {
  const actor = createActor(recordMachine, { input: {} }).start();
  await waitFor(actor, (s) => selectRecordStatus(s) === 'failed');
  expect(selectRecordError(actor.getSnapshot())?.message).toBe('fetchRecord is not provided');
});
