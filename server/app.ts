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
import { registerFairTurns } from './http/fairTurns';
import { registerWritesFirst } from './db/writesFirst';
import { securityHeaders } from './http/securityHeaders';
import { createFrameOrigins } from './lti/frameOrigins';
import { createResponseWriters } from './http/serializer';
import { createStorage } from './storage/createStorage';
import { collectRouteTable } from './http/routeTable';
import { guardFeatureRoutes } from './auth/featureGuard';
import { zodValidatorCompiler } from './http/validation';
import { aiRoutes } from './routes/quiz/editor/aiRoutes';
import { bankDeleteImpactRoutes } from './routes/banks/bankDeleteImpactRoutes';
import { bankRoutes } from './routes/banks/bankRoutes';
import { authRoutes } from './routes/session/authRoutes';
import { bannerRoutes } from './routes/banner/bannerRoutes';
import { classContentRoutes } from './routes/classes/classContentRoutes';
import { classLinkRoutes } from './routes/classes/classLinkRoutes';
import { classDocumentRoutes } from './routes/classes/classDocumentRoutes';
import { classRoutes } from './routes/classes/classRoutes';
import { exportRoutes } from './routes/quiz/exportRoutes';
import { importRoutes } from './routes/quiz/import/importRoutes';
import { rebuildRoutes } from './routes/quiz/rebuild/rebuildRoutes';
import { createServerWorker } from './jobs/serverWorker';
import { contentRoutes } from './routes/content/contentRoutes';
import { mediaRoutes } from './routes/content/mediaRoutes';
import { playlistRoutes } from './routes/playlists/playlistRoutes';
import { collectionRoutes } from './routes/methodsCollections/collectionRoutes';
import { quizCrudRoutes } from './routes/quiz/quizCrudRoutes';
import { quizDeleteRoutes } from './routes/quiz/quizDeleteRoutes';
import { deleteImpactRoutes } from './routes/shared/deleteImpactRoutes';
import { quizListRoutes } from './routes/quiz/lists/quizListRoutes';
import { quizShareRoutes } from './routes/quiz/quizShareRoutes';
import { institutionRoutes } from './routes/institutions/institutionRoutes';
import { identityProviderRoutes } from './routes/identityProviders/identityProviderRoutes';
import { ltiRoutes } from './routes/lti/ltiRoutes';
import { registerConsole, serveConsoleFallback } from './routes/shell/consoleRoutes';
import { registerOperations } from './routes/operations/operationsRoutes';
import { registerApiDocs } from './routes/operations/apiDocs';
import { requestIdOf } from './operations/requestIds';
import { featureFlagRoutes } from './routes/featureFlags/featureFlagRoutes';
import { invitationRoutes } from './routes/admins/invitationRoutes';
import { registrationRoutes } from './routes/session/registrationRoutes';
import { sponsorRoutes } from './routes/sponsors/sponsorRoutes';
import { translationRoutes } from './routes/translations/translationRoutes';
import { resultsRoutes } from './routes/quiz/results/resultsRoutes';
import { accommodationRoutes } from './routes/quiz/results/accommodationRoutes';
import { reviewSettingsRoutes } from './routes/quiz/results/reviewSettingsRoutes';
import { gradingRoutes } from './routes/quiz/results/gradingRoutes';
import { attemptsRoutes } from './routes/quiz/results/attemptsRoutes';
import { quizTakersRoutes } from './routes/quiz/takers/quizTakersRoutes';
import { dashboardRoutes } from './routes/dashboard/dashboardRoutes';
import { takeRoutes } from './routes/take/takeRoutes';
import { takePageRoutes } from './routes/take/takePageRoutes';
import { named } from './http/pluginName';
import { publishRoutes } from './routes/publish/publishRoutes';
import { facultyResourceRoutes } from './routes/facultyResources/facultyResourceRoutes';
import { resourceReadingRoutes } from './routes/facultyResources/resourceReadingRoutes';
import { authorRoutes } from './routes/author/authorRoutes';
import { classAccessRoutes } from './routes/classAccess/classAccessRoutes';
import { clientHubRoutes } from './routes/clientHub/clientHubRoutes';
import { featureLockRoutes } from './routes/classAccess/featureLockRoutes';
import { moengageRoutes } from './routes/moengage/moengageRoutes';

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
  /**
   * Compile every route's response writer once the app listens (ADR 403), as a serving process does; tests that
   * listen leave it to each route's first answer.
   */
  readonly warmWriters?: boolean;
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
    frameOrigins: createFrameOrigins(db),
  };
  const consoleOptions = { config, distDir: resolve(options.distDir ?? 'dist') };

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // X-Request-Id in, on every log line of the request and back on its answer (ADR 229).
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  const responseWriters = createResponseWriters();
  app.setSerializerCompiler(responseWriters.compiler);
  // Once a serving process listens, every route's response writer is compiled ahead of its first answer (ADR 403).
  if (options.warmWriters === true) {
    app.addHook('onListen', (done) => {
      responseWriters.warm().catch((error: unknown) => {
        app.log.warn({ err: error }, 'Compiling the response writers ahead of their first answer failed');
      });
      done();
    });
  }
  app.setErrorHandler(errorHandler);
  collectRouteTable(app);
  guardFeatureRoutes(app, deps);
  app.decorateRequest('authUser', null);
  app.addHook('onSend', securityHeaders(config, undefined, deps.frameOrigins));
  // First of the request hooks: whatever reads the store for a request that may write takes the writes' connections.
  registerWritesFirst(app);
  authCache.register(app);
  if (config.apiRequestsPerTurn > 0) registerFairTurns(app, config.apiRequestsPerTurn);

  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  registerOperations(app, { db, config });
  await registerApiDocs(app, deps);

  await app.register(named(authRoutes), deps);
  await app.register(named(registrationRoutes), deps);
  await app.register(named(invitationRoutes), deps);
  await app.register(named(featureFlagRoutes), deps);
  await app.register(named(sponsorRoutes), deps);
  await app.register(named(publishRoutes), deps);
  await app.register(named(translationRoutes), deps);
  await app.register(named(bannerRoutes), deps);
  await app.register(named(facultyResourceRoutes), deps);
  await app.register(named(resourceReadingRoutes), deps);
  await app.register(named(authorRoutes), deps);
  await app.register(named(classAccessRoutes), deps);
  await app.register(named(clientHubRoutes), deps);
  await app.register(named(featureLockRoutes), deps);
  await app.register(named(classDocumentRoutes), deps);
  await app.register(named(classRoutes), deps);
  await app.register(named(moengageRoutes), deps);
  await app.register(named(deleteImpactRoutes), deps);
  await app.register(named(classContentRoutes), deps);
  await app.register(named(classLinkRoutes), deps);
  await app.register(named(exportRoutes), deps);
  await app.register(named(importRoutes), deps);
  await app.register(named(rebuildRoutes), deps);
  if (options.jobWorker ?? true) {
    const worker = createServerWorker(db, config, deps.now, {
      onError: (err, job) => app.log.error({ err, job }, 'job failed'),
    });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.close());
  }
  await app.register(named(resultsRoutes), deps);
  await app.register(named(bankRoutes), deps);
  await app.register(named(bankDeleteImpactRoutes), deps);
  await app.register(named(accommodationRoutes), deps);
  await app.register(named(reviewSettingsRoutes), deps);
  await app.register(named(gradingRoutes), deps);
  await app.register(named(attemptsRoutes), deps);
  await app.register(named(quizTakersRoutes), deps);
  await app.register(named(dashboardRoutes), deps);
  await app.register(named(takeRoutes), deps);
  await app.register(named(takePageRoutes), { deps, takeDir: join(consoleOptions.distDir, 'take') });
  await app.register(named(contentRoutes), deps);
  await app.register(named(playlistRoutes), deps);
  await app.register(named(collectionRoutes), deps);
  await app.register(named(quizCrudRoutes), deps);
  await app.register(named(quizListRoutes), deps);
  await app.register(named(quizShareRoutes), deps);
  await app.register(named(quizDeleteRoutes), deps);
  await app.register(named(aiRoutes), deps);
  await app.register(named(institutionRoutes), deps);
  await app.register(named(identityProviderRoutes), deps);
  await app.register(named(ltiRoutes), deps);
  await app.register(named(mediaRoutes), deps);
  await registerConsole(app, consoleOptions);

  app.setNotFoundHandler(
    (request, reply) => serveConsoleFallback(consoleOptions, request, reply) ?? sendNotFound(reply),
  );
  return app;
}
