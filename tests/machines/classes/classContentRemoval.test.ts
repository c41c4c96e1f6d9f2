/**
 * A quiz, a playlist or a student removed from a class goes through the bulk outbox as every delete does (ADR 266, 290): the row
 * is pending at once with SPEC's words and what the removal leaves, Undo sends nothing, and left to end the
 * window sends SPEC's DELETE once.
 */
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { Class } from '../../../src/api/classes/classesContract';
import { CLASS_MESSAGES } from '../../../src/domain/classes/classes';
import { BULK_UNDO_WINDOW_MS, type BulkBatch, type BulkRow } from '../../../src/domain/shared/bulkOutbox';
import {
  classPageMachine,
  selectIsChanging,
  type ClassPageData,
} from '../../../src/machines/classes/classPageMachine';
import { createClassPageServices } from '../../../src/machines/classes/classServices';
import { bulkOutboxMachine, selectPendingBatches } from '../../../src/machines/shared/bulkOutboxMachine';
import { createBulkOutboxServices } from '../../../src/machines/shared/bulkOutboxServices';
import { recordMachine, recordServices } from '../../../src/machines/shared/recordMachine';
import { fakeServer } from '../../views/recordingServer';

const data: ClassPageData = { klass: { id: 4, title: 'Biology' } as Class, quizzes: [], playlists: [] };

function start(refuse = false) {
  const { http, calls } = fakeServer((path, method) => {
    if (method === 'DELETE')
      return refuse ? { status: 500, content: { message: 'Refused' } } : { content: { id: 9 } };
    return { status: 404, content: { message: 'Not found' } };
  });
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
  const pageNotices: string[] = [];
  const page = createActor(
    classPageMachine.provide({
      actors: {
        ...createClassPageServices(http, outbox),
        classRecord: recordMachine.provide(recordServices(async () => data)),
      },
      actions: { notify: (_, params) => void pageNotices.push(params.message) },
    }),
    { input: { classId: 4 } },
  ).start();
  const deletes = () => calls.filter((call) => call.method === 'DELETE').map((call) => call.path);
  return { page, outbox, clock, pending, settled, pageNotices, deletes };
}

type Started = ReturnType<typeof start>;

async function removeQuiz({ page, outbox }: Started) {
  page.send({ type: 'quiz.remove', quiz: { id: 9, title: 'Cells', takenByStudents: true } });
  await waitFor(page, (s) => !selectIsChanging(s));
  await waitFor(outbox, (s) => s.matches({ window: 'waiting' }));
}

test('a removed quiz waits with its notice; Undo sends nothing', async () => {
  const started = start();
  await removeQuiz(started);
  const { outbox, clock, pending, pageNotices, deletes } = started;
  expect(pending).toEqual([
    expect.objectContaining({
      target: { kind: 'classQuiz', classId: 4, studentLinks: true },
      rows: [{ id: 9, label: 'Cells' }],
      notice: CLASS_MESSAGES.quizDeleted,
      failedNotice: CLASS_MESSAGES.unableToDeleteQuiz,
    }),
  ]);
  expect(pageNotices).toEqual([]);
  outbox.send({ type: 'bulk.undo', batchId: pending[0]!.id });
  clock.increment(BULK_UNDO_WINDOW_MS * 2);
  await Promise.resolve();
  expect(selectPendingBatches(outbox.getSnapshot())).toEqual([]);
  expect(deletes()).toEqual([]);
});

test('left to end, the removal is sent once with SPEC’s DELETE', async () => {
  const started = start();
  await removeQuiz(started);
  const { outbox, clock, settled, deletes } = started;
  expect(deletes()).toEqual([]);
  clock.increment(BULK_UNDO_WINDOW_MS);
  await waitFor(outbox, () => settled.length === 1);
  clock.increment(BULK_UNDO_WINDOW_MS * 2);
  await Promise.resolve();
  expect(deletes()).toEqual(['/api/admin/class/4/quiz/9']);
  expect(settled[0]!.failed).toEqual([]);
});

test('a playlist removal the server refuses comes back with SPEC’s words', async () => {
  const started = start(true);
  const { page, outbox, clock, pending, settled, deletes } = started;
  page.send({ type: 'playlist.remove', playlist: { id: 8, title: 'Genes' } });
  await waitFor(outbox, (s) => s.matches({ window: 'waiting' }));
  expect(pending[0]).toMatchObject({
    target: { kind: 'classPlaylist', classId: 4 },
    notice: CLASS_MESSAGES.playlistDeleted,
    failedNotice: CLASS_MESSAGES.unableToDeletePlaylist,
  });
  clock.increment(BULK_UNDO_WINDOW_MS);
  await waitFor(outbox, () => settled.length === 1);
  expect(deletes()).toEqual(['/api/admin/class/4/playlist/8']);
  expect(settled[0]!.failed).toEqual([{ id: 8, label: 'Genes' }]);
  expect(selectPendingBatches(outbox.getSnapshot())).toEqual([]);
});

test('a student removed from the class waits with its notice and Undo, then goes with one DELETE of that student', async () => {
  const started = start();
  const { page, outbox, clock, pending, settled, pageNotices, deletes } = started;
  page.send({ type: 'student.remove', student: { id: 12, email: 'fay@school.test' } });
  await waitFor(page, (s) => !selectIsChanging(s));
  await waitFor(outbox, (s) => s.matches({ window: 'waiting' }));
  expect(pending[0]).toMatchObject({
    target: { kind: 'classStudent', classId: 4 },
    rows: [{ id: 12, label: 'fay@school.test' }],
    notice: CLASS_MESSAGES.studentRemoved,
    failedNotice: CLASS_MESSAGES.unableToRemoveStudent,
  });
  expect(pageNotices).toEqual([]);
  expect(deletes()).toEqual([]);
  clock.increment(BULK_UNDO_WINDOW_MS);
  await waitFor(outbox, () => settled.length === 1);
  expect(deletes()).toEqual(['/api/admin/class/4/student/12']);
});
