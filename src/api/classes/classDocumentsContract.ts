/** Wire contract of the class documents of SPEC section 7 "Class", shared by the client and the server. */
import * as z from 'zod';
import { text, TEXT_MAX } from '../../domain/shared/fields';
import { RecordVersionSchema } from '../../domain/shared/recordVersions';

export const CLASS_DOCUMENT_PATHS = {
  list: (classId: number | string) => `/api/admin/class/${classId}/document`,
  one: (classId: number | string, documentId: number | string) =>
    `/api/admin/class/${classId}/document/${documentId}`,
  token: (classId: number | string, documentId: number | string) =>
    `/api/admin/class/${classId}/document/${documentId}/token`,
  file: (classId: number | string, documentId: number | string) =>
    `/api/admin/class/${classId}/document/${documentId}/file`,
  restore: (classId: number | string, documentId: number | string) =>
    `/api/admin/class/${classId}/document/${documentId}/restore`,
} as const;

export const CLASS_DOCUMENT_MESSAGES_WIRE = {
  fileNameRequired: 'File name is required',
} as const;

export const ClassDocumentSchema = z.object({
  id: z.number().int(),
  classId: z.number().int(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  /** Whether the class's students see it (shared). */
  shared: z.boolean(),
  /** When it was soft-deleted; null while it is in the class. */
  deletedAt: z.string().nullable(),
  /** A rename or share names the version it was made on (ADR 188). */
  version: RecordVersionSchema,
});
export type ClassDocument = z.infer<typeof ClassDocumentSchema>;

export const ClassDocumentListResponseSchema = z.object({ documents: z.array(ClassDocumentSchema) });
export const ClassDocumentTokenResponseSchema = z.object({ token: z.string(), expiresAt: z.string() });
/** `deleted=1` lists the soft-deleted documents (the Deleted view), newest deletion first. */
export const ClassDocumentListQuerySchema = z.object({ deleted: z.enum(['0', '1']).optional() });

/** Rename and share (with the class's students); either or both, on the version the document was loaded with. */
export const ClassDocumentUpdateSchema = z.object({
  fileName: text(TEXT_MAX.fileName, {
    trim: true,
    required: CLASS_DOCUMENT_MESSAGES_WIRE.fileNameRequired,
  }).optional(),
  shared: z.boolean().optional(),
  version: RecordVersionSchema,
});
export type ClassDocumentUpdate = z.infer<typeof ClassDocumentUpdateSchema>;

export const ClassDocumentDeleteQuerySchema = z.object({
  isSoft: z.enum(['0', '1']).default('1'),
});
