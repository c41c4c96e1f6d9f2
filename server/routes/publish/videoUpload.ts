/**
 * An article's video as it arrives (ADR 315): the multipart file streamed to a temporary file, never held in
 * memory, cut off past the size limit; then checked to be a whole MP4 by its top-level boxes (`ftyp` first, a `moov`
 * and an `mdat`, tiling the file to its last byte) and its duration read from the `mvhd` inside the `moov`.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import {
  ARTICLE_MEDIA_MESSAGES,
  BOX_HEADER_BYTES,
  boxHeaderOf,
  isWholeMp4Layout,
  MVHD_BODY_BYTES,
  mvhdDurationOf,
  type BoxHeader,
} from '../../../src/domain/publish/articleMedia';
import { badRequest } from '../../http/errors';
import { checkFileName, refuseFile, UPLOAD_MESSAGES } from '../../uploads';

/** Room the multipart framing takes around the file: a request longer than the limit and this is refused unread. */
const MULTIPART_ROOM = 64 * 1024;
/** More boxes than any MP4 has at its top level or in its `moov`: a file of tiny boxes is not a video. */
const MAX_BOXES = 10_000;

export interface ReceivedVideo {
  /** The temporary file; the caller removes it once stored (or refused). */
  readonly path: string;
  readonly size: number;
  readonly fileName: string;
  /** Seconds, from the `mvhd`; null when the file gives none. */
  readonly duration: number | null;
}

/** Receives the `file` part into `dir`; refuses (400, nothing kept) an oversized file or one that is no MP4. */
export async function receiveVideo(
  request: FastifyRequest,
  dir: string,
  maxMb: number,
): Promise<ReceivedVideo> {
  const maxBytes = maxMb * 1024 * 1024;
  const sizeMessage = ARTICLE_MEDIA_MESSAGES.videoSize(maxMb);
  if (Number(request.headers['content-length'] ?? 0) > maxBytes + MULTIPART_ROOM)
    throw badRequest(sizeMessage);
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(() => undefined);
  if (!part || part.fieldname !== 'file') throw badRequest(UPLOAD_MESSAGES.fileMissing);
  const fileName = checkFileName(part.filename);
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${randomBytes(16).toString('hex')}.upload`);
  try {
    // A stream that ended early (the sender stopped, a broken body) is refused; past the limit, it is cut off.
    await pipeline(part.file, createWriteStream(path, { flags: 'wx' })).catch(() => {
      if (!part.file.truncated) throw badRequest(ARTICLE_MEDIA_MESSAGES.videoIncomplete);
    });
    if (part.file.truncated) throw badRequest(sizeMessage);
    const { size } = await stat(path);
    const duration = await mp4DurationOf(path, size);
    if (duration === undefined) throw refuseFile(ARTICLE_MEDIA_MESSAGES.videoType);
    return { path, size, fileName, duration };
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Uint8Array> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** The boxes between `start` and `end`, header by header; undefined when one does not fit or there are too many. */
async function boxesIn(
  handle: FileHandle,
  start: number,
  end: number,
): Promise<(BoxHeader & { offset: number })[] | undefined> {
  const boxes: (BoxHeader & { offset: number })[] = [];
  for (let offset = start; offset < end;) {
    if (boxes.length >= MAX_BOXES) return undefined;
    const header = boxHeaderOf(await readAt(handle, offset, BOX_HEADER_BYTES), end - offset);
    if (!header) return undefined;
    boxes.push({ ...header, offset });
    offset += header.size;
  }
  return boxes;
}

/**
 * The video's duration in seconds when the file is a whole MP4 (null when its `mvhd` gives none); undefined when it
 * is not one, whatever its name says.
 */
export async function mp4DurationOf(path: string, size: number): Promise<number | null | undefined> {
  const handle = await open(path, 'r');
  try {
    const top = await boxesIn(handle, 0, size);
    if (!top || !isWholeMp4Layout(top.map((box) => box.type))) return undefined;
    const moov = top.find((box) => box.type === 'moov')!;
    const children = await boxesIn(handle, moov.offset + moov.headerSize, moov.offset + moov.size);
    const mvhd = children?.find((box) => box.type === 'mvhd');
    if (!mvhd) return null;
    const body = await readAt(
      handle,
      mvhd.offset + mvhd.headerSize,
      Math.min(MVHD_BODY_BYTES, mvhd.size - mvhd.headerSize),
    );
    return mvhdDurationOf(body) ?? null;
  } finally {
    await handle.close();
  }
}
