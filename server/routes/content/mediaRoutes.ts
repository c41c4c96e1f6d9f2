/**
 * The seeded and uploaded media (keys under `media/`), read-only and public at GET /media/*, so thumbnails and
 * videos load in <img> and <video> (which cannot send a bearer token). Served from the storage (the disk or an
 * object store, ADR 159), streamed through the server; byte ranges are served for seeking, with validators and 304s
 * (ADR 254). No listing; a path that is no storage key (`..`, hidden files, empty segments) is answered like a
 * missing file.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../appDeps';
import { sendNotFound } from '../../http/errorHandler';
import { sendStoredFile } from '../../http/storedFileReply';
import { isStorageKey } from '../../storage/storage';

export const MEDIA_ROUTE_PREFIX = '/media/';
/** Media files are never rewritten in place (a new upload gets a new name), so a week of caching is safe. */
const MEDIA_CACHE = 'public, max-age=604800';

export const mediaRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  app.get(`${MEDIA_ROUTE_PREFIX}*`, { compress: false }, async (request, reply) => {
    const key = `media/${(request.params as { '*': string })['*']}`;
    if (!isStorageKey(key)) return sendNotFound(reply);
    const sent = await sendStoredFile(request, reply, deps.storage, key, {
      cacheControl: MEDIA_CACHE,
      headers: { 'cross-origin-resource-policy': 'same-origin' },
    });
    return sent ? reply : sendNotFound(reply);
  });
};
