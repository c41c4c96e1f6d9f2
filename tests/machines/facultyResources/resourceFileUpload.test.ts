/**
 * A file resource's file on the shared upload machine (ADR 317), given as the edit page gives it: the resource's id,
 * the 'file' field and the class documents' rule.
 */
import { createActor, fromCallback, waitFor } from 'xstate';
import { CLASS_DOCUMENT_MAX_BYTES, CLASS_DOCUMENT_MESSAGES } from '../../../src/domain/sponsors/uploads';
import {
  RESOURCE_FILE_RULE,
  type FacultyResource,
} from '../../../src/domain/facultyResources/facultyResources';
import {
  selectFileName,
  selectIsUploading,
  selectProgress,
  selectUploadError,
  uploadMachine,
  type UploadEvent,
  type UploadJob,
} from '../../../src/machines/shared/uploadMachine';
import { resource } from './resourceFixtures';

/** An uploader the test drives: it records each job and whether it was stopped (Cancel aborts the request). */
function startUpload() {
  const jobs: { job: UploadJob; send: (event: UploadEvent) => void; stopped: boolean }[] = [];
  const log: string[] = [];
  const actor = createActor(
    uploadMachine.provide({
      actors: {
        uploader: fromCallback<UploadEvent, UploadJob>(({ input, sendBack }) => {
          const entry = { job: input, send: sendBack, stopped: false };
          jobs.push(entry);
          return () => void (entry.stopped = true);
        }),
      },
      actions: {
        uploaded: (_, { record }) => void log.push(`uploaded ${(record as FacultyResource).file?.name}`),
        notifyUploaded: () => void log.push('notified'),
        notifyFailed: (_, { message }) => void log.push(`failed: ${message}`),
      },
    }),
    { input: { recordId: 7, kind: 'file', rule: RESOURCE_FILE_RULE } },
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

test('the upload sends the file under its own name, shows its progress and hands the stored resource over', async () => {
  const { actor, jobs, log } = startUpload();
  actor.send({ type: 'upload.choose', file: file('Handout.PDF', 200) });
  expect(jobs[0]!.job).toMatchObject({ recordId: 7, kind: 'file', fileName: 'Handout.PDF' });
  expect(selectFileName(actor.getSnapshot())).toBe('Handout.PDF');
  jobs[0]!.send({ type: 'upload.progress', loaded: 50, total: 200 });
  expect(selectProgress(actor.getSnapshot())).toBe(25);
  const stored = resource({ file: { name: 'Handout.PDF', contentType: 'application/pdf', size: 200 } });
  jobs[0]!.send({ type: 'upload.succeeded', record: stored });
  await waitFor(actor, (s) => !selectIsUploading(s));
  expect(log).toEqual(['uploaded Handout.PDF', 'notified']);
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
