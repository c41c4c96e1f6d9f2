/**
 * Stored uploads. A file is checked by its content (magic bytes), not by its name or header, and by size before
 * anything is written; a new file gets a new name, so a refused upload leaves the previous one in place and caches
 * never serve a stale file.
 */
import { randomBytes } from 'node:crypto';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { FIELD_MESSAGES, hasBadCharacter, TEXT_MAX } from '../src/domain/shared/fields';
import { pictureSizeAllowed, pictureSizeOf, PICTURE_MESSAGES } from '../src/domain/shared/pictureSize';
import { contentMatches, UPLOAD_RULES, type UploadKind } from '../src/domain/sponsors/uploads';
import { badRequest } from './http/errors';
import { contentTypeOf, type Storage } from './storage/storage';

export const UPLOAD_MESSAGES = {
  fileMissing: 'A file is required',
} as const;

export interface ReceivedFile {
  readonly fileName: string;
  readonly mimeType: string;
  readonly bytes: Buffer;
}

/**
 * A file name as the client sent it is stored and shown: refused (400 naming `file`) when it holds a NUL or a lone
 * surrogate or is longer than TEXT_MAX.fileName (ADR 106).
 */
export function checkFileName(fileName: string): string {
  const problem = hasBadCharacter(fileName)
    ? FIELD_MESSAGES.badCharacter
    : fileName.length > TEXT_MAX.fileName
      ? FIELD_MESSAGES.tooLong(TEXT_MAX.fileName)
      : null;
  if (problem) throw badRequest(problem, { file: [problem] });
  return fileName;
}

/**
 * Reads the multipart field `file` up to `maxBytes` (+1, to tell an oversized file from one of exactly the limit).
 * Throws the SPEC's size message when it is bigger; never buffers more than the limit.
 */
export async function receiveFile(
  request: FastifyRequest,
  maxBytes: number,
  sizeMessage: string,
): Promise<ReceivedFile> {
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(() => undefined);
  if (!part || part.fieldname !== 'file') throw badRequest(UPLOAD_MESSAGES.fileMissing);
  const bytes = await part.toBuffer().catch(() => null);
  if (bytes === null || part.file.truncated) throw badRequest(sizeMessage);
  return { fileName: checkFileName(part.filename), mimeType: part.mimetype, bytes };
}

/** A refused upload: a 400 whose message is said beside the file field. */
export const refuseFile = (message: string) => badRequest(message, { file: [message] });

/**
 * A picture whose type its bytes showed is kept only when the size its header states is readable (else
 * `typeMessage`) and within PICTURE_MAX_SIDE and PICTURE_MAX_PIXELS (ADR 363); checked before anything is stored.
 */
export function checkPictureSize(bytes: Uint8Array, typeMessage: string): void {
  const size = pictureSizeOf(bytes);
  if (!size) throw refuseFile(typeMessage);
  if (!pictureSizeAllowed(size)) throw refuseFile(PICTURE_MESSAGES.tooManyPixels);
}

/** The sponsor upload rules of SPEC section 5, by content; a logo's stated size within the bound too. */
export async function receiveSponsorFile(request: FastifyRequest, kind: UploadKind): Promise<ReceivedFile> {
  const rule = UPLOAD_RULES[kind];
  const file = await receiveFile(request, rule.maxBytes, rule.sizeMessage);
  if (!contentMatches(kind, file.bytes)) throw refuseFile(rule.typeMessage);
  if (kind === 'logo') checkPictureSize(file.bytes, rule.typeMessage);
  return file;
}

/** A fresh key under `dir`: a new upload never overwrites a file someone may still be reading or caching. */
export const freshKey = (dir: string, extension: string) =>
  `${dir}/${Date.now().toString(36)}-${randomBytes(6).toString('hex')}.${extension}`;

/** Stores bytes under `dir` with a fresh name; returns the key (the storage-relative path kept in the database). */
export async function storeFile(
  storage: Storage,
  dir: string,
  extension: string,
  bytes: Uint8Array,
): Promise<string> {
  const key = freshKey(dir, extension);
  await storage.put(key, bytes, contentTypeOf(key));
  return key;
}

/** Copies a stored file to a fresh key under `dir`, so removing one copy never removes the other. */
export async function copyStoredFile(
  storage: Storage,
  key: string,
  dir: string,
  extension: string,
): Promise<string> {
  const bytes = await storage.read(key);
  if (!bytes) throw new Error(`Stored file is missing: ${key}`);
  return storeFile(storage, dir, extension, bytes);
}

/** Removes a replaced file; a file that is already gone is fine. Seeded shared media are never removed. */
export async function removeStoredFile(storage: Storage, key: string | null): Promise<void> {
  if (!key || !key.includes('/uploads/')) return;
  await storage.delete(key);
}
