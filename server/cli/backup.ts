/**
 * `npm run backup [-- DIR]`: a backup of the store, the stored files and the generated keys into DIR, a new or an
 * empty directory (default `backups/backup-<UTC time>`), while the server runs or not (server/operations/backup.ts).
 */
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { describeDb } from '../db/createDb';
import { backup } from '../operations/backup';

const now = new Date();
const stamp = now
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
const target = resolve(process.argv[2] ?? `backups/backup-${stamp}`);
try {
  const config = loadConfig();
  console.log(`Backing up ${describeDb(config)} to ${target}`);
  const held = await backup(config, target, now);
  console.log(`Backup written: ${held.join(', ')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
// A PGlite store this command opened and dumped keeps a handle open after it is closed: everything is written, end.
process.exit();
