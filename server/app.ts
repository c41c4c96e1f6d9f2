/** The HTTP application: API routes, the one error handler, the console's files. Built, not started. */
import { join, resolve } from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppDeps } from './appDeps';
import { createAuthCache } from './auth/authCache';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { errorHandler, sendNotFound } from './http/errorHandler';
import { securityHeaders } from './http/securityHeaders';
import { serializerCompiler } from './http/serializer';
import { createStorage } from './storage/createStorage';
import { collectRouteTable } from './http/routeTable';
import { zodValidatorCompiler } from './http/validation';
import { aiRoutes } from './routes/aiRoutes';
import { areaPingRoutes } from './routes/areaPingRoutes';
import { authRoutes } from './routes/authRoutes';
import { bannerRoutes } from './routes/bannerRoutes';
import { classContentRoutes } from './routes/classContentRoutes';
import { classLinkRoutes } from './routes/classLinkRoutes';
import { classDocumentRoutes } from './routes/classDocumentRoutes';
import { classRoutes } from './routes/classRoutes';
import { exportRoutes } from './routes/exportRoutes';
import { importRoutes } from './routes/importRoutes';
import { rebuildRoutes } from './routes/rebuildRoutes';
import { createServerWorker } from './jobs/serverWorker';
import { contentRoutes } from './routes/contentRoutes';
import { mediaRoutes } from './routes/mediaRoutes';
import { playlistRoutes } from './routes/playlistRoutes';
import { quizCrudRoutes } from './routes/quizCrudRoutes';
import { quizDeleteRoutes } from './routes/quizDeleteRoutes';
import { quizListRoutes } from './routes/quizListRoutes';
import { quizShareRoutes } from './routes/quizShareRoutes';
import { institutionRoutes } from './routes/institutionRoutes';
import { identityProviderRoutes } from './routes/identityProviderRoutes';
import { ltiRoutes } from './routes/ltiRoutes';
import { registerConsole, serveConsoleFallback } from './routes/consoleRoutes';
import { featureFlagRoutes } from './routes/featureFlagRoutes';
import { invitationRoutes } from './routes/invitationRoutes';
import { registrationRoutes } from './routes/registrationRoutes';
import { sponsorRoutes } from './routes/sponsorRoutes';
import { translationRoutes } from './routes/translationRoutes';
import { resultsRoutes } from './routes/resultsRoutes';
import { dashboardRoutes } from './routes/dashboardRoutes';
import { takeRoutes } from './routes/takeRoutes';
import { takePageRoutes } from './routes/takePageRoutes';

export interface BuildAppOptions {
  readonly db: Kysely<Database>;
  readonly config: ServerConfig;
  /** The built console; defaults to ./dist. */
  readonly distDir?: string;
  /** The clock; tests move it instead of sleeping. */
  readonly now?: () => Date;
  readonly logger?: FastifyServerOptions['logger'];
  /** Run the job worker (library rebuilds, students' mail) while the app is up; default true. Tests run jobs
   * explicitly. */
  readonly jobWorker?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const authCache = createAuthCache(db, { onError: (err) => app.log.error({ err }, 'change feed') });
  const storage = createStorage(config.storage);
  // Routes write through the cache's watcher, so a request that changed a cached row waits until it is dropped.
  const deps: AppDeps = {
    db: db.withPlugin(authCache.writeWatcher),
    config,
    storage,
    now: options.now ?? (() => new Date()),
    authCache,
  };
  const consoleOptions = { config, distDir: resolve(options.distDir ?? 'dist') };

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  collectRouteTable(app);
  app.decorateRequest('authUser', null);
  app.addHook('onSend', securityHeaders(config));
  authCache.register(app);

  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });

  await app.register(authRoutes, deps);
  await app.register(registrationRoutes, deps);
  await app.register(invitationRoutes, deps);
  await app.register(featureFlagRoutes, deps);
  await app.register(areaPingRoutes, deps);
  await app.register(sponsorRoutes, deps);
  await app.register(translationRoutes, deps);
  await app.register(bannerRoutes, deps);
  await app.register(classDocumentRoutes, deps);
  await app.register(classRoutes, deps);
  await app.register(classContentRoutes, deps);
  await app.register(classLinkRoutes, deps);
  await app.register(exportRoutes, deps);
  await app.register(importRoutes, deps);
  await app.register(rebuildRoutes, deps);
  if (options.jobWorker ?? true) {
    const worker = createServerWorker(db, config, deps.now, {
      onError: (err, job) => app.log.error({ err, job }, 'job failed'),
    });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.close());
  }
  await app.register(resultsRoutes, deps);
  await app.register(dashboardRoutes, deps);
  await app.register(takeRoutes, deps);
  await app.register(takePageRoutes, { deps, takeDir: join(consoleOptions.distDir, 'take') });
  await app.register(contentRoutes, deps);
  await app.register(playlistRoutes, deps);
  await app.register(quizCrudRoutes, deps);
  await app.register(quizListRoutes, deps);
  await app.register(quizShareRoutes, deps);
  await app.register(quizDeleteRoutes, deps);
  await app.register(aiRoutes, deps);
  await app.register(institutionRoutes, deps);
  await app.register(identityProviderRoutes, deps);
  await app.register(ltiRoutes, deps);
  await app.register(mediaRoutes, deps);
  await registerConsole(app, consoleOptions);

  app.setNotFoundHandler(
    (request, reply) => serveConsoleFallback(consoleOptions, request, reply) ?? sendNotFound(reply),
  );
  return app;
}
