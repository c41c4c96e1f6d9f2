import { createActor, fromCallback, waitFor } from 'xstate';
import { CLASS_DOCUMENT_MAX_BYTES, CLASS_DOCUMENT_MESSAGES } from '../../../src/domain/sponsors/uploads';
import type { FacultyResource } from '../../../src/domain/facultyResources/facultyResources';
import {
  resourceUploadMachine,
  selectIsUploading,
  selectProgress,
  selectUploadError,
  type ResourceUploadEvent,
  type ResourceUploadJob,
} from '../../../src/machines/facultyResources/resourceUploadMachine';
import { resource } from './resourceFixtures';

/** An uploader the test drives: it records each job and whether it was stopped (Cancel aborts the request). */
function startUpload() {
  const jobs: { job: ResourceUploadJob; send: (event: ResourceUploadEvent) => void; stopped: boolean }[] = [];
  const log: string[] = [];
  const actor = createActor(
    resourceUploadMachine.provide({
      actors: {
        uploader: fromCallback<ResourceUploadEvent, ResourceUploadJob>(({ input, sendBack }) => {
          const entry = { job: input, send: sendBack, stopped: false };
          jobs.push(entry);
          return () => void (entry.stopped = true);
        }),
      },
      actions: {
        uploaded: (_, updated: FacultyResource) => void log.push(`uploaded ${updated.file?.name}`),
        notifyUploaded: () => void log.push('notified'),
        notifyFailed: (_, { message }) => void log.push(`failed: ${message}`),
      },
    }),
    { input: { resourceId: 7 } },
  ).start();
  return { actor, jobs, log };
}

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

test.each([
  ['a kind the class documents do not take', file('notes.txt'), CLASS_DOCUMENT_MESSAGES.type],
  ['a file over 20 MB', file('big.pdf', CLASS_DOCUMENT_MAX_BYTES + 1), CLASS_DOCUMENT_MESSAGES.size],
])('%s is refused before anything is sent', (_name, chosen, message) => {
  const { actor, jobs } = startUpload();
  actor.send({ type: 'upload.choose', file: chosen });
  expect(jobs).toHaveLength(0);
  expect(selectUploadError(actor.getSnapshot())).toBe(message);
});

test('the upload shows its progress and hands the stored resource over', async () => {
  const { actor, jobs, log } = startUpload();
  actor.send({ type: 'upload.choose', file: file('handout.pdf', 200) });
  expect(jobs[0]!.job).toMatchObject({ resourceId: 7 });
  jobs[0]!.send({ type: 'upload.progress', loaded: 50, total: 200 });
  expect(selectProgress(actor.getSnapshot())).toBe(25);
  const stored = resource({ file: { name: 'handout.pdf', contentType: 'application/pdf', size: 200 } });
  jobs[0]!.send({ type: 'upload.succeeded', resource: stored });
  await waitFor(actor, (s) => !selectIsUploading(s));
  expect(log).toEqual(['uploaded handout.pdf', 'notified']);
});

test('Cancel stops the request and nothing is handed over', () => {
  const { actor, jobs, log } = startUpload();
  actor.send({ type: 'upload.choose', file: file('handout.pdf') });
  actor.send({ type: 'upload.cancel' });
  expect(jobs[0]!.stopped).toBe(true);
  expect(selectIsUploading(actor.getSnapshot())).toBe(false);
  expect(log).toEqual([]);
});

test("the server's refusal is said in its words", () => {
  const { actor, jobs, log } = startUpload();
  actor.send({ type: 'upload.choose', file: file('renamed.pdf') });
  jobs[0]!.send({ type: 'upload.failed', message: CLASS_DOCUMENT_MESSAGES.type });
  expect(selectUploadError(actor.getSnapshot())).toBe(CLASS_DOCUMENT_MESSAGES.type);
  expect(log).toEqual([`failed: ${CLASS_DOCUMENT_MESSAGES.type}`]);
});
