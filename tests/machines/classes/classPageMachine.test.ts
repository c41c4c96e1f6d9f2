/**
 * The class page's changes: a removal is handed to the bulk outbox, which tells the user (ADR 290); a publish tells
 * the user and reads the class again through its record child, as a roster sync does (ADR 385); a refused change
 * says why and reads nothing.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Class } from '../../../src/api/classes/classesContract';
import { ApiError } from '../../../src/api/shared/http';
import { CLASS_MESSAGES } from '../../../src/domain/classes/classes';
import { LTI_ROSTER_MESSAGES } from '../../../src/domain/lti/ltiRoster';
import {
  classPageMachine,
  selectClassRecord,
  selectIsChanging,
  selectPublishAsked,
  type ClassPageData,
  type LinkInput,
} from '../../../src/machines/classes/classPageMachine';
import {
  recordMachine,
  recordServices,
  selectIsRefreshing,
  selectRecordStatus,
} from '../../../src/machines/shared/recordMachine';

const data: ClassPageData = { klass: { id: 4, title: 'Biology' } as Class, quizzes: [], playlists: [] };

function start(changes: {
  removeQuiz?: (input: LinkInput) => Promise<void>;
  removePlaylist?: (input: LinkInput) => Promise<void>;
  publish?: () => Promise<void>;
  syncRoster?: () => Promise<void>;
}) {
  let reads = 0;
  const notices: { kind: string; message: string }[] = [];
  const never = () => new Promise<void>(() => {});
  const actor = createActor(
    classPageMachine.provide({
      actors: {
        classRecord: recordMachine.provide(recordServices(async () => (reads++, data))),
        removeQuiz: fromPromise<void, LinkInput>(({ input }) => (changes.removeQuiz ?? never)(input)),
        removePlaylist: fromPromise<void, LinkInput>(({ input }) => (changes.removePlaylist ?? never)(input)),
        publish: fromPromise<void, { classId: number; published: boolean }>(changes.publish ?? never),
        syncRoster: fromPromise<void, { classId: number }>(changes.syncRoster ?? never),
      },
      actions: { notify: (_, params) => void notices.push(params) },
    }),
    { input: { classId: 4 } },
  ).start();
  const record = selectClassRecord(actor.getSnapshot());
  const settled = () => waitFor(record, (s) => selectRecordStatus(s) === 'ready' && !selectIsRefreshing(s));
  return { actor, record, notices, settled, reads: () => reads };
}

test('a quiz or playlist removed is handed over without a notice or a read: the outbox says it (ADR 290)', async () => {
  const handed: LinkInput[] = [];
  const { actor, notices, settled, reads } = start({
    removeQuiz: async (input) => void handed.push(input),
    removePlaylist: async (input) => void handed.push(input),
  });
  await settled();
  actor.send({ type: 'quiz.remove', quiz: { id: 9, title: 'Cells', takenByStudents: true } });
  await waitFor(actor, (s) => !selectIsChanging(s));
  actor.send({ type: 'playlist.remove', playlist: { id: 8, title: 'Genes' } });
  await waitFor(actor, (s) => !selectIsChanging(s));
  expect(handed).toEqual([
    { classId: 4, id: 9, title: 'Cells', studentLinks: true },
    { classId: 4, id: 8, title: 'Genes', studentLinks: false },
  ]);
  expect(notices).toEqual([]);
  expect(reads()).toBe(1);
});

test('a removal the outbox does not take says so in SPEC’s words; a refused publish says the server’s reason', async () => {
  const { actor, notices, settled, reads } = start({
    removeQuiz: async () => {
      throw new Error('no outbox');
    },
    removePlaylist: async () => {
      throw new Error('no outbox');
    },
    publish: async () => {
      throw new ApiError(403, 'You cannot perform this action as your trial period has expired.');
    },
  });
  await settled();
  actor.send({ type: 'quiz.remove', quiz: { id: 9, title: 'Cells', takenByStudents: false } });
  await waitFor(actor, (s) => !selectIsChanging(s));
  actor.send({ type: 'playlist.remove', playlist: { id: 8, title: 'Genes' } });
  await waitFor(actor, (s) => !selectIsChanging(s));
  actor.send({ type: 'publish.set', published: true });
  actor.send({ type: 'publish.confirm' });
  await waitFor(actor, (s) => !selectIsChanging(s));
  expect(notices).toEqual([
    { kind: 'error', message: CLASS_MESSAGES.unableToDeleteQuiz },
    { kind: 'error', message: CLASS_MESSAGES.unableToDeletePlaylist },
    { kind: 'error', message: 'You cannot perform this action as your trial period has expired.' },
  ]);
  expect(reads()).toBe(1);
});

test('a publish asks first: Cancel changes nothing, Confirm publishes and says so', async () => {
  const published: boolean[] = [];
  const { actor, notices, settled, reads } = start({
    publish: async () => void published.push(true),
  });
  await settled();
  actor.send({ type: 'publish.set', published: true });
  expect(selectPublishAsked(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'publish.cancel' });
  expect(selectPublishAsked(actor.getSnapshot())).toBeNull();
  expect(published).toEqual([]);
  actor.send({ type: 'publish.set', published: true });
  actor.send({ type: 'publish.confirm' });
  await waitFor(actor, (s) => !selectIsChanging(s));
  await settled();
  expect(published).toEqual([true]);
  expect(notices).toEqual([{ kind: 'success', message: CLASS_MESSAGES.published }]);
  expect(reads()).toBe(2);
});

test('a publish and a change made in a dialog read the class again', async () => {
  const { actor, settled, reads } = start({ publish: async () => undefined });
  await settled();
  actor.send({ type: 'publish.set', published: true });
  actor.send({ type: 'publish.confirm' });
  await waitFor(actor, (s) => !selectIsChanging(s));
  await settled();
  actor.send({ type: 'page.reload' });
  await settled();
  expect(reads()).toBe(3);
});

test('a roster sync says the roster is up to date and reads the class again', async () => {
  let syncs = 0;
  const { actor, notices, settled, reads } = start({ syncRoster: async () => void syncs++ });
  await settled();
  actor.send({ type: 'roster.sync' });
  expect(selectIsChanging(actor.getSnapshot())).toBe(true);
  await waitFor(actor, (s) => !selectIsChanging(s));
  await settled();
  expect(syncs).toBe(1);
  expect(notices).toEqual([{ kind: 'success', message: LTI_ROSTER_MESSAGES.synced }]);
  expect(reads()).toBe(2);
});

test('a roster sync the platform fails says the server’s reason and reads nothing', async () => {
  const { actor, notices, settled, reads } = start({
    syncRoster: async () => {
      throw new ApiError(502, LTI_ROSTER_MESSAGES.platformFailed);
    },
  });
  await settled();
  actor.send({ type: 'roster.sync' });
  await waitFor(actor, (s) => !selectIsChanging(s));
  expect(notices).toEqual([{ kind: 'error', message: LTI_ROSTER_MESSAGES.platformFailed }]);
  expect(reads()).toBe(1);
});
