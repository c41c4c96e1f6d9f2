/**
 * One migrated and seeded PGlite store per run, dumped to a file: each test app of the server and model-based
 * projects starts from a copy of it (tests/server/testApp.ts) instead of creating, migrating and seeding its own,
 * which cost about two seconds of CPU per file.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb, storeOf } from '../../server/db/createDb';
import { migrateToLatest } from '../../server/db/migrator';
import { seedAccounts } from '../../server/seed/accounts';
import { seedFeatureFlags } from '../../server/seed/index';
import { testConfig } from '../server/testApp';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory (tar), migrated and seeded with the test configuration. */
    seededStore: string;
  }
}

export default async function setup(project: TestProject) {
  const config = testConfig();
  const db = createDb(config);
  try {
    await migrateToLatest(db);
    await seedAccounts(db, config);
    await seedFeatureFlags(db);
    const store = storeOf(db);
    if (store?.kind !== 'pglite') throw new Error('the seeded store is a PGlite store');
    const dump = await store.pglite.dumpDataDir('none');
    const dir = mkdtempSync(join(tmpdir(), 'console-seeded-store-'));
    const file = join(dir, 'store.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('seededStore', file);
    return () => rmSync(dir, { recursive: true, force: true });
  } finally {
    await db.destroy();
  }
}
