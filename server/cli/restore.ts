/**
 * `npm run restore -- DIR`: puts the backup in DIR back into the configured store (an empty PGlite data directory,
 * or the PostgreSQL of DATABASE_URL), the stored files and the keys; the server must be stopped
 * (server/operations/backup.ts).
 */
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { describeDb } from '../db/createDb';
import { restore } from '../operations/backup';

const source = process.argv[2];
if (!source) {
  console.error('Usage: npm run restore -- <backup directory>');
  process.exit(1);
}
try {
  const config = loadConfig();
  console.log(`Restoring ${resolve(source)} into ${describeDb(config)}`);
  const restored = await restore(config, resolve(source));
  console.log(`Restored: ${restored.join(', ')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
