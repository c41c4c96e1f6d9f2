/**
 * `npm start`: build the console if needed, migrate, seed an empty store, serve.
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
import { createDb, describeDb } from './db/createDb';
import type { Database } from './db/database';
import { migrateToLatest } from './db/migrator';
import { SEEDED_ACCOUNTS } from './seed/accounts';
import { seedDatabase } from './seed/index';

const projectDir = process.cwd();
const distDir = resolve(projectDir, 'dist');
const config = loadConfig();

function prepareConsole() {
  if (process.env.SKIP_BUILD === '1') {
    if (readBuildStamp(distDir)?.mode !== 'development') delete process.env.HMR_PORT;
    return;
  }
  delete process.env.HMR_PORT;
  const reason = staleReason(distDir, resolve(projectDir, 'src'), config.routePrefix);
  if (reason) {
    console.log(`Building the console (${reason})…`);
    buildConsole(projectDir, config.routePrefix);
  }
}

async function prepareDatabase(db: Kysely<Database>) {
  console.log(`Database: ${describeDb(config)}`);
  const migrated = await migrateToLatest(db);
  if (migrated.length > 0) console.log(`Migrations: ${migrated.join(', ')}`);
  return seedDatabase(db, config);
}

/** Serves until SIGINT or SIGTERM (or, in a cluster worker, until the primary is gone); resolves with the port. */
async function serve(db: Kysely<Database>, serverConfig: ServerConfig): Promise<number> {
  const app = await buildApp({
    db,
    config: serverConfig,
    distDir,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  });
  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    if (cluster.isPrimary) console.log(`${signal}: shutting down`);
    try {
      await app.close();
      await db.destroy();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  if (cluster.isWorker) process.on('disconnect', () => void shutdown('disconnect'));

  await app.listen({ port: serverConfig.port, host: serverConfig.host });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : serverConfig.port;
}

function announce(port: number, accountsCreated: boolean) {
  console.log(`Console ready at http://localhost:${port}${config.routePrefix}`);
  console.log(
    `Demo accounts${accountsCreated ? ' (created now)' : ''}, password ${JSON.stringify(config.demoPassword)}:`,
  );
  for (const account of SEEDED_ACCOUNTS)
    console.log(`  ${account.email.padEnd(22)} ${account.roles.join(', ')}`);
}

if (cluster.isWorker) {
  await serve(createDb(config), config);
} else if (config.workers === 1) {
  prepareConsole();
  const db = createDb(config);
  const { accountsCreated } = await prepareDatabase(db);
  announce(await serve(db, config), accountsCreated);
} else {
  prepareConsole();
  const db = createDb(config);
  const { accountsCreated } = await prepareDatabase(db);
  await db.destroy();
  console.log(`Server processes: ${config.workers}`);
  runCluster({ workers: config.workers, onListening: (port) => announce(port, accountsCreated) });
}
