/**
 * The student page at /take/{token}, outside the console's prefix: its built files (dist/take/, hashed names kept a
 * year) and index.html for any other name, whatever its shape — the page asks the API and tells an unknown link
 * itself. The same security headers as every answer (server/http/securityHeaders.ts).
 */
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppDeps } from '../../appDeps';
import { publicRoute } from '../../auth/guards';
import { sendNotFound } from '../../http/errorHandler';

export const TAKE_PAGE_PREFIX = '/take';

/** Parcel names bundles `name.<hash>.ext`: such a file never changes, so browsers may keep it for a year. */
const HASHED_ASSET = /^[\w-]+\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export interface TakePageOptions {
  readonly deps: AppDeps;
  /** dist/take: the student page's build. */
  readonly takeDir: string;
}

export const takePageRoutes: FastifyPluginAsync<TakePageOptions> = async (app, { deps, takeDir }) => {
  // Only reply.sendFile, in this plugin's scope: the routes below decide what is served.
  // The build's Brotli copies are sent as they are (scripts/build.mjs).
  await app.register(fastifyStatic, {
    root: takeDir,
    serve: false,
    cacheControl: false,
    preCompressed: true,
  });

  const page = (reply: FastifyReply) => {
    if (!existsSync(join(takeDir, 'index.html'))) return sendNotFound(reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html', takeDir);
  };

  const access = publicRoute(deps);
  app.get(TAKE_PAGE_PREFIX, { onRequest: access }, async (_request, reply) => page(reply));
  app.get<{ Params: { name: string } }>(
    `${TAKE_PAGE_PREFIX}/:name`,
    { onRequest: access },
    async (request, reply) => {
      const { name } = request.params;
      if (HASHED_ASSET.test(name) && basename(name) === name && existsSync(join(takeDir, name))) {
        return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(name, takeDir);
      }
      return page(reply);
    },
  );
};
