/** Calls of the class documents (SPEC section 7 "Class" → Documents) the document viewer needs. */
import {
  CLASS_DOCUMENT_PATHS,
  ClassDocumentListResponseSchema,
  ClassDocumentTokenResponseSchema,
} from './classDocumentsContract';
import { parseRuntimeConfig } from './configContract';
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

/** The console's runtime configuration (API base and the external office viewer), read from `{prefix}/config.json`. */
export async function fetchViewerConfig(routePrefix: string, signal?: AbortSignal) {
  const response = await fetch(`${routePrefix}/config.json`, {
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`config.json: ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
