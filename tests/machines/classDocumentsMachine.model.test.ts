import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { ClassDocument } from '../../src/api/classDocumentsContract';
import {
  classDocumentsMachine,
  selectDocuments,
  selectUploadError,
  selectUploading,
  type ClassDocumentsEvent,
  type DocumentChange,
} from '../../src/machines/classDocumentsMachine';
import { createMachineModel, expectFullCoverage, rejects, resolves } from '../support/modelPaths';

const doc = { id: 2, fileName: 'syllabus.pdf' } as ClassDocument;

const model = createMachineModel(classDocumentsMachine, {
  input: { classId: 1 },
  events: {
    'docs.show': [{ type: 'docs.show', view: 'deleted' }],
    'doc.rename': [{ type: 'doc.rename', documentId: 2, fileName: 'plan.pdf' }],
    'doc.share': [{ type: 'doc.share', documentId: 2, shared: true }],
    'doc.delete': [{ type: 'doc.delete', documentId: 2, fileName: 'syllabus.pdf' }],
    'doc.restore': [{ type: 'doc.restore', documentId: 2 }],
    // Plain records stand for files in the graph.
    'upload.choose': [
      { type: 'upload.choose', file: { name: 'notes.pdf', size: 100 } as File },
      { type: 'upload.choose', file: { name: 'huge.pdf', size: 21 * 1024 * 1024 } as File },
    ],
    'upload.progress': [{ type: 'upload.progress', loaded: 1, total: 2 }],
    'upload.failed': [{ type: 'upload.failed', message: 'Invalid file type.' }],
  },
  actors: {
    loadDocuments: () => [resolves([doc], 'loaded'), rejects(new Error('500'))],
    changeDocument: () => [resolves(undefined, 'changed'), rejects(new Error('500'))],
    uploader: () => [],
  },
});
const paths = model.paths();

test('generated paths reach every state and take every transition of the documents tab', () => {
  expectFullCoverage(classDocumentsMachine, paths);
});

test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
  await model.run(path);
});

test('Cancel aborts the upload in flight and nothing is added', async () => {
  let aborted = false;
  const actor = createActor(
    classDocumentsMachine.provide({
      actors: {
        loadDocuments: fromPromise(async () => [doc]),
        uploader: fromCallback<ClassDocumentsEvent, { classId: number; file: File }>(({ sendBack }) => {
          sendBack({ type: 'upload.progress', loaded: 10, total: 100 });
          return () => void (aborted = true);
        }),
      },
    }),
    { input: { classId: 1 } },
  ).start();
  await waitFor(actor, (s) => s.matches({ list: 'ready' }));
  actor.send({ type: 'upload.choose', file: new File(['x'], 'notes.pdf') });
  expect(selectUploading(actor.getSnapshot())).toEqual({ name: 'notes.pdf', loaded: 10, total: 100 });
  actor.send({ type: 'upload.cancel' });
  expect(aborted).toBe(true);
  expect(selectUploading(actor.getSnapshot())).toBeNull();
  expect(selectDocuments(actor.getSnapshot())).toEqual([doc]);
});

test('a deletion is announced with the document, so its notification can undo it', async () => {
  const deleted: { documentId: number; fileName: string }[] = [];
  const actor = createActor(
    classDocumentsMachine.provide({
      actors: {
        loadDocuments: fromPromise(async () => [doc]),
        changeDocument: fromPromise<
          void,
          DocumentChange & { kind: 'rename' | 'share' | 'delete' | 'restore' }
        >(async () => undefined),
      },
      actions: { notifyDeleted: (_, params) => void deleted.push(params) },
    }),
    { input: { classId: 1 } },
  ).start();
  await waitFor(actor, (s) => s.matches({ list: 'ready' }));
  actor.send({ type: 'doc.delete', documentId: 2, fileName: 'syllabus.pdf' });
  await waitFor(actor, (s) => s.matches({ list: 'ready' }) && deleted.length === 1);
  expect(deleted).toEqual([{ documentId: 2, fileName: 'syllabus.pdf' }]);
  actor.send({ type: 'upload.choose', file: { name: 'huge.pdf', size: 21 * 1024 * 1024 } as File });
  expect(selectUploadError(actor.getSnapshot())).toMatch(/20 MB/);
});
