/** A multipart/form-data body of one file field named `file`, as a browser sends an upload, for `app.inject`. */
import { Buffer } from 'node:buffer';

export function multipartFile(name: string, bytes: Uint8Array, type: string) {
  const boundary = '----console-test-upload';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
