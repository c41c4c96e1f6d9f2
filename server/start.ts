/** `npm start`: build the console if needed, migrate, seed an empty store, serve. */
import { resolve } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { buildConsole, isConsoleStale } from './consoleBuild';
import { createDb, describeDb } from './db/createDb';
import { migrateToLatest } from './db/migrator';
import { DEMO_ACCOUNTS } from './seed/accounts';
import { seedDatabase } from './seed/index';

const projectDir = process.cwd();
const distDir = resolve(projectDir, 'dist');
const config = loadConfig();

if (isConsoleStale(distDir, resolve(projectDir, 'src'))) {
  console.log('Building the console…');
  buildConsole(projectDir, config.routePrefix);
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
