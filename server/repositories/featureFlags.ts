/** Remote feature flags that gate areas of the console (role table `FEATURE_FLAGS`). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** Every flag by key; the role table's `canUseArea` reads this map. */
export async function listFlags(db: Kysely<Database>): Promise<Record<string, boolean>> {
  const rows = await db.selectFrom('feature_flags').select(['key', 'enabled']).orderBy('key').execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.enabled]));
}

/** Switches a flag; false when no flag has this key. */
export async function setFlag(db: Kysely<Database>, key: string, enabled: boolean): Promise<boolean> {
  const result = await db
    .updateTable('feature_flags')
    .set({ enabled })
    .where('key', '=', key)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
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
