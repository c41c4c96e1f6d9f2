/** Remote feature flags that gate areas of the console (role table `FEATURE_FLAGS`). */
import type { Kysely } from 'kysely';
import type { VersionedUpdate } from '../../../src/domain/shared/recordVersions';
import { updateOnVersion } from '../shared/versionedUpdate';
import type { Database } from '../../db/database';

/** Every flag by key; the role table's `canUseArea` reads this map. */
export async function listFlags(db: Kysely<Database>): Promise<Record<string, boolean>> {
  const rows = await db.selectFrom('feature_flags').select(['key', 'enabled']).orderBy('key').execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.enabled]));
}

/** Every flag by key with each flag's version, as the Feature Flags area reads them (ADR 188). */
export async function listFlagStates(
  db: Kysely<Database>,
): Promise<{ flags: Record<string, boolean>; versions: Record<string, number> }> {
  const rows = await db
    .selectFrom('feature_flags')
    .select(['key', 'enabled', 'version'])
    .orderBy('key')
    .execute();
  return {
    flags: Object.fromEntries(rows.map((row) => [row.key, row.enabled])),
    versions: Object.fromEntries(rows.map((row) => [row.key, row.version])),
  };
}

/**
 * Switches a flag on the version the switch was made on (ADR 188). The check and the increment are one UPDATE, so
 * of two switches made on one version exactly one is stored; 'missing' when no flag has this key.
 */
export async function setFlag(
  db: Kysely<Database>,
  key: string,
  enabled: boolean,
  version: number,
  by: number,
): Promise<VersionedUpdate> {
  return updateOnVersion(db, 'feature_flags', { key }, version, { enabled }, by);
}

/** Creates the flags that do not exist yet; existing flags keep their value. */
export async function ensureFlags(
  db: Kysely<Database>,
  flags: readonly { key: string; enabled: boolean; description: string }[],
): Promise<void> {
  if (flags.length === 0) return;
  await db
    .insertInto('feature_flags')
    .values(flags.map((flag) => ({ ...flag })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
