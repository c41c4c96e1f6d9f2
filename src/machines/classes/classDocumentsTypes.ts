/**
 * The Documents tab machine's context and events, and what its actors take: the change a rename, share, delete or
 * restore sends, and a rename or share waiting on its version (ADR 188).
 */
import type { ClassDocument } from '../../api/classes/classDocumentsContract';

export type DocumentsView = 'active' | 'deleted';

export interface DocumentChange {
  readonly classId: number;
  readonly documentId: number;
  readonly fileName?: string;
  readonly shared?: boolean;
  /** The version a rename or share was made on (ADR 188). */
  readonly version?: number;
}

/** A rename or share on its way: what changes, and the version of the document it was made on. */
export interface PendingDocumentChange {
  readonly documentId: number;
  readonly kind: 'rename' | 'share';
  readonly fileName?: string;
  readonly shared?: boolean;
  readonly version: number;
}

export type DocumentUploaderEvent =
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'upload.succeeded' }
  | { type: 'upload.failed'; message: string };

export type ClassDocumentsEvent =
  | { type: 'docs.show'; view: DocumentsView }
  | { type: 'docs.reload' }
  | { type: 'doc.rename'; documentId: number; fileName: string }
  | { type: 'doc.share'; documentId: number; shared: boolean }
  | { type: 'doc.delete'; documentId: number; fileName: string }
  | { type: 'doc.restore'; documentId: number }
  | { type: 'upload.choose'; file: File }
  | { type: 'upload.cancel' }
  | { type: 'conflict.reload' }
  | { type: 'conflict.keepMine' }
  | DocumentUploaderEvent;

export interface ClassDocumentsContext {
  readonly classId: number;
  view: DocumentsView;
  documents: readonly ClassDocument[];
  error: string | null;
  uploadName: string | null;
  loaded: number;
  total: number;
  uploadError: string | null;
  /** The document being deleted, named in the notification. */
  deleting: { documentId: number; fileName: string } | null;
  /** The rename or share being saved, or waiting for Reload or Keep mine. */
  change: PendingDocumentChange | null;
  /** The server's message while a refused rename or share waits for Reload or Keep mine. */
  conflict: string | null;
  /** The refused save's current version was the user's own save, in another tab or on another device (ADR 300). */
  conflictByYou: boolean;
}

/** What the list reads: the documents in the class, or the soft-deleted ones. */
export interface LoadDocumentsInput {
  readonly classId: number;
  readonly view: DocumentsView;
}

/** The document whose version a change names, among those listed. */
export const versionIn = (documents: readonly ClassDocument[], documentId: number) =>
  documents.find((document) => document.id === documentId)?.version;
