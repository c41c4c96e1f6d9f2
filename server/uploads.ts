/**
 * Stored uploads. A file is checked by its content (magic bytes), not by its name or header, and by size before
 * anything is written; a new file gets a new name, so a refused upload leaves the previous one in place and caches
 * never serve a stale file.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { FIELD_MESSAGES, hasBadCharacter, TEXT_MAX } from '../src/domain/fields';
import { contentMatches, UPLOAD_RULES, type UploadKind } from '../src/domain/uploads';
import { badRequest } from './http/errors';

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

/** The sponsor upload rules of SPEC section 5, by content. */
export async function receiveSponsorFile(request: FastifyRequest, kind: UploadKind): Promise<ReceivedFile> {
  const rule = UPLOAD_RULES[kind];
  const file = await receiveFile(request, rule.maxBytes, rule.sizeMessage);
  if (!contentMatches(kind, file.bytes)) throw badRequest(rule.typeMessage);
  return file;
}

/** Writes bytes under `storageDir/dir` with a fresh name; returns the storage-relative path. */
export async function storeFile(
  storageDir: string,
  dir: string,
  extension: string,
  bytes: Uint8Array,
): Promise<string> {
  const relative = `${dir}/${Date.now().toString(36)}-${randomBytes(6).toString('hex')}.${extension}`;
  const target = join(storageDir, relative);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, bytes);
  return relative;
}

/** Resolves a storage-relative path, refusing any that escapes the storage directory. */
export function storedPath(storageDir: string, relative: string): string {
  const full = normalize(join(storageDir, relative));
  if (!full.startsWith(normalize(storageDir))) throw new Error(`Path escapes storage: ${relative}`);
  return full;
}

/** Removes a replaced file; a file that is already gone is fine. Seeded shared media are never removed. */
export async function removeStoredFile(storageDir: string, relative: string | null): Promise<void> {
  if (!relative || !relative.includes('/uploads/')) return;
  await rm(storedPath(storageDir, relative), { force: true });
}
