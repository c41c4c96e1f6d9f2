/**
 * The server and model-based projects' store when the run has a PostgreSQL (TEST_DATABASE_URL, started by the test
 * command): one database migrated and seeded once per project, which each test app clones (`create database …
 * template …`) instead of loading PGlite's copy. A PGlite app cost about 0.8 s of CPU to open; the server files took
 * 418 s of CPU on PGlite and 299 s on PostgreSQL, the model-based files 144 s and 124 s (ADR 274). The files that
 * test PGlite itself ask for it (`createTestApp({ store: 'pglite' })`), and the first browser worker's server runs on
 * PGlite (tests/e2e/globalSetup.ts), so both stores run in every run.
 */
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { createDb } from '../../server/db/createDb';
import { migrateToLatest } from '../../server/db/migrator';
import { seedAccounts } from '../../server/seed/accounts';
import { seedFeatureFlags } from '../../server/seed/index';
import { databaseUrl, onServer } from '../server/postgresDatabases';
import { testConfig } from '../server/testApp';

export interface SeededPostgres {
  /** The server's URL (TEST_DATABASE_URL): a clone is this URL with the clone's name as its path. */
  readonly url: string;
  /** The migrated and seeded database each clone copies. */
  readonly template: string;
  /** The start of every database name of this run: what the teardown drops. */
  readonly prefix: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededPostgres: SeededPostgres | undefined;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    project.provide('seededPostgres', undefined);
    return;
  }
  // Two runs side by side (two checkouts) use databases of their own.
  const prefix = `run_${randomBytes(4).toString('hex')}`;
  const template = `${prefix}_seeded`;
  await onServer(url, (client) => client.query(`create database ${template}`));
  const config = testConfig();
  const db = createDb({ ...config, databaseUrl: databaseUrl(url, template) });
  try {
    await migrateToLatest(db);
    await seedAccounts(db, config);
    await seedFeatureFlags(db);
  } finally {
    await db.destroy();
  }
  project.provide('seededPostgres', { url, template, prefix });
  return () =>
    onServer(url, async (client) => {
      const left = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${prefix}\\_%`],
      );
      for (const { datname } of left.rows) await client.query(`drop database if exists ${datname}`);
    });
}
