/**
 * Stored files (uploads, seeded media, class documents) behind one interface, so every server process reaches the
 * same files: the disk under DATA_DIR/storage by default, an S3-compatible object store past one machine (ADR 159).
 * A key is a relative path such as `media/uploads/sponsors/x.png`; the database stores keys.
 */
import type { Readable } from 'node:stream';

/** Inclusive byte positions, as in an HTTP Range header. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

export interface StoredFileInfo {
  readonly contentType: string;
  /** Size of the whole file in bytes. */
  readonly size: number;
  /** An entity tag of these bytes, quoted (`"…"` or `W/"…"`), when the store gives or allows one. */
  readonly etag?: string;
  /** When the bytes were last written, to the second. */
  readonly lastModified?: Date;
}

export interface StoredFile extends StoredFileInfo {
  /** The file's bytes, or those of the range asked for. */
  readonly body: Readable;
}

/** A file on this machine's disk (an upload received into a temporary file) and its size in bytes. */
export interface LocalFile {
  readonly path: string;
  readonly size: number;
}

export interface Storage {
  /** Writes (or replaces) a file; readers see the old or the new bytes, never a part. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Writes (or replaces) a file from a file on the local disk of `size` bytes, streamed: a video of a gigabyte is
   * never held in memory (ADR 315). Readers see the old or the new bytes, never a part.
   */
  putFile(key: string, file: LocalFile, contentType: string): Promise<void>;
  /** Streams a file, or a range of it (`range` within its size); undefined when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredFile | undefined>;
  /** The whole file in memory; undefined when there is none. */
  read(key: string): Promise<Uint8Array | undefined>;
  /** Type and size without the bytes; undefined when there is no such file. */
  stat(key: string): Promise<StoredFileInfo | undefined>;
  /** Removes a file; one that is already gone is fine. */
  delete(key: string): Promise<void>;
}

/** Where files are kept: plain data, so it can cross to the heavy-work thread (exports read images there). */
export type StorageSettings =
  | { readonly kind: 'disk'; readonly dir: string }
  | {
      readonly kind: 's3';
      readonly bucket: string;
      /** Base URL of the service, e.g. `https://s3.eu-west-1.amazonaws.com` or `http://127.0.0.1:9000`. */
      readonly endpoint: string;
      readonly region: string;
      readonly accessKeyId: string;
      readonly secretAccessKey: string;
      /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO, s3rver, most self-hosted stores). */
      readonly forcePathStyle: boolean;
    };

/**
 * The file store could not be reached or answered with a server error (a bucket outage): what was asked may work
 * again in a moment. Answered 503 with Retry-After (ADR 254).
 */
export class StorageUnavailableError extends Error {
  constructor(detail: string, options?: { cause?: unknown }) {
    super(`The file store is unavailable: ${detail}`, options);
    this.name = 'StorageUnavailableError';
  }
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/**
 * Segments of letters, digits, `.`, `_` and `-`, none starting with a dot (so no `.`, `..` or hidden files), joined
 * by single slashes: no absolute path, no backslash, no empty segment, nothing a URL or a file system reads twice.
 */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
const KEY_MAX = 512;

export const isStorageKey = (key: string): boolean => key.length <= KEY_MAX && KEY.test(key);

/** Returns the key, or throws InvalidStorageKeyError for one that could leave the storage. */
export function checkStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new InvalidStorageKeyError(key);
  return key;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  vtt: 'text/vtt; charset=utf-8',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The extension a file of this type is stored under (`pdf`, `png`…); `bin` for a type not known here. */
export function extensionOfType(contentType: string): string {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return Object.entries(CONTENT_TYPES).find(([, known]) => known.split(';')[0] === type)?.[0] ?? 'bin';
}

/** The type a file is served with, by the extension of its key. */
export function contentTypeOf(key: string): string {
  const extension = (/\.([A-Za-z0-9]+)$/.exec(key)?.[1] ?? '').toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
