/**
 * The playlists curated per hub label (ADR 348), in their order, and who sees them: the instructors of the
 * institutions holding a current access of the label. A new order is the whole list at once, saved on the label's
 * version, so of two orders made on one version one is refused.
 *
 * @publicModule My Playlists and the playlist routes admit a curated playlist with `curatedFor` / `isCuratedFor`,
 * and Add Video's publisher source lists them with `curatedPlaylistsFor`.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { PlaylistSummary } from '../../../src/api/playlists/playlistsContract';
import type { HubPlaylists } from '../../../src/domain/clientHub/clientHub';
import type { VersionedUpdate } from '../../../src/domain/shared/recordVersions';
import type { Database } from '../../db/database';
import { updateOnVersion } from '../shared/versionedUpdate';
import { recordChange } from './hubHistory';

type Db = Kysely<Database>;

export async function labelPlaylists(db: Db, labelId: number): Promise<HubPlaylists | undefined> {
  const label = await db
    .selectFrom('hub_labels')
    .select(['id', 'name', 'version'])
    .where('id', '=', labelId)
    .executeTakeFirst();
  if (!label) return undefined;
  const rows = await db
    .selectFrom('hub_playlists as hp')
    .innerJoin('playlists as p', 'p.id', 'hp.playlist_id')
    .select([
      'p.id',
      'p.title',
      sql<number>`(select coalesce(sum(jsonb_array_length(pi.article_ids)), 0)::int
        from playlist_items pi where pi.playlist_id = p.id)`.as('count_of_articles'),
    ])
    .where('hp.label_id', '=', labelId)
    .orderBy('hp.sort_index')
    .orderBy('p.id')
    .execute();
  return {
    labelId: label.id,
    labelName: label.name,
    version: label.version,
    playlists: rows.map((row) => ({
      id: row.id,
      title: row.title,
      countOfArticles: Number(row.count_of_articles),
    })),
  };
}

export type OrderOutcome = VersionedUpdate | 'unknownPlaylist';

/**
 * Saves the label's playlists as `playlistIds`, in that order, when `version` is still the label's. A playlist may
 * stay when the label held it; a new one must be the caller's own (the publisher curates what it made).
 */
export function orderPlaylists(
  db: Db,
  labelId: number,
  values: { playlistIds: readonly number[]; version: number },
  now: Date,
  by: number,
): Promise<OrderOutcome> {
  return db
    .transaction()
    .execute(async (trx) => {
      const outcome = await updateOnVersion(
        trx,
        'hub_labels',
        { id: labelId },
        values.version,
        { updated_at: now },
        by,
      );
      if (outcome !== 'updated') return outcome;
      const ids = [...values.playlistIds];
      const allowed = ids.length
        ? await trx
            .selectFrom('playlists as p')
            .select('p.id')
            .where('p.id', 'in', ids)
            .where((eb) =>
              eb.or([
                eb('p.owner_user_id', '=', by),
                eb.exists(
                  eb
                    .selectFrom('hub_playlists as hp')
                    .select('hp.playlist_id')
                    .whereRef('hp.playlist_id', '=', 'p.id')
                    .where('hp.label_id', '=', labelId),
                ),
              ]),
            )
            .execute()
        : [];
      if (allowed.length !== ids.length) {
        // Nothing of this order is kept: the version moved only inside this transaction.
        throw new UnknownPlaylist();
      }
      await trx.deleteFrom('hub_playlists').where('label_id', '=', labelId).execute();
      if (ids.length)
        await trx
          .insertInto('hub_playlists')
          .values(
            ids.map((playlistId, index) => ({
              label_id: labelId,
              playlist_id: playlistId,
              sort_index: index,
            })),
          )
          .execute();
      await recordChange(trx, { action: 'playlistsOrdered', labelId, detail: String(ids.length) }, now, by);
      return 'updated';
    })
    .catch((error: unknown) => {
      if (error instanceof UnknownPlaylist) return 'unknownPlaylist' as const;
      throw error;
    });
}

class UnknownPlaylist extends Error {}

/**
 * The playlists curated for the user's institution now, as a condition over `playlists as p`: a playlist of a label
 * the user's institution holds a current access of, that names no staff or names the user (ADR 355).
 */
export function curatedFor(userId: number, now: Date): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (
    select 1 from hub_playlists hp
    join hub_access a on a.label_id = hp.label_id
    join users u on u.institution_id = a.institution_id
    where hp.playlist_id = p.id and u.id = ${userId}
      and a.revoked_at is null and a.starts_at <= ${now} and a.ends_at > ${now}
      and (not exists (select 1 from hub_access_staff s where s.access_id = a.id)
        or exists (select 1 from hub_access_staff s where s.access_id = a.id and s.user_id = u.id)))`;
}

/** Whether one playlist is curated for the user's institution now. */
export async function isCuratedFor(db: Db, playlistId: number, userId: number, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('playlists as p')
    .select('p.id')
    .where('p.id', '=', playlistId)
    .where(curatedFor(userId, now))
    .executeTakeFirst();
  return row !== undefined;
}

/** The playlists curated for the user's institution now that are not their own, by title (ADR 355). */
export async function curatedPlaylistsFor(db: Db, userId: number, now: Date): Promise<PlaylistSummary[]> {
  const rows = await db
    .selectFrom('playlists as p')
    .select([
      'p.id',
      'p.title',
      sql<number>`(select coalesce(sum(jsonb_array_length(pi.article_ids)), 0)::int
        from playlist_items pi where pi.playlist_id = p.id)`.as('count'),
    ])
    .where(curatedFor(userId, now))
    .where('p.owner_user_id', 'is distinct from', userId)
    .orderBy('p.title')
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, countOfArticles: Number(row.count) }));
}
