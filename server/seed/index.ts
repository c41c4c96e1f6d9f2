/**
 * Seeds a fresh store: demo accounts, feature flags, then the content. Safe to run on every start. Without the demo
 * (SEED_DEMO off, a real install: ADR 361) it seeds the feature flags alone: no account, no content.
 */
import type { Kysely } from 'kysely';
import type { FeatureFlag } from '../../src/domain/access/roles';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { ensureFlags } from '../repositories/featureFlags/featureFlags';
import { seedAccounts } from './accounts';
import { seedContent } from './content';
import { seedClasses } from './classes';
import { seedClassDocuments } from './documents';
import { seedResults } from './results';
import { seedPlaylists } from './playlists';
import { seedFacultyResources } from './facultyResources';
import { seedCollections } from './methodsCollections';
import { seedClassAccess } from './classAccess';
import { seedClientHub } from './clientHub';
import { publishSeededFiles } from '../storage/seededFiles';

export const DEFAULT_FLAGS: readonly { key: FeatureFlag; enabled: boolean; description: string }[] = [
  { key: 'adminTranslations', enabled: true, description: 'Site translations area' },
  { key: 'adminBanner', enabled: true, description: 'Site-wide banner area' },
];

export async function seedFeatureFlags(db: Kysely<Database>): Promise<void> {
  await ensureFlags(db, DEFAULT_FLAGS);
}

export interface SeedReport {
  readonly accountsCreated: boolean;
  /** Whether the demo was asked for (SEED_DEMO). */
  readonly demo: boolean;
}

/** `now` is the day of seeding: the demo's dates (deadlines, attempts, class terms) count from it. */
export async function seedDatabase(
  db: Kysely<Database>,
  config: ServerConfig,
  now = new Date(),
): Promise<SeedReport> {
  if (!config.seedDemo) {
    await seedFeatureFlags(db);
    return { accountsCreated: false, demo: false };
  }
  const accountsCreated = await seedAccounts(db, config);
  await seedFeatureFlags(db);
  await seedContent(db, { storageDir: config.storageDir, now });
  await seedClassDocuments(db, config.storageDir);
  await seedResults(db, now);
  await seedPlaylists(db);
  await seedCollections(db, now);
  await seedClasses(db, config.storageDir, now);
  await seedFacultyResources(db, config.storageDir);
  await seedClassAccess(db, now);
  await seedClientHub(db, now);
  await publishSeededFiles(config);
  return { accountsCreated, demo: true };
}
