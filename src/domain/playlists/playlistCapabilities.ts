/**
 * Who may do what with one playlist (ADR 119), on the shape of src/domain/access/capabilities.ts. A playlist belongs to
 * the user who made it: its owner and the full admins may read, edit, delete it, add articles to it and add it to
 * a class; an instructor whose institution holds a current client hub access of a label curating it may read it
 * (ADR 348); anyone else may do nothing, and the server answers them 404 exactly as for a missing id (ADR 105). A
 * class the playlist is attached to shows it through the class's own routes, not through these.
 */
import { isFullAdmin, type Caller, type Capabilities } from '../access/capabilities';

export const PLAYLIST_ACTIONS = ['view', 'edit', 'delete', 'addArticle', 'addToClass'] as const;
export type PlaylistAction = (typeof PLAYLIST_ACTIONS)[number];

/** The facts of one playlist the rule reads. */
export interface PlaylistFacts {
  readonly ownerUserId: number | null;
  /** A hub label the caller's institution holds now curates it (ADR 348): the publisher's, read-only for them. */
  readonly curatedForCaller?: boolean | undefined;
}

const ALL: Capabilities<PlaylistAction> = new Set(PLAYLIST_ACTIONS);
const NONE: Capabilities<PlaylistAction> = new Set();
const CURATED: Capabilities<PlaylistAction> = new Set(['view']);

export function playlistCapabilities(caller: Caller, playlist: PlaylistFacts): Capabilities<PlaylistAction> {
  if (playlist.ownerUserId !== null && playlist.ownerUserId === caller.id) return ALL;
  if (isFullAdmin(caller.roles)) return ALL;
  return playlist.curatedForCaller ? CURATED : NONE;
}

export const canViewPlaylist = (caller: Caller, playlist: PlaylistFacts) =>
  playlistCapabilities(caller, playlist).has('view');
