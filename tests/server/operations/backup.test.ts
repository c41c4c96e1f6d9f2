/**
 * `npm run backup` / `npm run restore` (docs/operations.md): a backup taken from a store while its server runs,
 * restored into a fresh data directory, holds every row — quizzes, results, classes — and every stored file.
 */
import { createHash } from 'node:crypto';
import { Blob as NodeBlob } from 'node:buffer';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { inject } from 'vitest';
import { loadConfig, type ServerConfig } from '../../../server/config';
import { createDb } from '../../../server/db/createDb';
import type { Database } from '../../../server/db/database';
import { backup, restore, serveBackupRequests } from '../../../server/operations/backup';
import { migrateToLatest } from '../../../server/db/migrator';
import { seedDatabase } from '../../../server/seed/index';
import { freshDatabase } from '../store/serverProcesses';
import { TEST_ENV } from '../testApp';

let root: string;
let target: string;
const configIn = (dir: string): ServerConfig => loadConfig({ ...TEST_ENV, DATA_DIR: join(root, dir) });

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'console-backup-'));
  target = join(root, 'backup');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every table's row count. */
async function rowCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(rows[0]!.n);
  }
  return counts;
}

/** Every stored file's path and content hash. */
function files(dir: string): Record<string, string> {
  const found: Record<string, string> = {};
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    found[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return found;
}

test('a backup taken while the server runs into an empty directory restores into a fresh data directory with every row and file, and no copy of the keys the restore made', async () => {
  const live = configIn('live');
  const seeded = new NodeBlob([readFileSync(inject('seededStore'))]) as unknown as Blob;
  const db = createDb(live, seeded);
  await seedDatabase(db, live);
  const before = await rowCounts(db);
  expect(before.quizzes).toBeGreaterThan(0);
  expect(before.quiz_assignments).toBeGreaterThan(0);
  const storedFiles = files(live.storageDir);
  expect(Object.keys(storedFiles).length).toBeGreaterThan(0);

  // The running server answers the backup's request for a dump (here: this process, with its store open).
  const stopServing = serveBackupRequests(db, live);
  // An empty directory made for it (a mounted volume) is as good as a new one.
  mkdirSync(target);
  try {
    const held = await backup(live, target, new Date());
    expect(held).toEqual(expect.arrayContaining(['database.tar', 'storage', 'secrets.key']));
  } finally {
    stopServing();
    await db.destroy();
  }

  // The restore reads the configuration first, which generates the keys a fresh data directory lacks.
  const fresh = configIn('fresh');
  expect(fresh.keysCreated).toContain('secrets.key');
  await restore(fresh, target);
  const restored = createDb(fresh);
  try {
    expect(await rowCounts(restored)).toEqual(before);
  } finally {
    await restored.destroy();
  }
  expect(files(fresh.storageDir)).toEqual(storedFiles);
  expect(readFileSync(join(fresh.dataDir, 'secrets.key'))).toEqual(
    readFileSync(join(live.dataDir, 'secrets.key')),
  );
  expect(readdirSync(fresh.dataDir).filter((name) => name.endsWith('.before-restore'))).toEqual([]);

  // A second restore would overwrite the store: refused, and the store is left as it is.
  await expect(restore(fresh, target)).rejects.toThrow(/is not empty: move it aside first/);
}, 120_000);

test('a restore keeps the key the data directory had before as <key>.before-restore', async () => {
  const dataDir = join(root, 'had-a-key');
  mkdirSync(dataDir);
  const ownKey = `${'o'.repeat(48)}\n`;
  writeFileSync(join(dataDir, 'secrets.key'), ownKey);
  const config = configIn('had-a-key');
  expect(config.keysCreated).not.toContain('secrets.key');
  await restore(config, target);
  expect(readFileSync(join(dataDir, 'secrets.key.before-restore'), 'utf8')).toBe(ownKey);
  expect(readFileSync(join(dataDir, 'secrets.key'))).toEqual(readFileSync(join(target, 'secrets.key')));
}, 120_000);

test('a backup of a stopped store opens it, dumps it and ends', async () => {
  // The store the previous test restored, with no server holding it.
  const held = await backup(configIn('had-a-key'), join(root, 'stopped'), new Date());
  expect(held).toEqual(expect.arrayContaining(['database.tar', 'storage', 'secrets.key']));
  expect(readdirSync(join(root, 'stopped')).sort()).toEqual([...held, 'manifest.json'].sort());
}, 60_000);

test('a backup refuses a directory that holds anything and writes nothing into it', async () => {
  const used = join(root, 'used');
  mkdirSync(used);
  writeFileSync(join(used, 'notes.txt'), 'kept');
  await expect(backup(configIn('live'), used, new Date())).rejects.toThrow(
    `${used} is not empty: back up into a new or an empty directory.`,
  );
  expect(readdirSync(used)).toEqual(['notes.txt']);
  expect(readFileSync(join(used, 'notes.txt'), 'utf8')).toBe('kept');
});

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!postgresUrl)('on PostgreSQL', () => {
  test('pg_dump and pg_restore carry every row and file into an empty database', async () => {
    const [from, into] = await Promise.all([freshDatabase(postgresUrl!), freshDatabase(postgresUrl!)]);
    try {
      const live = loadConfig({ ...TEST_ENV, DATA_DIR: join(root, 'pg-live'), DATABASE_URL: from.url });
      const db = createDb(live);
      let before: Record<string, number>;
      try {
        await migrateToLatest(db);
        await seedDatabase(db, live);
        before = await rowCounts(db);
        expect(before.quizzes).toBeGreaterThan(0);
      } finally {
        await db.destroy();
      }
      const target = join(root, 'pg-backup');
      expect(await backup(live, target, new Date())).toContain('database.pgdump');

      const fresh = loadConfig({ ...TEST_ENV, DATA_DIR: join(root, 'pg-fresh'), DATABASE_URL: into.url });
      await restore(fresh, target);
      const restored = createDb(fresh);
      try {
        expect(await rowCounts(restored)).toEqual(before);
      } finally {
        await restored.destroy();
      }
      expect(files(fresh.storageDir)).toEqual(files(live.storageDir));
    } finally {
      await Promise.all([from.drop(), into.drop()]);
    }
  }, 180_000);
});
