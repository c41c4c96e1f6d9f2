/**
 * The migrations of server/db/migrations/ (server/db/migrationList.ts), run in one order for PGlite and PostgreSQL
 * alike; a database an earlier release migrated unordered is settled into it first (ADR 324).
 */
import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import type { Database } from './database';
import { MIGRATIONS } from './migrationList';
import { settleUnorderedRuns } from './unorderedRuns';

type Migrations = Readonly<Record<string, Migration>>;

/** Kysely's migrator over the folder's migrations, in their names' order; it refuses to run one out of order. */
function migrator(db: Kysely<Database>, migrations: Migrations): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...migrations }) },
    allowUnorderedMigrations: false,
  });
}

function unwrap(result: MigrationResultSet): string[] {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} failed: ${String(result.error)}`, { cause: result.error });
  }
  return (result.results ?? []).map((r) => `${r.direction === 'Up' ? 'up' : 'down'} ${r.migrationName}`);
}

/** Applies every pending migration; returns what ran ('up 001_auth', ...). */
export async function migrateToLatest(
  db: Kysely<Database>,
  migrations: Migrations = MIGRATIONS,
): Promise<string[]> {
  const settled = await settleUnorderedRuns(db, migrations);
  return [...settled, ...unwrap(await migrator(db, migrations).migrateToLatest())];
}

/** Reverts the last applied migration. */
export async function migrateDown(db: Kysely<Database>): Promise<string[]> {
  await settleUnorderedRuns(db, MIGRATIONS);
  return unwrap(await migrator(db, MIGRATIONS).migrateDown());
}

/** Reverts every applied migration, newest first. */
export async function migrateDownAll(db: Kysely<Database>): Promise<string[]> {
  const done: string[] = [];
  for (;;) {
    const step = await migrateDown(db);
    if (step.length === 0) return done;
    done.push(...step);
  }
}

/** The names of the migrations this build has that the store has not run yet (the readiness check, ADR 227). */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const migrations = await migrator(db, MIGRATIONS).getMigrations();
  return migrations.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
