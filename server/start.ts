/**
 * `npm start`: build the console if needed, migrate, seed an empty store, serve.
 * SKIP_BUILD=1 serves dist/ as it is (`npm run dev`, where Parcel writes it, and the browser tests). HMR_PORT (set
 * by `npm run dev`) lets the development build's hot-reload socket through the Content-Security-Policy; it is
 * dropped whenever the console is built here, so a production start never allows it.
 */
import { resolve } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { buildConsole, readBuildStamp, staleReason } from './consoleBuild';
import { createDb, describeDb } from './db/createDb';
import { migrateToLatest } from './db/migrator';
import { DEMO_ACCOUNTS } from './seed/accounts';
import { seedDatabase } from './seed/index';

const projectDir = process.cwd();
const distDir = resolve(projectDir, 'dist');
const config = loadConfig();

if (process.env.SKIP_BUILD === '1') {
  if (readBuildStamp(distDir)?.mode !== 'development') delete process.env.HMR_PORT;
} else {
  delete process.env.HMR_PORT;
  const reason = staleReason(distDir, resolve(projectDir, 'src'), config.routePrefix);
  if (reason) {
    console.log(`Building the console (${reason})…`);
    buildConsole(projectDir, config.routePrefix);
  }
}

const db = createDb(config);
console.log(`Database: ${describeDb(config)}`);
const migrated = await migrateToLatest(db);
if (migrated.length > 0) console.log(`Migrations: ${migrated.join(', ')}`);
const { accountsCreated } = await seedDatabase(db, config);

const app = await buildApp({ db, config, distDir, logger: { level: process.env.LOG_LEVEL ?? 'warn' } });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: shutting down`);
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

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`Console ready at http://localhost:${port}${config.routePrefix}`);
console.log(
  `Demo accounts${accountsCreated ? ' (created now)' : ''}, password ${JSON.stringify(config.demoPassword)}:`,
);
for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(22)} ${account.roles.join(', ')}`);
