/**
 * Hands a downloaded file to the browser under its name: a link to the blob, clicked while it is in the document
 * (Firefox ignores a detached one), then removed. The blob's URL is revoked a moment later, once the browser has
 * started reading it.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
