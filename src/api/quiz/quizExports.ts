/**
 * Quiz exports (SPEC section 7 "Exports", ADR 155): GET /api/admin/quiz/{type}/{id}/{format} as a file, with an
 * optional institution and the tracking link (QTI) or the player's embed link (CC, SCORM, Moodle XML, GIFT).
 */
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
