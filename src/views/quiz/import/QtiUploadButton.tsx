/** The template list's 'Upload QTI' action (one .zip file → templates). Not available yet: renders nothing. */
export function QtiUploadButton() {
  return null;
}
