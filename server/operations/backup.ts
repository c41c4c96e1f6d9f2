/**
 * Backups of both stores and the stored files (ADR 229's companion in docs/operations.md):
 * - PGlite: the data directory as PGlite dumps it (`dumpDataDir`, a tar). A running server is one process holding
 *   the directory, so it dumps it itself when asked (SIGUSR2, see `serveBackupRequests`) between two queries —
 *   consistent while it serves; a stopped one is opened and dumped here.
 * - PostgreSQL: `pg_dump -Fc`, consistent by PostgreSQL's own snapshot; restored with `pg_restore`.
 * - Files on disk (`DATA_DIR/storage`) are copied; a bucket is left to the object store's own versioning.
 * - The generated keys (`secret.key`, `secrets.key`) travel with it: without `secrets.key` the sealed secrets of the
 *   store cannot be read.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { ServerConfig } from '../config';
import { createDb, storeOf } from '../db/createDb';
import type { Database } from '../db/database';

type BackupConfig = Pick<
  ServerConfig,
  'dataDir' | 'pgliteDir' | 'databaseUrl' | 'storage' | 'storageDir' | 'keysCreated'
>;

export const BACKUP_FILES = {
  pglite: 'database.tar',
  postgres: 'database.pgdump',
  storage: 'storage',
  manifest: 'manifest.json',
  keys: ['secret.key', 'secrets.key'],
} as const;

/** Where a running PGlite server writes its pid and, when asked, its dump. */
const pidFile = (config: Pick<ServerConfig, 'dataDir'>) => join(config.dataDir, 'server.pid');
const dumpFile = (config: Pick<ServerConfig, 'dataDir'>) => join(config.dataDir, 'backup-dump.tar');
const DUMP_WAIT_MS = 120_000;

export class BackupError extends Error {}

