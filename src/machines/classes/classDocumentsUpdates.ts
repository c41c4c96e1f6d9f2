/**
 * The Documents tab machine's context: how it starts, what the list reads, and the pure updates it assigns (an upload
 * starting, a change and its version, ADR 188).
 */
import type { ClassDocument } from '../../api/classes/classDocumentsContract';
import { CLASS_DOCUMENT_MAX_BYTES, CLASS_DOCUMENT_MESSAGES } from '../../domain/sponsors/uploads';
import {
  versionIn,
  type ClassDocumentsContext,
  type LoadDocumentsInput,
  type PendingDocumentChange,
} from './classDocumentsTypes';

/** A file over the limit is refused before anything is sent; its type is judged by the server. */
export const sizeProblem = (file: { size: number }) =>
  file.size > CLASS_DOCUMENT_MAX_BYTES ? CLASS_DOCUMENT_MESSAGES.size : null;

export function initialDocumentsContext(classId: number): ClassDocumentsContext {
  return {
    classId,
    view: 'active',
    documents: [],
    error: null,
    uploadName: null,
    loaded: 0,
    total: 0,
    uploadError: null,
    deleting: null,
    change: null,
    conflict: null,
    conflictByYou: false,
  };
}

/** What the list reads: this class's documents in the view shown. */
export function listInput({ context }: { context: ClassDocumentsContext }): LoadDocumentsInput {
  return { classId: context.classId, view: context.view };
}

export function startedUpload(_: unknown, params: { file: File }) {
  return { uploadName: params.file.name, loaded: 0, total: params.file.size, uploadError: null };
}

/** A rename or share starts: it is made on the version the document was listed with. */
export function startedChange(
  { context }: { context: ClassDocumentsContext },
  params: Omit<PendingDocumentChange, 'version'>,
) {
  return { change: { ...params, version: versionIn(context.documents, params.documentId) ?? 1 } };
}

/** Reload: their documents replace what the list showed; my change is dropped. */
export function theirDocuments(_: unknown, documents: ClassDocument[]) {
  return { documents, error: null, change: null, conflict: null };
}

/** Keep mine: my change is saved next on the version the document has now. */
export function theirVersion({ context }: { context: ClassDocumentsContext }, documents: ClassDocument[]) {
  return {
    documents,
    conflict: null,
    change: context.change && {
      ...context.change,
      version: versionIn(documents, context.change.documentId) ?? context.change.version,
    },
  };
}
