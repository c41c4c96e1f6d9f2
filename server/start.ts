/**
 * `npm start`: build the console if needed, migrate, seed an empty store (the demo, unless SEED_DEMO is off: ADR
 * 361), serve.
 * SKIP_BUILD=1 serves dist/ as it is (`npm run dev`, where Parcel writes it, and the browser tests). HMR_PORT (set
 * by `npm run dev`) lets the development build's hot-reload socket through the Content-Security-Policy; it is
 * dropped whenever the console is built here, so a production start never allows it.
 * With WORKERS > 1 the build, migrations and seed run once here, then server/cluster.ts forks the server processes,
 * which only serve (ADR 158).
 */
import cluster from 'node:cluster';
import { resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { buildApp } from './app';
import { runCluster } from './cluster';
import { loadConfig, type ServerConfig } from './config';
import { buildConsole, readBuildStamp, staleReason } from './consoleBuild';
import { createDb, describeDb, openConnections } from './db/createDb';
import type { Database } from './db/database';
import { migrateToLatest } from './db/migrator';
import { SEEDED_ACCOUNTS } from './seed/accounts';
import { seedDatabase } from './seed/index';
import { countUsers } from './repositories/session/users';
import { CREATE_ADMIN_HINT } from './operations/firstAdministrator';
import { serveBackupRequests } from './operations/backup';
import { createProcessLog } from './operations/processLog';
import { endStreams } from './routes/operations/operationsRoutes';

const projectDir = process.cwd();
const distDir = resolve(projectDir, 'dist');
// One JSON log for everything `npm start` says (ADR 229).
const log = createProcessLog(process.env.LOG_LEVEL);
process.on('uncaughtException', (error) => {
  log.fatal({ err: error }, 'uncaught exception');
  process.exit(1);
});
process.on('unhandledRejection', (error) => {
  log.fatal({ err: error }, 'unhandled rejection');
  process.exit(1);
});
const config = loadConfig();
/** Streams still open this long before the grace ends get their final event, so they end cleanly within it. */
const STREAM_END_MARGIN_MS = 3_000;

function prepareConsole() {
  if (process.env.SKIP_BUILD === '1') {
    if (readBuildStamp(distDir)?.mode !== 'development') delete process.env.HMR_PORT;
    return;
  }
  delete process.env.HMR_PORT;
  const reason = staleReason(distDir, resolve(projectDir, 'src'), config.routePrefix);
  if (reason) {
    log.info(`Building the console (${reason})…`);
    buildConsole(projectDir, config.routePrefix);
  }
}

async function prepareDatabase(db: Kysely<Database>) {
  log.info(`Database: ${describeDb(config)}`);
  const migrated = await migrateToLatest(db);
  if (migrated.length > 0) log.info({ migrations: migrated }, `Migrations: ${migrated.join(', ')}`);
  const seeded = await seedDatabase(db, config);
  return { ...seeded, noAccount: !seeded.demo && (await countUsers(db)) === 0 };
}

interface Prepared {
  readonly accountsCreated: boolean;
  readonly demo: boolean;
  /** A store without the demo that has no account yet: the operator creates the first administrator (ADR 361). */
  readonly noAccount: boolean;
}

/** Serves until SIGINT or SIGTERM (or, in a cluster worker, until the primary is gone); resolves with the port. */
async function serve(db: Kysely<Database>, serverConfig: ServerConfig): Promise<number> {
  await openConnections(db);
  const app = await buildApp({
    db,
    config: serverConfig,
    distDir,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    warmWriters: true,
  });
  let closing = false;
  /**
   * Stops taking requests (new ones are answered 503 with `Connection: close`, /readyz included, and idle sockets are
   * closed), lets those under way and the running job finish within SHUTDOWN_GRACE_SECONDS — open streams get their
   * final event a little before it ends — then closes the listener and the store and exits (ADRs 229 and 362).
   */
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    const graceMs = serverConfig.shutdownGraceMs;
    log.info({ signal, graceMs }, `${signal}: shutting down`);
    const streams = setTimeout(() => endStreams(app), Math.max(0, graceMs - STREAM_END_MARGIN_MS));
    const force = setTimeout(() => {
      log.warn({ graceMs }, 'requests still under way at the end of the grace: stopping anyway');
      process.exit(1);
    }, graceMs);
    streams.unref();
    force.unref();
    try {
      await app.drain.start();
      await app.close();
      await db.destroy();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  if (cluster.isWorker) process.on('disconnect', () => void shutdown('disconnect'));

  // On PGlite, `npm run backup` asks this process for a consistent dump of its store.
  const stopBackups = serveBackupRequests(db, serverConfig);
  app.addHook('onClose', async () => stopBackups());
  await app.listen({ port: serverConfig.port, host: serverConfig.host });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : serverConfig.port;
}

function announce(port: number, { accountsCreated, demo, noAccount }: Prepared) {
  // The hint comes before the address, so whoever reads the start's last line has read it (and so does a test
  // that waits for the address).
  if (!demo && noAccount) log.warn(CREATE_ADMIN_HINT);
  log.info({ port }, `Console ready at http://localhost:${port}${config.routePrefix}`);
  if (!demo) return;
  log.info(
    {
      password: config.demoPassword,
      accounts: SEEDED_ACCOUNTS.map((account) => `${account.email} ${account.roles.join(', ')}`),
    },
    `Demo accounts${accountsCreated ? ' (created now)' : ''}, password ${JSON.stringify(config.demoPassword)}`,
  );
}

if (cluster.isWorker) {
  await serve(createDb(config, undefined, { thread: true, keep: true }), config);
} else if (config.workers === 1) {
  prepareConsole();
  const db = createDb(config, undefined, { thread: true, keep: true });
  const prepared = await prepareDatabase(db);
  announce(await serve(db, config), prepared);
} else {
  prepareConsole();
  const db = createDb(config);
  const prepared = await prepareDatabase(db);
  await db.destroy();
  log.info(`Server processes: ${config.workers}`);
  runCluster({
    workers: config.workers,
    onListening: (port) => announce(port, prepared),
    log: (line) => log.info(line),
    // The workers' own grace, and a little more for them to close their store and exit.
    stopGraceMs: config.shutdownGraceMs + 5_000,
  });
}
