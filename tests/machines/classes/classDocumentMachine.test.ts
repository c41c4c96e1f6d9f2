import { createActor, fromPromise, waitFor } from 'xstate';
import {
  classDocumentMachine,
  selectView,
  type OpenedDocument,
} from '../../../src/machines/classes/classDocumentMachine';

const document = (mimeType: string) => ({
  id: 2,
  classId: 1,
  fileName: 'syllabus.pdf',
  mimeType,
  size: 100,
  createdAt: '2026-01-01T00:00:00.000Z',
  shared: false,
  deletedAt: null,
  version: 1,
});
const opened = (mimeType: string): OpenedDocument => ({
  document: document(mimeType),
  fileUrl: '/api/admin/class/1/document/2/file?token=t',
  viewerUrl: null,
});

test.each([
  ['application/pdf', 'pdf'],
  ['image/png', 'image'],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'office'],
  ['application/zip', 'unsupported'],
])('a %s document is shown as %s', async (mimeType, view) => {
  const actor = createActor(
    classDocumentMachine.provide({ actors: { openDocument: fromPromise(async () => opened(mimeType)) } }),
    { input: { classId: 1, documentId: 2 } },
  ).start();
  await waitFor(actor, (s) => s.matches('showing'));
  expect(selectView(actor.getSnapshot())).toBe(view);
});

test('Download saves the file under the name the server gave', async () => {
  const saved: string[] = [];
  const actor = createActor(
    classDocumentMachine.provide({
      actors: {
        openDocument: fromPromise(async () => opened('application/pdf')),
        downloadDocument: fromPromise(async () => ({
          blob: new Blob(['%PDF']),
          fileName: 'Syllabus 2026.pdf',
        })),
      },
      actions: { saveFile: (_, file) => void saved.push(file.fileName) },
    }),
    { input: { classId: 1, documentId: 2 } },
  ).start();
  await waitFor(actor, (s) => s.matches('showing'));
  actor.send({ type: 'document.download' });
  await waitFor(actor, (s) => s.matches({ showing: 'idle' }) && saved.length > 0);
  expect(saved).toEqual(['Syllabus 2026.pdf']);
});
