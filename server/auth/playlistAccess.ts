/**
 * The playlist capability table (src/domain/playlists/playlistCapabilities.ts) applied to a request. The table gives
 * a playlist's actions all or none, so there is no "seen but refused": a playlist the caller may not take the
 * action on answers 404 exactly like a missing one (ADR 105, ADR 119).
 */
import type { Kysely } from 'kysely';
import {
  playlistCapabilities,
  type PlaylistAction,
  type PlaylistFacts,
} from '../../src/domain/playlists/playlistCapabilities';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import { SERVER_MESSAGES } from '../messages';
import { findPlaylistFacts } from '../repositories/playlists/playlists';
import type { AuthUser } from './guards';

export async function requirePlaylistAction(
  db: Kysely<Database>,
  caller: AuthUser,
  playlistId: number,
  action: PlaylistAction,
): Promise<PlaylistFacts> {
  const facts = await findPlaylistFacts(db, playlistId);
  if (!facts || !playlistCapabilities(caller, facts).has(action)) throw notFound(SERVER_MESSAGES.notFound);
  return facts;
}
