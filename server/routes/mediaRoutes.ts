/**
 * The seeded and uploaded media under `${storageDir}/media`, read-only and public at GET /media/*, so thumbnails
 * and videos load in <img> and <video> (which cannot send a bearer token). Byte ranges are served for seeking;
 * no directory listing; `send` refuses paths that escape the root and dotfiles.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../appDeps';

export const MEDIA_ROUTE_PREFIX = '/media/';
/** Media files are never rewritten in place (a new upload gets a new name), so a week of caching is safe. */
const MEDIA_CACHE = 'public, max-age=604800';

export const mediaRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const root = join(deps.config.storageDir, 'media');
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: MEDIA_ROUTE_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    acceptRanges: true,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', MEDIA_CACHE);
      reply.header('cross-origin-resource-policy', 'same-origin');
    },
  });
};
