/** Wire contract of the QTI upload (SPEC section 7: POST /api/admin/quiz/template/from_package/qti, one file). */
import * as z from 'zod';

export const QUIZ_IMPORT_PATHS = { qtiPackage: '/api/admin/quiz/template/from_package/qti' } as const;

/** The multipart field that carries the .zip. */
export const QTI_UPLOAD_FIELD = 'file';
/** Largest upload the server takes. */
export const QTI_UPLOAD_MAX_MB = 20;

export const QtiImportResponseSchema = z.object({
  message: z.string(),
  created: z.array(z.object({ id: z.number().int(), title: z.string(), questions: z.number().int() })),
  /** Items left out, named by the type the package gave them. */
  skipped: z.array(z.object({ quiz: z.string(), item: z.string(), type: z.string() })),
  /** The questions' images: how many were stored, and each one that was not, with why (ADR 069). */
  images: z
    .object({
      stored: z.number().int(),
      notImported: z.array(
        z.object({ quiz: z.string(), item: z.string(), image: z.string(), reason: z.string() }),
      ),
    })
    .optional(),
});
export type QtiImportResponse = z.infer<typeof QtiImportResponseSchema>;

export const QTI_UPLOAD_MESSAGES = {
  processed: 'Uploaded files successfully processed',
  oneZip: 'Upload exactly one .zip file.',
  zipOnly: 'Only .zip files are accepted.',
} as const;

/** SPEC section 5: the upload accepts a single .zip file. */
export const isZipFileName = (name: string) => /\.zip$/i.test(name);