/** The process serving this PGlite data directory now, if any (a second process cannot open it). */
export function runningServer(config: Pick<ServerConfig, 'dataDir'>): number | null {
  if (!existsSync(pidFile(config))) return null;
  const pid = Number(readFileSync(pidFile(config), 'utf8'));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/**
 * In a server on PGlite: records its pid in the data directory and dumps the store there on SIGUSR2, so that
 * `npm run backup` gets a consistent copy while it serves. Returns what undoes it (at shutdown).
 */
export function serveBackupRequests(db: Kysely<Database>, config: Pick<ServerConfig, 'dataDir'>): () => void {
  const store = storeOf(db);
  if (store?.kind !== 'pglite') return () => undefined;
  writeFileSync(pidFile(config), String(process.pid));
  const dump = async () => {
    const bytes = Buffer.from(await (await store.pglite.dumpDataDir('none')).arrayBuffer());
    writeFileSync(`${dumpFile(config)}.part`, bytes);
    renameSync(`${dumpFile(config)}.part`, dumpFile(config));
  };
  const onSignal = () => void dump();
  process.on('SIGUSR2', onSignal);
  return () => {
    process.off('SIGUSR2', onSignal);
    rmSync(pidFile(config), { force: true });
  };
}

async function dumpPglite(config: BackupConfig): Promise<Buffer> {
  const pid = runningServer(config);
  if (pid !== null) {
    rmSync(dumpFile(config), { force: true });
    process.kill(pid, 'SIGUSR2');
    const started = Date.now();
    while (!existsSync(dumpFile(config))) {
      if (Date.now() - started > DUMP_WAIT_MS)
        throw new BackupError(`The server (process ${pid}) did not dump its store within 2 minutes.`);
      await sleep(100);
    }
    const bytes = readFileSync(dumpFile(config));
    rmSync(dumpFile(config), { force: true });
    return bytes;
  }
  if (!existsSync(config.pgliteDir)) throw new BackupError(`There is no store at ${config.pgliteDir}.`);
  const db = createDb(config);
  try {
    const store = storeOf(db);
    if (store?.kind !== 'pglite') throw new BackupError('Not a PGlite store.');
    // A dump asked for before the store has opened never ends.
    await store.pglite.waitReady;
    return Buffer.from(await (await store.pglite.dumpDataDir('none')).arrayBuffer());
  } finally {
    await db.destroy();
  }
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (result.error) throw new BackupError(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new BackupError(`${command} failed: ${result.stderr.trim()}`);
}

/**
 * Writes a backup into `target`: a new directory, or an empty one (a mounted volume, a directory made for it);
 * never into one that holds anything. Returns what it holds.
 */
export async function backup(config: BackupConfig, target: string, now: Date): Promise<string[]> {
  if (existsSync(target)) {
    if (!statSync(target).isDirectory()) throw new BackupError(`${target} is a file, not a directory.`);
    if (readdirSync(target).length > 0)
      throw new BackupError(`${target} is not empty: back up into a new or an empty directory.`);
  } else mkdirSync(target, { recursive: true, mode: 0o700 });
  const held: string[] = [];
  if (config.databaseUrl) {
    run('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${join(target, BACKUP_FILES.postgres)}`,
      config.databaseUrl,
    ]);
    held.push(BACKUP_FILES.postgres);
  } else {
    writeFileSync(join(target, BACKUP_FILES.pglite), await dumpPglite(config), { mode: 0o600 });
    held.push(BACKUP_FILES.pglite);
  }
  if (config.storage.kind === 'disk' && existsSync(config.storageDir)) {
    cpSync(config.storageDir, join(target, BACKUP_FILES.storage), { recursive: true });
    held.push(BACKUP_FILES.storage);
  }
  for (const key of BACKUP_FILES.keys) {
    if (!existsSync(join(config.dataDir, key))) continue;
    cpSync(join(config.dataDir, key), join(target, key));
    held.push(key);
  }
  const manifest = {
    createdAt: now.toISOString(),
    store: config.databaseUrl ? 'postgres' : 'pglite',
    files: config.storage.kind === 'disk' ? 'disk' : `bucket ${config.storage.bucket} (not copied)`,
    holds: held,
  };
  writeFileSync(join(target, BACKUP_FILES.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
  return held;
}

/** Restores the backup in `source` into the configured stores; refuses to overwrite a store or a file. */
export async function restore(config: BackupConfig, source: string): Promise<string[]> {
  if (!existsSync(join(source, BACKUP_FILES.manifest))) throw new BackupError(`${source} is not a backup.`);
  const keys = BACKUP_FILES.keys.filter((key) => existsSync(join(source, key)));
  const restored: string[] = [];
  if (config.databaseUrl) {
    const dump = join(source, BACKUP_FILES.postgres);
    if (!existsSync(dump)) throw new BackupError(`${source} holds no PostgreSQL dump.`);
    run('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${config.databaseUrl}`, dump]);
    restored.push(BACKUP_FILES.postgres);
  } else {
    const dump = join(source, BACKUP_FILES.pglite);
    if (!existsSync(dump)) throw new BackupError(`${source} holds no PGlite store.`);
    if (runningServer(config) !== null) throw new BackupError('Stop the server before restoring.');
    if (existsSync(config.pgliteDir) && readdirSync(config.pgliteDir).length > 0)
      throw new BackupError(`${config.pgliteDir} is not empty: move it aside first.`);
    const db = createDb(config, new Blob([readFileSync(dump)]));
    try {
      await sql`select 1`.execute(db);
    } finally {
      await db.destroy();
    }
    restored.push(BACKUP_FILES.pglite);
  }
  if (existsSync(join(source, BACKUP_FILES.storage)) && config.storage.kind === 'disk') {
    cpSync(join(source, BACKUP_FILES.storage), config.storageDir, { recursive: true, force: false });
    restored.push(BACKUP_FILES.storage);
  }
  // The keys belong to the restored data (its sealed secrets). One the data directory had before this command — the
  // replaced store's — is kept beside it; one this command generated when it read the configuration sealed nothing.
  mkdirSync(config.dataDir, { recursive: true });
  for (const key of keys) {
    const to = join(config.dataDir, key);
    const backupKey = readFileSync(join(source, key));
    const hadOne = existsSync(to) && !config.keysCreated.includes(key);
    if (hadOne && !readFileSync(to).equals(backupKey)) renameSync(to, `${to}.before-restore`);
    writeFileSync(to, backupKey, { mode: 0o600 });
    restored.push(key);
  }
  return restored;
}
