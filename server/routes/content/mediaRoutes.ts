/**
 * The seeded and uploaded media (keys under `media/`), read-only and public at GET /media/*, so thumbnails and
 * videos load in <img> and <video> (which cannot send a bearer token). Served from the storage (the disk or an
 * object store, ADR 159), streamed through the server; byte ranges are served for seeking. No listing; a path that
 * is no storage key (`..`, hidden files, empty segments) is answered like a missing file.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../appDeps';
import { sendNotFound } from '../../http/errorHandler';
import { isStorageKey, type ByteRange } from '../../storage/storage';

export const MEDIA_ROUTE_PREFIX = '/media/';
/** Media files are never rewritten in place (a new upload gets a new name), so a week of caching is safe. */
const MEDIA_CACHE = 'public, max-age=604800';

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

export const mediaRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  app.get(`${MEDIA_ROUTE_PREFIX}*`, { compress: false }, async (request, reply) => {
    const key = `media/${(request.params as { '*': string })['*']}`;
    if (!isStorageKey(key)) return sendNotFound(reply);
    const header = request.headers.range;
    let range: ByteRange | null | undefined;
    if (header !== undefined) {
      const info = await deps.storage.stat(key);
      if (!info) return sendNotFound(reply);
      range = parseRange(header, info.size);
      if (range === null) return reply.code(416).header('content-range', `bytes */${info.size}`).send();
    }
    const file = await deps.storage.get(key, range ?? undefined);
    if (!file) return sendNotFound(reply);
    reply
      .header('content-type', file.contentType)
      .header('accept-ranges', 'bytes')
      .header('cache-control', MEDIA_CACHE)
      .header('cross-origin-resource-policy', 'same-origin');
    if (range) {
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('content-length', String(range.end - range.start + 1));
    } else reply.header('content-length', String(file.size));
    return reply.send(file.body);
  });
};
