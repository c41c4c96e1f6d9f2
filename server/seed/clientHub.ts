/**
 * The client hub's demo (ADR 348): one hub label held by the demo instructors' institution and one more, for a year,
 * curating two of the super admin's playlists in order, so an instructor's Playlists show them as the publisher's.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';

const LOCK_KEY = 7_301_348;
const DAY_MS = 86_400_000;
export const DEMO_HUB_LABEL = 'Demo Hub';

const dayFrom = (now: Date, days: number) =>
  new Date(Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`) + days * DAY_MS);

export async function seedClientHub(db: Kysely<Database>, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
    if (await trx.selectFrom('hub_labels').select('id').limit(1).executeTakeFirst()) return 0;
    const people = await trx
      .selectFrom('users')
      .select(['id', 'email', 'institution_id'])
      .where('email', 'in', ['super@demo.test', 'cs@demo.test'])
      .execute();
    const publisher = people.find((p) => p.email === 'super@demo.test');
    const demo = people.find((p) => p.email === 'cs@demo.test')?.institution_id ?? null;
    if (!publisher || demo === null) return 0;
    const playlists = await trx
      .selectFrom('playlists')
      .select('id')
      .where('owner_user_id', '=', publisher.id)
      .orderBy('id')
      .limit(2)
      .execute();
    const other = await trx
      .selectFrom('institutions')
      .select('id')
      .where('id', '!=', demo)
      .orderBy('id')
      .executeTakeFirst();
    const { id: labelId } = await trx
      .insertInto('hub_labels')
      .values({ name: DEMO_HUB_LABEL, updated_by: publisher.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const institutions = [demo, ...(other ? [other.id] : [])];
    await trx
      .insertInto('hub_access')
      .values(
        institutions.map((institutionId) => ({
          label_id: labelId,
          institution_id: institutionId,
          starts_at: dayFrom(now, -7),
          ends_at: dayFrom(now, 358),
          granted_by: publisher.id,
          updated_by: publisher.id,
        })),
      )
      .execute();
    if (playlists.length)
      await trx
        .insertInto('hub_playlists')
        .values(playlists.map((p, index) => ({ label_id: labelId, playlist_id: p.id, sort_index: index })))
        .execute();
    return institutions.length;
  });
}
