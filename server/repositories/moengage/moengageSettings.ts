/** The MoEngage connection's one row of settings (ADR 347): read for the screen, saved on its version. */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { MoengageSettingsRow } from '../../db/moengageTables';
import type { MoengageDataCenter, MoengageSettings } from '../../../src/domain/moengage/moengageSettings';
import { staleOutcome, type VersionedUpdate } from '../../../src/domain/shared/recordVersions';
import { updateOnVersion } from '../shared/versionedUpdate';

type Db = Kysely<Database>;

export const moengageSettingsRow = (db: Db): Promise<MoengageSettingsRow | undefined> =>
  db.selectFrom('moengage_settings').selectAll().where('id', '=', 1).executeTakeFirst();

/** The settings as the console sees them: whether a key is stored, never the key. */
export function settingsOfRow(row: MoengageSettingsRow | undefined): MoengageSettings | null {
  if (!row) return null;
  return {
    dataCenter: row.data_center as MoengageDataCenter,
    appId: row.app_id,
    hasApiKey: row.api_key !== null,
    enabled: row.enabled,
    emailAsCustomerId: row.email_as_customer_id,
    stopped:
      row.stopped_reason === 'unauthorized' && row.stopped_at
        ? { reason: 'unauthorized', at: row.stopped_at.toISOString() }
        : null,
    version: row.version,
  };
}

export interface MoengageValues {
  readonly dataCenter: MoengageDataCenter;
  readonly appId: string;
  /** Sealed already; undefined keeps the stored key. */
  readonly sealedApiKey: string | undefined;
  readonly enabled: boolean;
  readonly emailAsCustomerId: boolean;
}

/** A save clears a stop: the publisher changed what MoEngage refused, or means to try again. */
const columnsOf = (values: MoengageValues, now: Date) => ({
  data_center: values.dataCenter,
  app_id: values.appId,
  ...(values.sealedApiKey === undefined ? {} : { api_key: values.sealedApiKey }),
  enabled: values.enabled,
  email_as_customer_id: values.emailAsCustomerId,
  stopped_reason: null,
  stopped_at: null,
  updated_at: now,
});

/**
 * Saves the settings made on `version`: 0 when none existed. A first save inserts the one row (a second first save
 * finds it there: stale); later saves check and increment the version in one UPDATE.
 */
export async function saveMoengageSettings(
  db: Db,
  values: MoengageValues,
  version: number,
  by: number,
  now: Date,
): Promise<VersionedUpdate> {
  if (version === 0) {
    const inserted = await db
      .insertInto('moengage_settings')
      .values({
        id: 1,
        ...columnsOf(values, now),
        api_key: values.sealedApiKey ?? null,
        customer_salt: randomBytes(32).toString('base64url'),
        updated_by: by,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return 'updated';
    const current = await moengageSettingsRow(db);
    return staleOutcome(current?.updated_by, by);
  }
  return updateOnVersion(db, 'moengage_settings', { id: 1 }, version, columnsOf(values, now), by);
}

/** MoEngage refused the key: delivery stops until the next save. */
export async function stopMoengage(db: Db, now: Date): Promise<void> {
  await db
    .updateTable('moengage_settings')
    .set({ stopped_reason: 'unauthorized', stopped_at: now })
    .where('id', '=', 1)
    .execute();
}

/** Whether events are recorded now: settings exist and the connection is on (stopped or not: nothing is lost). */
export async function moengageIsOn(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('moengage_settings')
    .select(sql<boolean>`enabled`.as('enabled'))
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.enabled === true;
}
