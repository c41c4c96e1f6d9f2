/**
 * A collection's cover picture (ADR 316): PNG, JPEG or WebP, at most 5 MB, as the desk's article pictures (ADR 315).
 * The console checks the file's name and size before sending; the server judges the bytes themselves:
 * the picture's signature and its structure to the end, so a renamed file or a truncated one is refused.
 */
import { COLLECTION_MESSAGES } from './collections';

export const COVER_MAX_BYTES = 5 * 1024 * 1024;
/** The pictures a cover may be, as the stored file's extension. */
export type CoverType = 'png' | 'jpg' | 'webp';
/** What the file chooser offers. */
const COVER_ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';

/**
 * The upload rule the console checks before sending (the shared upload machine's shape): the file's name, then its
 * size. The server judges the content.
 */
export const COVER_RULE = {
  maxBytes: COVER_MAX_BYTES,
  extensions: ['png', 'jpg', 'jpeg', 'webp'],
  accept: COVER_ACCEPT,
  typeMessage: COLLECTION_MESSAGES.coverType,
  sizeMessage: COLLECTION_MESSAGES.coverSize,
} as const;

const ascii = (bytes: Uint8Array, offset: number, length: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + length));
const uint32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const uint32le = (b: Uint8Array, at: number) =>
  (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** The signature, an IHDR of 13 bytes first, image data, and a whole IEND chunk. */
function isWholePng(bytes: Uint8Array): boolean {
  if (!PNG_SIGNATURE.every((value, index) => bytes[index] === value)) return false;
  let offset = 8;
  let data = false;
  for (let chunk = 0; offset + 12 <= bytes.length; chunk++) {
    const length = uint32be(bytes, offset);
    const type = ascii(bytes, offset + 4, 4);
    if (offset + 12 + length > bytes.length) return false;
    if (chunk === 0 && (type !== 'IHDR' || length !== 13)) return false;
    if (type === 'IDAT') data = true;
    if (type === 'IEND') return data;
    offset += 12 + length;
  }
  return false;
}

/** A start of image marker first and an end of image marker last (trailing padding aside). */
function isWholeJpeg(bytes: Uint8Array): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return false;
  let end = bytes.length;
  while (end > 4 && bytes[end - 1] === 0x00) end--;
  return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
}

/** A RIFF container of type WEBP whose size is the file's, holding a VP8, VP8L or VP8X chunk first. */
function isWholeWebp(bytes: Uint8Array): boolean {
  if (bytes.length < 20 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return false;
  const size = uint32le(bytes, 4) + 8;
  if (size !== bytes.length && size + 1 !== bytes.length) return false;
  return ['VP8 ', 'VP8L', 'VP8X'].includes(ascii(bytes, 12, 4));
}

/** The picture's type judged by its bytes alone, or null when they are no whole PNG, JPEG or WebP. */
export function coverTypeOf(bytes: Uint8Array): CoverType | null {
  if (isWholePng(bytes)) return 'png';
  if (isWholeJpeg(bytes)) return 'jpg';
  if (isWholeWebp(bytes)) return 'webp';
  return null;
}
