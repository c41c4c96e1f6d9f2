/** Download names of the exports (SPEC section 7) and their Content-Disposition header (RFC 6266 / RFC 5987). */

/** Letters, digits, spaces and a few safe marks stay; everything else (slashes, quotes, controls) goes. */
export function sanitiseFileName(name: string, fallback: string): string {
  const printable = [...name.normalize('NFC')].map((c) => (c < ' ' || c === '\u007f' ? ' ' : c)).join('');
  const cleaned = printable
    .replace(/["*/:<>?\\|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 120)
    .trim();
  return cleaned.length > 0 ? cleaned : fallback;
}

export type ExportFormat = 'qti' | 'cc' | 'scorm' | 'moodle' | 'gift';

export function exportFileName(format: ExportFormat, title: string, id: number): string {
  const base = sanitiseFileName(title, `quiz-${id}`);
  if (format === 'qti') return `${base}-qti.zip`;
  if (format === 'cc') return `${base}-cc-export.imscc`;
  if (format === 'moodle') return `${base}-moodle.xml`;
  if (format === 'gift') return `${base}-gift.txt`;
  return `${sanitiseFileName(title, String(id))}-scorm-export.zip`;
}

/** `attachment; filename="ascii"; filename*=UTF-8''percent-encoded`. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
