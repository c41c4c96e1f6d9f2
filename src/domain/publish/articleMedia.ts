/**
 * An article's media (ADR 315): an MP4 video checked by its boxes, WebVTT subtitles per language, a thumbnail and a
 * header image checked by their first bytes, with the limits and the messages a refusal gives. Pure: bytes in,
 * answers out; the server walks the uploaded file with these.
 */

const MB = 1024 * 1024;

/** The video's limit unless VIDEO_UPLOAD_MAX_MB says otherwise; larger than an int4 of bytes cannot be stored. */
export const VIDEO_UPLOAD_DEFAULT_MB = 1024;
export const VIDEO_UPLOAD_MAX_MB_LIMIT = 2047;
export const SUBTITLE_MAX_BYTES = 2 * MB;
export const IMAGE_MAX_BYTES = 5 * MB;

export const ARTICLE_MEDIA_MESSAGES = {
  videoType: 'Invalid file type. Accepted format: mp4.',
  videoSize: (mb: number) => `File size limit exceeded (${mb} MB). Please reduce and try again.`,
  videoIncomplete: 'The video did not arrive whole. Please try again.',
  subtitleLine: (line: number, message: string) => `Line ${line}: ${message}`,
  subtitleEncoding: 'The subtitle file is not UTF-8 text.',
  subtitleEmpty: 'The subtitle file has no cues.',
  subtitleSize: 'File size limit exceeded (2 MB). Please reduce and try again.',
  imageType: 'Invalid file type. Accepted formats: PNG, JPEG, WebP.',
  imageSize: 'File size limit exceeded (5 MB). Please reduce and try again.',
} as const;

export type ArticleImageType = 'png' | 'jpg' | 'webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((value, i) => bytes[offset + i] === value);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** A picture's type by its first bytes (PNG, JPEG or WebP), whatever its name says; undefined for anything else. */
export function articleImageTypeOf(bytes: Uint8Array): ArticleImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}

/** Bytes enough to read any box header: a 32-bit size and type, then a 64-bit size when the first says 1. */
export const BOX_HEADER_BYTES = 16;

export interface BoxHeader {
  readonly type: string;
  /** The whole box in bytes, its header included. */
  readonly size: number;
  readonly headerSize: number;
}

const uint32At = (bytes: Uint8Array, offset: number) =>
  ((bytes[offset]! << 24) | (bytes[offset + 1]! << 16) | (bytes[offset + 2]! << 8) | bytes[offset + 3]!) >>>
  0;

/**
 * The header of the box at the start of `bytes`, `remaining` bytes before the end of its container (a size of 0
 * means the box runs to that end). Undefined when the header is cut short or its size cannot be a box's.
 */
export function boxHeaderOf(bytes: Uint8Array, remaining: number): BoxHeader | undefined {
  if (bytes.length < 8 || remaining < 8) return undefined;
  const type = String.fromCharCode(...bytes.subarray(4, 8));
  const size32 = uint32At(bytes, 0);
  if (size32 === 1) {
    if (bytes.length < 16 || remaining < 16) return undefined;
    const size = uint32At(bytes, 8) * 2 ** 32 + uint32At(bytes, 12);
    return size < 16 || size > remaining ? undefined : { type, size, headerSize: 16 };
  }
  const size = size32 === 0 ? remaining : size32;
  return size < 8 || size > remaining ? undefined : { type, size, headerSize: 8 };
}

/** What the top-level boxes of a whole MP4 must be: `ftyp` first, a `moov` (the index) and an `mdat` (the media). */
export function isWholeMp4Layout(types: readonly string[]): boolean {
  return types[0] === 'ftyp' && types.includes('moov') && types.includes('mdat');
}

/** Bytes of an `mvhd` box's body the duration is read from (version 1: 64-bit times). */
export const MVHD_BODY_BYTES = 32;

/** The duration in seconds an `mvhd` box's body gives; undefined when it gives none (no time scale). */
export function mvhdDurationOf(body: Uint8Array): number | undefined {
  if (body.length < 20) return undefined;
  const version = body[0];
  if (version === 1) {
    if (body.length < 32) return undefined;
    const timescale = uint32At(body, 20);
    const duration = uint32At(body, 24) * 2 ** 32 + uint32At(body, 28);
    return timescale === 0 ? undefined : duration / timescale;
  }
  const timescale = uint32At(body, 12);
  const duration = uint32At(body, 16);
  return timescale === 0 || duration === 0xffffffff ? undefined : duration / timescale;
}
