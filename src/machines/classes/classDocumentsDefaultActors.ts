/** The Documents tab machine's default actors: each throws until the screen provides it (classServices.ts). */
import { fromCallback, fromPromise } from 'xstate';
import type { ClassDocument } from '../../api/classes/classDocumentsContract';
import type { ClassDocumentsEvent, DocumentChange, LoadDocumentsInput } from './classDocumentsTypes';

export const CLASS_DOCUMENTS_DEFAULT_ACTORS = {
  loadDocuments: fromPromise<ClassDocument[], LoadDocumentsInput>(async () => {
    throw new Error('loadDocuments is not provided');
  }),
  changeDocument: fromPromise<void, DocumentChange & { kind: 'rename' | 'share' | 'delete' | 'restore' }>(
    async () => {
      throw new Error('changeDocument is not provided');
    },
  ),
  uploader: fromCallback<ClassDocumentsEvent, { classId: number; file: File }>(() => {
    throw new Error('uploader is not provided');
  }),
};
