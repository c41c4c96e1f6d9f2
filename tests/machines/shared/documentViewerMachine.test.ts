import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../src/api/shared/http';
import {
  documentViewerMachine,
  selectFailed,
  selectIsDownloading,
  selectIsOpening,
  selectOpened,
  type DownloadedFile,
  type OpenedDocument,
} from '../../../src/machines/shared/documentViewerMachine';

const pdf: OpenedDocument = {
  record: { fileName: 'Syllabus.pdf' },
  view: 'pdf',
  fileUrl: '/file?token=t',
  viewerUrl: null,
};

function startViewer(
  open: () => Promise<OpenedDocument>,
  download: () => Promise<DownloadedFile> = async () => ({
    blob: new Blob(['%PDF']),
    fileName: 'Syllabus 2026.pdf',
  }),
) {
  const log: string[] = [];
  const actor = createActor(
    documentViewerMachine.provide({
      actors: { openDocument: fromPromise(open), downloadDocument: fromPromise(download) },
      actions: {
        saveFile: (_, file) => void log.push(`saved ${file.fileName}`),
        notifyDownloadFailed: (_, { error }) => void log.push(`download failed: ${(error as Error).message}`),
      },
    }),
  ).start();
  return { actor, log };
}

test('the document is shown as its effects opened it, once they have', async () => {
  const { actor } = startViewer(async () => pdf);
  expect(selectIsOpening(actor.getSnapshot())).toBe(true);
  expect(selectOpened(actor.getSnapshot())).toBeNull();
  await waitFor(actor, (s) => selectOpened(s) !== null);
  expect(selectOpened(actor.getSnapshot())).toEqual(pdf);
  expect(selectIsOpening(actor.getSnapshot())).toBe(false);
});

test('a document the reader may not see fails like any other, and Try again opens it again', async () => {
  let answers = 0;
  const { actor } = startViewer(async () => {
    answers += 1;
    if (answers === 1) throw new ApiError(404, 'Not found');
    return pdf;
  });
  await waitFor(actor, (s) => selectFailed(s));
  expect(selectOpened(actor.getSnapshot())).toBeNull();
  actor.send({ type: 'document.retry' });
  await waitFor(actor, (s) => selectOpened(s) !== null);
  expect(selectFailed(actor.getSnapshot())).toBe(false);
  expect(answers).toBe(2);
});

test('Download saves the file under the name the server gave', async () => {
  const { actor, log } = startViewer(async () => pdf);
  await waitFor(actor, (s) => s.matches({ showing: 'idle' }));
  actor.send({ type: 'document.download' });
  expect(selectIsDownloading(actor.getSnapshot())).toBe(true);
  await waitFor(actor, () => log.length === 1);
  expect(log).toEqual(['saved Syllabus 2026.pdf']);
  expect(selectIsDownloading(actor.getSnapshot())).toBe(false);
});

test('a failed download says so and leaves the document shown', async () => {
  const { actor, log } = startViewer(
    async () => pdf,
    async () => {
      throw new Error('offline');
    },
  );
  await waitFor(actor, (s) => s.matches({ showing: 'idle' }));
  actor.send({ type: 'document.download' });
  await waitFor(actor, () => log.length === 1);
  expect(log).toEqual(['download failed: offline']);
  expect(selectOpened(actor.getSnapshot())).toEqual(pdf);
});
