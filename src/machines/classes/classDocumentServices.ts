/** The class document viewer's real effects over src/api, for the one document the screen shows. */
import { fromPromise } from 'xstate';
import {
  classDocumentFileUrl,
  downloadClassDocument,
  fetchViewerConfig,
  getClassDocumentToken,
  listClassDocuments,
} from '../../api/classes/classDocuments';
import type { HttpClient } from '../../api/shared/http';
import { documentViewOf } from '../../domain/sponsors/uploads';
import type { DownloadedFile, OpenedDocument } from '../shared/documentViewerMachine';
import { openedDocument } from '../shared/documentViewerServices';

export interface ClassDocumentAddress {
  readonly classId: number;
  readonly documentId: number;
}

export function createClassDocumentServices(
  http: HttpClient,
  routePrefix: string,
  origin: string,
  { classId, documentId }: ClassDocumentAddress,
) {
  return {
    openDocument: fromPromise<OpenedDocument>(async ({ signal }) => {
      const [config, documents, token] = await Promise.all([
        fetchViewerConfig(routePrefix, signal),
        listClassDocuments(http, classId, signal),
        getClassDocumentToken(http, classId, documentId, signal),
      ]);
      const document = documents.find((d) => d.id === documentId);
      if (!document) throw new Error('Not found');
      const fileUrl = classDocumentFileUrl(config.apiBaseUrl, classId, documentId, token.token);
      return openedDocument(document, documentViewOf(document.mimeType), fileUrl, config, origin);
    }),
    downloadDocument: fromPromise<DownloadedFile>(async ({ signal }) => {
      const { blob, fileName } = await downloadClassDocument(http, classId, documentId, signal);
      return { blob, fileName: fileName ?? `document-${documentId}` };
    }),
  };
}
