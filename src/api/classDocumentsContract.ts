/** Wire contract of the class documents of SPEC section 7 "Class", shared by the client and the server. */
import * as z from 'zod';

export const CLASS_DOCUMENT_PATHS = {
  list: (classId: number | string) => `/api/admin/class/${classId}/document`,
  one: (classId: number | string, documentId: number | string) =>
    `/api/admin/class/${classId}/document/${documentId}`,
  token: (classId: number | string, documentId: number | string) =>
    `/api/admin/class/${classId}/document/${documentId}/token`,
  file: (classId: number | string, documentId: number | string) =>
    `/api/admin/class/${classId}/document/${documentId}/file`,
} as const;

export const ClassDocumentSchema = z.object({
  id: z.number().int(),
  classId: z.number().int(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type ClassDocument = z.infer<typeof ClassDocumentSchema>;

export const ClassDocumentListResponseSchema = z.object({ documents: z.array(ClassDocumentSchema) });
export const ClassDocumentTokenResponseSchema = z.object({ token: z.string(), expiresAt: z.string() });
export const ClassDocumentDeleteQuerySchema = z.object({
  isSoft: z.enum(['0', '1']).default('1'),
});
