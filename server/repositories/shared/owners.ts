/** Who owns a record the capability tables decide on (a class, a playlist), read by one query. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** The owner's user id (null for a record without one), or undefined when there is no such record. */
export async function ownerIdOf(
  db: Kysely<Database>,
  table: 'classes' | 'playlists',
  id: number,
): Promise<number | null | undefined> {
  const row = await db.selectFrom(table).select('owner_user_id').where('id', '=', id).executeTakeFirst();
  return row?.owner_user_id;
}
