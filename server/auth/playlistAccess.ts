/**
 * The playlist capability table (src/domain/playlists/playlistCapabilities.ts) applied to a request. The table gives
 * a playlist's actions all or none, so there is no "seen but refused": a playlist the caller may not take the
 * action on answers 404 exactly like a missing one (ADR 105, ADR 119). A route that lists playlists filters with
 * `playlistScope`, the same table written out as SQL (ADR 192).
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import {
  playlistCapabilities,
  type PlaylistAction,
  type PlaylistFacts,
} from '../../src/domain/playlists/playlistCapabilities';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import { SERVER_MESSAGES } from '../messages';
import { isCuratedFor } from '../repositories/clientHub/hubPlaylists';
import { findPlaylistFacts } from '../repositories/playlists/playlists';
import { scopeOf } from './capabilityScope';
import type { AuthUser } from './guards';

export async function requirePlaylistAction(
  db: Kysely<Database>,
  caller: AuthUser,
  playlistId: number,
  action: PlaylistAction,
  /** Given, a playlist curated for the caller's institution at this moment may be read (ADR 348). */
  now?: Date,
): Promise<PlaylistFacts> {
  const owned = await findPlaylistFacts(db, playlistId);
  if (!owned) throw notFound(SERVER_MESSAGES.notFound);
  const curated =
    now !== undefined && !playlistCapabilities(caller, owned).has(action)
      ? await isCuratedFor(db, playlistId, caller.id, now)
      : false;
  const facts = { ...owned, curatedForCaller: curated };
  if (!playlistCapabilities(caller, facts).has(action)) throw notFound(SERVER_MESSAGES.notFound);
  return facts;
}

/**
 * The playlists the caller may take `action` on, as a condition over `playlists as p`: the playlist capability table
 * asked for a playlist the caller owns and one they do not, written out as SQL (see capabilityScope.ts).
 */
export function playlistScope(
  caller: Pick<AuthUser, 'id' | 'roles'>,
  action: PlaylistAction,
): RawBuilder<SqlBool> {
  const owned = {
    holds: sql<SqlBool>`p.owner_user_id = ${caller.id}`,
    fails: sql<SqlBool>`p.owner_user_id is distinct from ${caller.id}`,
  };
  return scopeOf({ ownedByCaller: owned }, ({ ownedByCaller }) =>
    playlistCapabilities(caller, { ownerUserId: ownedByCaller ? caller.id : null }).has(action),
  ).sql;
}
