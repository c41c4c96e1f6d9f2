/** The QTI upload (SPEC section 7) as a plain async call over the http client. */
import type { HttpClient } from '../../shared/http';
import {
  QTI_UPLOAD_FIELD,
  QtiImportResponseSchema,
  QUIZ_IMPORT_PATHS,
  type QtiImportResponse,
} from './quizImportContract';

export function uploadQtiPackage(
  http: HttpClient,
  file: File,
  signal?: AbortSignal,
): Promise<QtiImportResponse> {
  const body = new FormData();
  body.append(QTI_UPLOAD_FIELD, file, file.name);
  return http.request(QUIZ_IMPORT_PATHS.qtiPackage, {
    method: 'POST',
    body,
    schema: QtiImportResponseSchema,
    signal,
  });
}
