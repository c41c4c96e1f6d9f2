/** Wire contract of the QTI upload (SPEC section 7: POST /api/admin/quiz/template/from_package/qti, one file). */
import * as z from 'zod';
import { ErrorContentSchema } from '../../shared/envelope';

export const QUIZ_IMPORT_PATHS = { qtiPackage: '/api/admin/quiz/template/from_package/qti' } as const;

/** The multipart field that carries the upload. */
export const QTI_UPLOAD_FIELD = 'file';
/** Largest upload the server takes. */
export const QTI_UPLOAD_MAX_MB = 20;

export const ImportReportLineSchema = z.object({
  quiz: z.string(),
  item: z.string(),
  type: z.string(),
  status: z.enum(['imported', 'changed', 'skipped']),
  notes: z.array(z.string()),
});
export type ImportReportLine = z.infer<typeof ImportReportLineSchema>;

export const QtiImportResponseSchema = z.object({
  message: z.string(),
  created: z.array(z.object({ id: z.number().int(), title: z.string(), questions: z.number().int() })),
  /**
   * One line for every item the upload holds (ADR 152): imported, imported with changes (the notes say which), or
   * skipped (with its type and why); the counts add up to what the upload holds.
   */
  report: z.object({
    total: z.number().int(),
    imported: z.number().int(),
    changed: z.number().int(),
    skipped: z.number().int(),
    lines: z.array(ImportReportLineSchema),
  }),
  /** Notes on the whole upload, e.g. a question bank read as plain questions. */
  warnings: z.array(z.string()),
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

/**
 * A refused upload (400): the message, and when it was refused because nothing in it can be imported, the same
 * per-item report an accepted upload gets (ADR 221).
 */
export const QtiImportRefusalSchema = ErrorContentSchema.extend({
  report: QtiImportResponseSchema.shape.report.optional(),
  warnings: z.array(z.string()).optional(),
});

export const QTI_UPLOAD_MESSAGES = {
  processed: 'Uploaded files successfully processed',
  oneZip: 'Upload exactly one file.',
  zipOnly: 'Only .zip, .imscc, .h5p, .xml, .gift and .txt files are accepted.',
} as const;

/**
 * The upload takes one file (ADR 152, beyond SPEC's single .zip): a QTI or Common Cartridge package (`.zip`,
 * `.imscc`), an H5P Interactive Video (`.h5p`, ADR 349), a Moodle XML or bare QTI document (`.xml`), or GIFT or Aiken text (`.gift`, `.txt`).
 */
export const IMPORT_FILE_ACCEPT = '.zip,.imscc,.h5p,.xml,.gift,.txt,application/zip';
export type ImportFileKind = 'package' | 'xml' | 'text';
export function importFileKind(name: string): ImportFileKind | undefined {
  if (/\.(zip|imscc|h5p)$/i.test(name)) return 'package';
  if (/\.xml$/i.test(name)) return 'xml';
  if (/\.(gift|txt)$/i.test(name)) return 'text';
  return undefined;
}
export const isImportFileName = (name: string) => importFileKind(name) !== undefined;
