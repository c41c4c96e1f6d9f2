/** Hub labels (ADR 348): the list with how many institutions hold each now, create, rename on its version, delete. */
import { sql, type Kysely } from 'kysely';
import type { HubLabel } from '../../../src/domain/clientHub/clientHub';
import type { VersionedUpdate } from '../../../src/domain/shared/recordVersions';
import type { Database } from '../../db/database';
import { updateOnVersion } from '../shared/versionedUpdate';
import { currentAccess } from './hubAccess';
import { recordChange } from './hubHistory';

type Db = Kysely<Database>;

const labels = (db: Db, now: Date) =>
  db
    .selectFrom('hub_labels as l')
    .select([
      'l.id',
      'l.name',
      'l.version',
      sql<number>`(select count(*)::int from hub_access a where a.label_id = l.id and ${currentAccess(now)})`.as(
        'institutions',
      ),
      sql<number>`(select count(*)::int from hub_playlists hp where hp.label_id = l.id)`.as('playlists'),
    ]);

/** Every label by name: a publisher keeps a handful, so the chooser and the filter read them whole. */
export async function listLabels(db: Db, now: Date): Promise<HubLabel[]> {
  const rows = await labels(db, now)
    .orderBy(sql`lower(l.name)`)
    .orderBy('l.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    institutions: Number(row.institutions),
    playlists: Number(row.playlists),
  }));
}

export async function findLabel(db: Db, id: number, now: Date): Promise<HubLabel | undefined> {
  const row = await labels(db, now).where('l.id', '=', id).executeTakeFirst();
  return row && { ...row, institutions: Number(row.institutions), playlists: Number(row.playlists) };
}

export function createLabel(db: Db, name: string, now: Date, by: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('hub_labels')
      .values({ name, created_at: now, updated_at: now, updated_by: by })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordChange(trx, { action: 'labelCreated', labelId: id, detail: name }, now, by);
    return id;
  });
}

export function renameLabel(
  db: Db,
  id: number,
  values: { name: string; version: number },
  now: Date,
  by: number,
): Promise<VersionedUpdate> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('hub_labels').select('name').where('id', '=', id).executeTakeFirst();
    const outcome = await updateOnVersion(
      trx,
      'hub_labels',
      { id },
      values.version,
      { name: values.name, updated_at: now },
      by,
    );
    if (outcome === 'updated' && before?.name !== values.name)
      await recordChange(
        trx,
        { action: 'labelRenamed', labelId: id, detail: `${before?.name} → ${values.name}` },
        now,
        by,
      );
    return outcome;
  });
}

/** Deletes a label no institution holds open (not revoked); its curated list goes with it, its history stays. */
export function deleteLabel(
  db: Db,
  id: number,
  now: Date,
  by: number,
): Promise<'deleted' | 'missing' | 'inUse'> {
  return db.transaction().execute(async (trx) => {
    const label = await trx
      .selectFrom('hub_labels')
      .select('name')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!label) return 'missing';
    const open = await trx
      .selectFrom('hub_access')
      .select('id')
      .where('label_id', '=', id)
      .where('revoked_at', 'is', null)
      .where('ends_at', '>', now)
      .executeTakeFirst();
    if (open) return 'inUse';
    await recordChange(trx, { action: 'labelDeleted', labelId: id, detail: label.name }, now, by);
    await trx.deleteFrom('hub_labels').where('id', '=', id).execute();
    return 'deleted';
  });
}
