/** What the document viewers' effects share (documentViewerMachine.ts): a document opened with its file's address. */
import type { DocumentView } from '../../domain/sponsors/uploads';
import type { OpenedDocument } from './documentViewerMachine';

/**
 * The document as the viewer shows it: its file's address, and for an office format the external viewer's, which is
 * given the file's absolute address (the console's `documentViewerUrl`, from its runtime configuration).
 */
export function openedDocument(
  record: unknown,
  view: DocumentView | null,
  fileUrl: string,
  { documentViewerUrl }: { readonly documentViewerUrl: string },
  origin: string,
): OpenedDocument {
  const viewerUrl =
    view === 'office'
      ? `${documentViewerUrl}${encodeURIComponent(new URL(fileUrl, origin).toString())}`
      : null;
  return { record, view, fileUrl, viewerUrl };
}
