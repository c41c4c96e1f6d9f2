/**
 * The web console under the route prefix: its runtime configuration, its built files, and index.html for every
 * other path under the prefix (the client router takes it from there).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RuntimeConfigSchema, type RuntimeConfig } from '../../../src/api/shared/configContract';
import type { ServerConfig } from '../../config';

export interface ConsoleOptions {
  readonly config: ServerConfig;
  readonly distDir: string;
}

export function runtimeConfig(config: ServerConfig): RuntimeConfig {
  return {
    routePrefix: config.routePrefix,
    apiBaseUrl: config.publicApiBaseUrl,
    featureFlagClientId: config.featureFlagClientId,
    documentViewerUrl: config.documentViewerUrl,
    cacheHours: config.cacheHours,
  };
}

/**
 * Parcel names bundles `name.<hash>.ext`: such a file never changes, so browsers may keep it for a year. The build's
 * Brotli copy (`name.<hash>.ext.br`) is the same file.
 */
const HASHED_ASSET = /\.[0-9a-f]{8,}\.[a-z0-9]+(?:\.br)?$/i;

function cacheControlFor(path: string): string {
  return HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Registered on the root instance (not as an encapsulated plugin), so that `reply.sendFile` reaches the
 * not-found handler of requests no route matched, such as the prefix itself.
 */
export async function registerConsole(
  app: FastifyInstance,
  { config, distDir }: ConsoleOptions,
): Promise<void> {
  const prefix = config.routePrefix;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/', async (_request, reply) => reply.redirect(`${prefix}/`));

  routes.get(
    `${prefix}/config.json`,
    { schema: { response: { 200: RuntimeConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return runtimeConfig(config);
    },
  );

  if (existsSync(distDir)) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: `${prefix}/`,
      wildcard: true,
      index: false,
      cacheControl: false,
      // The build's Brotli copies (scripts/build.mjs), sent as they are; other encodings are compressed on the fly.
      preCompressed: true,
      setHeaders: (reply, path) => reply.header('cache-control', cacheControlFor(path)),
    });
  }
}

/**
 * The not-found answer for console paths: index.html (the SPA fallback) when the console is built.
 * Returns undefined when the request is not a console page, so the caller answers 404.
 */
export function serveConsoleFallback(
  { config, distDir }: ConsoleOptions,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const path = request.url.split('?')[0]!;
  const prefix = config.routePrefix;
  if (path !== prefix && !path.startsWith(`${prefix}/`)) return undefined;
  if (!existsSync(join(distDir, 'index.html')) || typeof reply.sendFile !== 'function') return undefined;
  return reply.code(200).header('cache-control', 'no-cache').sendFile('index.html', distDir);
}
