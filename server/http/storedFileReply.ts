/**
 * A stored file as an HTTP answer (ADR 254), the same for `/media` and class documents: `Accept-Ranges: bytes`
 * and one byte range honoured (206 with `Content-Range`, 416 beyond the end) unless an `If-Range` names another
 * version of the file (then the whole file, RFC 9110 section 13.1.5), the store's `ETag` and
 * `Last-Modified`, and 304 to a matching `If-None-Match` (or, without one, an `If-Modified-Since` not older
 * than the file). A store that does not answer throws StorageUnavailableError, which the error handler answers 503.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, Storage, StoredFileInfo } from '../storage/storage';

/**
 * The one range of a `Range: bytes=…` header within `size` bytes; `null` when it cannot be satisfied, undefined
 * when there is none to honour (absent, malformed or several ranges: the whole file is sent, as RFC 9110 allows).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | undefined {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? null : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start >= size || end < start ? null : { start, end };
}

/** The tag without its weakness mark: If-None-Match compares weakly (RFC 9110 section 13.1.2). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Whether a range request's `If-Range` (when it has one) names this version of the file: an entity tag matches only
 * by strong comparison (neither weak), a date only the file's own `Last-Modified`, to the second.
 */
export function rangeStillApplies(request: FastifyRequest, info: StoredFileInfo): boolean {
  const header = request.headers['if-range'];
  const ifRange = (Array.isArray(header) ? header[0] : header)?.trim();
  if (ifRange === undefined) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) {
    return (
      !ifRange.startsWith('W/') &&
      info.etag !== undefined &&
      !info.etag.startsWith('W/') &&
      ifRange === info.etag
    );
  }
  const date = Date.parse(ifRange);
  return (
    Number.isFinite(date) &&
    info.lastModified !== undefined &&
    Math.floor(info.lastModified.getTime() / 1000) === Math.floor(date / 1000)
  );
}

/** Whether the client's copy is this file's: its If-None-Match names the tag, or its copy is not older. */
export function isNotModified(request: FastifyRequest, info: StoredFileInfo): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch !== undefined) {
    if (!info.etag) return false;
    const tags = noneMatch.split(',').map((tag) => tag.trim());
    return tags.includes('*') || tags.some((tag) => opaque(tag) === opaque(info.etag!));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && info.lastModified !== undefined && info.lastModified.getTime() <= since;
}

export interface StoredFileAnswer {
  /** The type to send; the store's by default. */
  readonly contentType?: string;
  readonly cacheControl: string;
  /** Further headers of a 200 or 206 (Content-Disposition…). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Answers the stored file at `key`; false (nothing sent) when there is no such file. */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  answer: StoredFileAnswer,
): Promise<boolean> {
  const conditional =
    request.headers.range !== undefined ||
    request.headers['if-none-match'] !== undefined ||
    request.headers['if-modified-since'] !== undefined;
  // A plain read is one request to the store; a range or a condition needs the size or the tag first.
  const info = conditional ? await storage.stat(key) : undefined;
  if (conditional && !info) return false;
  const validators = (of: StoredFileInfo) => {
    void reply.header('accept-ranges', 'bytes').header('cache-control', answer.cacheControl);
    if (of.etag) void reply.header('etag', of.etag);
    if (of.lastModified) void reply.header('last-modified', of.lastModified.toUTCString());
  };
  if (info && isNotModified(request, info)) {
    validators(info);
    await reply.code(304).send();
    return true;
  }
  let range: ByteRange | null | undefined;
  if (info) {
    range = rangeStillApplies(request, info) ? parseRange(request.headers.range, info.size) : undefined;
    if (range === null) {
      await reply.code(416).header('content-range', `bytes */${info.size}`).send();
      return true;
    }
  }
  const file = await storage.get(key, range ?? undefined);
  if (!file) return false;
  validators(info ?? file);
  void reply.header('content-type', answer.contentType ?? file.contentType);
  for (const [name, value] of Object.entries(answer.headers ?? {})) void reply.header(name, value);
  if (range)
    void reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', String(range.end - range.start + 1));
  else void reply.header('content-length', String(file.size));
  await reply.send(file.body);
  return true;
}
