import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { ClassDocument } from '../../../src/api/classes/classDocumentsContract';
import {
  classDocumentsMachine,
  selectDocuments,
  selectDocumentsConflict,
  selectUploadError,
  selectUploading,
} from '../../../src/machines/classes/classDocumentsMachine';
import type { ClassDocumentsEvent, DocumentChange } from '../../../src/machines/classes/classDocumentsTypes';
import { staleError } from '../../support/staleVersion';

const doc = { id: 2, fileName: 'syllabus.pdf', shared: false, version: 4 } as ClassDocument;

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

test('a deleted document leaves the list at once, and Undo pressed while the list is read again restores it', async () => {
  const changes: string[] = [];
  let release: () => void = () => undefined;
  let listed = [doc];
  const actor = createActor(
    classDocumentsMachine.provide({
      actors: {
        // The reading after the deletion waits, as on a slow network.
        loadDocuments: fromPromise(async () => {
          if (changes.length === 1) await new Promise<void>((resolve) => (release = resolve));
          return listed;
        }),
        changeDocument: fromPromise<
          void,
          DocumentChange & { kind: 'rename' | 'share' | 'delete' | 'restore' }
        >(async ({ input }) => {
          changes.push(input.kind);
          listed = input.kind === 'delete' ? [] : [doc];
        }),
      },
    }),
    { input: { classId: 1 } },
  ).start();
  await waitFor(actor, (s) => s.matches({ list: 'ready' }));
  actor.send({ type: 'doc.delete', documentId: 2, fileName: 'syllabus.pdf' });
  await waitFor(actor, (s) => s.matches({ list: 'loading' }) && changes.length === 1);
  expect(selectDocuments(actor.getSnapshot())).toEqual([]);
  actor.send({ type: 'doc.restore', documentId: 2 });
  release();
  await waitFor(actor, (s) => s.matches({ list: 'ready' }) && changes.length === 2);
  expect(changes).toEqual(['delete', 'restore']);
  expect(selectDocuments(actor.getSnapshot())).toEqual([doc]);
});

function documents(theirs: () => ClassDocument) {
  const changes: DocumentChange[] = [];
  const actor = createActor(
    classDocumentsMachine.provide({
      actors: {
        loadDocuments: fromPromise(async () => [theirs()]),
        changeDocument: fromPromise<
          void,
          DocumentChange & { kind: 'rename' | 'share' | 'delete' | 'restore' }
        >(async ({ input }) => {
          changes.push(input);
          if (input.version !== theirs().version) throw staleError('classDocument');
        }),
      },
    }),
    { input: { classId: 1 } },
  ).start();
  return { actor, changes };
}

test('a rename is sent on the listed version; when someone changed the document first Keep mine sends it on theirs', async () => {
  let stored = doc;
  const { actor, changes } = documents(() => stored);
  await waitFor(actor, (s) => s.matches({ list: 'ready' }));
  stored = { ...doc, shared: true, version: 5 };
  actor.send({ type: 'doc.rename', documentId: 2, fileName: 'plan.pdf' });
  await waitFor(actor, (s) => s.hasTag('conflict'));
  expect(selectDocumentsConflict(actor.getSnapshot())).toBe(
    'This document was changed by someone else. Reload it or keep your changes.',
  );
  actor.send({ type: 'conflict.keepMine' });
  await waitFor(actor, (s) => s.matches({ list: 'ready' }) && changes.length === 2);
  expect(changes.map((change) => [change.fileName, change.version])).toEqual([
    ['plan.pdf', 4],
    ['plan.pdf', 5],
  ]);
  expect(selectDocumentsConflict(actor.getSnapshot())).toBeNull();
});

test('Reload drops my share and shows their documents', async () => {
  let stored = doc;
  const { actor, changes } = documents(() => stored);
  await waitFor(actor, (s) => s.matches({ list: 'ready' }));
  stored = { ...doc, fileName: 'theirs.pdf', version: 5 };
  actor.send({ type: 'doc.share', documentId: 2, shared: true });
  await waitFor(actor, (s) => s.hasTag('conflict'));
  actor.send({ type: 'conflict.reload' });
  await waitFor(actor, (s) => s.matches({ list: 'ready' }));
  expect(selectDocuments(actor.getSnapshot())).toEqual([stored]);
  expect(changes).toHaveLength(1);
});
