/** Calls of the class documents (SPEC section 7 "Class" → Documents) the document viewer needs. */
import {
  CLASS_DOCUMENT_PATHS,
  ClassDocumentListResponseSchema,
  ClassDocumentTokenResponseSchema,
} from './classDocumentsContract';
import type { HttpClient } from './http';

export const listClassDocuments = async (http: HttpClient, classId: number, signal?: AbortSignal) =>
  (
    await http.request(CLASS_DOCUMENT_PATHS.list(classId), {
      schema: ClassDocumentListResponseSchema,
      signal,
    })
  ).documents;

export const getClassDocumentToken = (
  http: HttpClient,
  classId: number,
  documentId: number,
  signal?: AbortSignal,
) =>
  http.request(CLASS_DOCUMENT_PATHS.token(classId, documentId), {
    schema: ClassDocumentTokenResponseSchema,
    signal,
  });

/** The file URL built from class, document and token (SPEC section 7), loadable without a bearer header. */
export const classDocumentFileUrl = (baseUrl: string, classId: number, documentId: number, token: string) =>
  `${baseUrl}${CLASS_DOCUMENT_PATHS.file(classId, documentId)}?token=${encodeURIComponent(token)}`;

export const downloadClassDocument = (
  http: HttpClient,
  classId: number,
  documentId: number,
  signal?: AbortSignal,
) => http.download(CLASS_DOCUMENT_PATHS.file(classId, documentId), { query: { download: 1 }, signal });
