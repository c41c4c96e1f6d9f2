/**
 * A file someone else chose the bytes and name of (a student's answer file, ADR 294), answered as a download: never
 * run or shown by the browser as a page of this site.
 */

/** An attachment named in plain ASCII for old clients and in UTF-8 (RFC 6266) for the rest. */
const attachmentDisposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** The headers of such a download: an attachment, its type as sent, in a sandbox of its own. */
export const untrustedFileHeaders = (fileName: string) => ({
  'content-disposition': attachmentDisposition(fileName),
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
});
