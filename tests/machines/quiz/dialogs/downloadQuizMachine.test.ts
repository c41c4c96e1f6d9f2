import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor, type EventObject } from 'xstate';
import { ApiError } from '../../../../src/api/shared/http';
import { SEARCH_DEBOUNCE_MS } from '../../../../src/domain/shared/timing';
import {
  downloadQuizMachine,
  selectDownloadProgress,
  selectDownloadStep,
  selectInstitutions,
  type DownloadQuizInput,
  type DownloadRequest,
  type InstitutionOption,
} from '../../../../src/machines/quiz/dialogs/downloadQuizMachine';

const base: DownloadQuizInput = { kind: 'library', quizId: 5, title: 'Genetics', format: null };
const HARVARD: InstitutionOption = { id: 3, title: 'Harvard' };

function start(input: DownloadQuizInput, download: 'ok' | 'held' | Error = 'ok') {
  const aborted: DownloadRequest[] = [];
  const clock = new SimulatedClock();
  const searches: string[] = [];
  const downloads: DownloadRequest[] = [];
  const notices: string[] = [];
  const actor = createActor(
    downloadQuizMachine.provide({
      actors: {
        searchInstitutions: fromPromise(async ({ input: query }: { input: { keyword: string } }) => {
          searches.push(query.keyword);
          return query.keyword === 'zz' ? [] : [HARVARD];
        }),
        downloadQuiz: fromCallback<EventObject, DownloadRequest>(({ input: request, sendBack }) => {
          downloads.push(request);
          if (download === 'held') return () => void aborted.push(request);
          if (download instanceof Error) sendBack({ type: 'download.failed', message: download.message });
          else sendBack({ type: 'download.saved', fileName: 'Genetics-qti.zip' });
          return undefined;
        }),
      },
      actions: { notify: (_, params) => void notices.push(params.message) },
    }),
    { input, clock },
  ).start();
  return { actor, clock, searches, downloads, notices, aborted };
}

test('the format dialog comes first unless the row action named the format', () => {
  expect(selectDownloadStep(start(base).actor.getSnapshot())).toBe('format');
  expect(selectDownloadStep(start({ ...base, format: 'qti' }).actor.getSnapshot())).toBe('institution');
});

test('choosing a format opens the institution picker with the institutions loaded', async () => {
  const { actor, searches } = start(base);
  actor.send({ type: 'download.format', format: 'cc' });
  await waitFor(actor, (snapshot) => snapshot.matches({ choosingInstitution: 'ready' }));
  expect(searches).toEqual(['']);
  expect(selectInstitutions(actor.getSnapshot())).toEqual([HARVARD]);
});

test('typing searches once, 300 ms after the last key', async () => {
  const { actor, clock, searches } = start({ ...base, format: 'scorm' });
  await waitFor(actor, (snapshot) => snapshot.matches({ choosingInstitution: 'ready' }));
  actor.send({ type: 'institution.search', keyword: 'z' });
  clock.increment(SEARCH_DEBOUNCE_MS - 1);
  actor.send({ type: 'institution.search', keyword: 'zz' });
  clock.increment(SEARCH_DEBOUNCE_MS - 1);
  expect(searches).toEqual(['']);
  clock.increment(1);
  await waitFor(actor, (snapshot) => snapshot.matches({ choosingInstitution: 'ready' }));
  expect(searches).toEqual(['', 'zz']);
  expect(selectInstitutions(actor.getSnapshot())).toEqual([]);
});

test('choosing an institution downloads the chosen format for it, closes once saved and says so', async () => {
  const { actor, downloads, notices } = start({ ...base, format: 'qti' });
  actor.send({ type: 'download.choose', institutionId: 3 });
  await waitFor(actor, (snapshot) => snapshot.status === 'done');
  expect(downloads).toEqual([
    { kind: 'library', quizId: 5, title: 'Genetics', format: 'qti', institutionId: 3 },
  ]);
  expect(notices).toEqual(['Genetics-qti.zip downloaded']);
});

test('the dialog stays open with the bytes received until the file is saved; Cancel aborts it', () => {
  const { actor, aborted, notices } = start({ ...base, format: 'qti' }, 'held');
  actor.send({ type: 'download.choose', institutionId: null });
  expect(selectDownloadStep(actor.getSnapshot())).toBe('downloading');
  expect(selectDownloadProgress(actor.getSnapshot())).toBeNull();
  actor.send({ type: 'download.progress', received: 512, total: 2048 });
  expect(selectDownloadProgress(actor.getSnapshot())).toEqual({ received: 512, total: 2048 });
  actor.send({ type: 'download.cancel' });
  expect(actor.getSnapshot().status).toBe('done');
  expect(aborted).toHaveLength(1);
  expect(notices).toEqual([]);
});

test("a failed download shows the server's message and stays in the picker", async () => {
  const { actor, notices } = start({ ...base, format: 'cc' }, new ApiError(404, 'Quiz not found'));
  actor.send({ type: 'download.choose', institutionId: null });
  await waitFor(actor, (snapshot) => snapshot.matches({ choosingInstitution: 'ready' }));
  expect(notices).toEqual(['Quiz not found']);
});

test('back returns to the formats; cancel closes from anywhere', () => {
  const { actor } = start({ ...base, format: 'cc' });
  actor.send({ type: 'download.back' });
  expect(selectDownloadStep(actor.getSnapshot())).toBe('format');
  actor.send({ type: 'download.cancel' });
  expect(actor.getSnapshot().status).toBe('done');
});
