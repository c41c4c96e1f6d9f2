/**
 * Quiz exports (SPEC section 7 "Exports", ADR 155): GET /api/admin/quiz/{type}/{id}/{format} as a file, with an
 * optional institution and the tracking link (QTI) or the player's embed link (CC, SCORM, Moodle XML, GIFT).
 */
import * as z from 'zod';
import type { DownloadProgress, HttpClient } from '../shared/http';
import type { QuizKind } from '../../domain/quiz/quiz';

export const EXPORT_FORMATS = ['scorm', 'qti', 'cc', 'moodle', 'gift'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface QuizExportRequest {
  readonly kind: QuizKind;
  readonly quizId: number;
  readonly format: ExportFormat;
  readonly institutionId: number | null;
  /** The tracking link a QTI package reports to. */
  readonly trackingLink: string;
  /** The player embed link the other formats play videos through. */
  readonly videoLink: string;
}

/** What each format cannot carry of a quiz, one line each, before a package is built (ADR 398). */
export const EXPORT_NOTES_ROUTE = '/api/admin/quiz/:type/:id/export-notes';
export const ExportNotesSchema = z.object({
  scorm: z.array(z.string()),
  qti: z.array(z.string()),
  cc: z.array(z.string()),
  moodle: z.array(z.string()),
  gift: z.array(z.string()),
});
export type ExportNotes = z.infer<typeof ExportNotesSchema>;

export const exportNotesPath = (kind: QuizKind, quizId: number) =>
  `/api/admin/quiz/${kind}/${quizId}/export-notes`;

/** The lines each format would list in its `export-notes.txt`, empty where it carries the whole quiz. */
export function fetchExportNotes(
  http: HttpClient,
  kind: QuizKind,
  quizId: number,
  signal?: AbortSignal,
): Promise<ExportNotes> {
  return http.request(exportNotesPath(kind, quizId), { schema: ExportNotesSchema, signal });
}

export const quizExportPath = (kind: QuizKind, quizId: number, format: ExportFormat) =>
  `/api/admin/quiz/${kind}/${quizId}/${format}`;

/**
 * SPEC file names, used when the response names none: {title}-qti.zip, {title}-cc-export.imscc,
 * {title or id}-scorm-export.zip, and {title}-moodle.xml, {title}-gift.txt.
 */
export function exportFileName(format: ExportFormat, title: string, quizId: number): string {
  const name = title.trim() || String(quizId);
  if (format === 'qti') return `${name}-qti.zip`;
  if (format === 'cc') return `${name}-cc-export.imscc`;
  if (format === 'moodle') return `${name}-moodle.xml`;
  if (format === 'gift') return `${name}-gift.txt`;
  return `${name}-scorm-export.zip`;
}

export async function downloadQuizExport(
  http: HttpClient,
  request: QuizExportRequest,
  signal?: AbortSignal,
  onProgress?: DownloadProgress,
): Promise<{ blob: Blob; fileName: string | null }> {
  const link =
    request.format === 'qti' ? { trackingLink: request.trackingLink } : { videoLink: request.videoLink };
  return http.download(quizExportPath(request.kind, request.quizId, request.format), {
    query: { ...(request.institutionId === null ? {} : { institutionId: request.institutionId }), ...link },
    signal,
    onProgress,
  });
}
