/** The document viewer's real effects over src/api. */
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
import type { ClassDocumentInput, DownloadedFile, OpenedDocument } from './classDocumentMachine';

export function createClassDocumentServices(http: HttpClient, routePrefix: string, origin: string) {
  return {
    openDocument: fromPromise<OpenedDocument, ClassDocumentInput>(async ({ input, signal }) => {
      const [config, documents, token] = await Promise.all([
        fetchViewerConfig(routePrefix, signal),
        listClassDocuments(http, input.classId, signal),
        getClassDocumentToken(http, input.classId, input.documentId, signal),
      ]);
      const document = documents.find((d) => d.id === input.documentId);
      if (!document) throw new Error('Not found');
      const fileUrl = classDocumentFileUrl(config.apiBaseUrl, input.classId, input.documentId, token.token);
      const absolute = new URL(fileUrl, origin).toString();
      const viewerUrl =
        documentViewOf(document.mimeType) === 'office'
          ? `${config.documentViewerUrl}${encodeURIComponent(absolute)}`
          : null;
      return { document, fileUrl, viewerUrl };
    }),
    downloadDocument: fromPromise<DownloadedFile, ClassDocumentInput>(async ({ input, signal }) => {
      const { blob, fileName } = await downloadClassDocument(http, input.classId, input.documentId, signal);
      return { blob, fileName: fileName ?? `document-${input.documentId}` };
    }),
  };
}
