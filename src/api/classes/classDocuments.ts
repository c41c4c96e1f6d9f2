/** Calls of the class documents (SPEC section 7 "Class" → Documents) the document viewer needs. */
import {
  CLASS_DOCUMENT_PATHS,
  ClassDocumentListResponseSchema,
  ClassDocumentSchema,
  ClassDocumentTokenResponseSchema,
  type ClassDocumentUpdate,
} from './classDocumentsContract';
import { parseRuntimeConfig } from '../shared/configContract';
import type { HttpClient } from '../shared/http';
import { uploadFile, type UploadAuth, type UploadProgress } from '../shared/upload';

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

/** The console's runtime configuration (API base and the external office viewer), read from `{prefix}/config.json`. */
export async function fetchViewerConfig(routePrefix: string, signal?: AbortSignal) {
  const response = await fetch(`${routePrefix}/config.json`, {
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`config.json: ${response.status}`);
  return parseRuntimeConfig(await response.json());
}

export const listDeletedClassDocuments = async (http: HttpClient, classId: number, signal?: AbortSignal) =>
  (
    await http.request(CLASS_DOCUMENT_PATHS.list(classId), {
      query: { deleted: 1 },
      schema: ClassDocumentListResponseSchema,
      signal,
    })
  ).documents;

export const updateClassDocument = (
  http: HttpClient,
  classId: number,
  documentId: number,
  changes: ClassDocumentUpdate,
  signal?: AbortSignal,
) =>
  http.request(CLASS_DOCUMENT_PATHS.one(classId, documentId), {
    method: 'PATCH',
    body: changes,
    schema: ClassDocumentSchema,
    signal,
  });

/** Soft by default (SPEC: isSoft 1); the document can be restored. */
export const deleteClassDocument = (
  http: HttpClient,
  classId: number,
  documentId: number,
  signal?: AbortSignal,
) =>
  http.request(CLASS_DOCUMENT_PATHS.one(classId, documentId), {
    method: 'DELETE',
    query: { isSoft: 1 },
    signal,
  });

export const restoreClassDocument = (
  http: HttpClient,
  classId: number,
  documentId: number,
  signal?: AbortSignal,
) =>
  http.request(CLASS_DOCUMENT_PATHS.restore(classId, documentId), {
    method: 'POST',
    schema: ClassDocumentSchema,
    signal,
  });

/** Uploads a document with progress; aborting the signal cancels the request. */
export const uploadClassDocument = (
  auth: UploadAuth,
  classId: number,
  file: Blob,
  fileName: string,
  onProgress: (progress: UploadProgress) => void,
  signal: AbortSignal,
) =>
  uploadFile(auth, CLASS_DOCUMENT_PATHS.list(classId), {
    file,
    fileName,
    schema: ClassDocumentSchema,
    onProgress,
    signal,
  });
