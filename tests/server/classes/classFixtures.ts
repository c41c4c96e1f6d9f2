/** Classes for the server tests: the body of a new class as the console's form sends it, and a document upload. */
import { call, type TestApp } from '../testApp';

/** `POST /api/admin/class/`'s body: a class with this title, at this institution, no dates, no description. */
export const classBody = (title: string, institution: string | null = 'University of Eastport') => ({
  title,
  institution,
  description: '',
  startDate: null,
  endDate: null,
  professor: false,
});

/** Uploads one file to a class's documents as the console does (multipart, field `file`). */
export function uploadClassDocument(
  t: TestApp,
  headers: Record<string, string>,
  classId: number,
  fileName: string,
  bytes: Uint8Array,
  type = 'application/pdf',
) {
  const boundary = '----classDocumentBoundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return call(t.app, {
    method: 'POST',
    url: `/api/admin/class/${classId}/document`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}
