/**
 * A save made on the version it was loaded on (ADR 109). The check and the increment are one UPDATE, so of two saves
 * of one version exactly one wins and the loser changes nothing; a refused save is 'stale' while the row is still
 * there (on another version) and 'missing' once it is gone. The row keeps who saved it (`updated_by`), so a refused
 * save says whether the current version was the caller's own, from another tab or device: 'staleByYou' (ADR 300).
 */
import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import { staleOutcome, type VersionedUpdate } from '../../../src/domain/shared/recordVersions';
import type { Database } from '../../db/database';

/** The tables whose rows carry a version and who saved it. */
type VersionedTable = {
  [T in keyof Database]: 'version' | 'updated_by' extends keyof Database[T] ? T : never;
}[keyof Database];

/** The tables as Kysely sees them when only their names are known here; the typed parameters stand for them. */
type NamedTables = Record<string, Record<string, unknown>>;

export async function updateOnVersion<T extends VersionedTable>(
  db: Kysely<Database>,
  table: T,
  /** The columns that find the row, each equal to its value: its id (or key), and any condition it must meet. */
  row: Readonly<Partial<Selectable<Database[T]>>>,
  version: number,
  values: Updateable<Database[T]>,
  /** The caller's account, who saves the new version. */
  by: number,
): Promise<VersionedUpdate> {
  const tables = db as unknown as Kysely<NamedTables>;
  const name: string = table;
  const conditions = Object.entries(row);
  let update = tables
    .updateTable(name)
    .set({ ...values, updated_by: by, version: sql`version + 1` })
    .where('version', '=', version);
  for (const [column, value] of conditions) update = update.where(column, '=', value);
  const result = await update.executeTakeFirst();
  if (result.numUpdatedRows > 0n) return 'updated';
  let found = tables.selectFrom(name).select(sql<number | null>`updated_by`.as('savedBy'));
  for (const [column, value] of conditions) found = found.where(column, '=', value);
  const current = await found.executeTakeFirst();
  return current ? staleOutcome(current.savedBy, by) : 'missing';
}
