/**
 * Which screen a path of the playlists area opens: My Playlists (/playlist), a new playlist (/playlist/create) or
 * a playlist's editor (/playlist/edit/{id}). Any other path under /playlist names no playlist: it opens the playlist
 * not-found, which leads back to My Playlists.
 */
import { pathSegments } from '../access/roles';

const PLAYLISTS_PATH = '/playlist';

type PlaylistRoute =
  | { readonly kind: 'list' }
  | { readonly kind: 'create' }
  | { readonly kind: 'edit'; readonly id: number }
  | { readonly kind: 'notFound'; readonly back: string };

export function resolvePlaylistRoute(path: string): PlaylistRoute {
  const [, ...rest] = pathSegments(path);
  if (rest.length === 0) return { kind: 'list' };
  if (rest.length === 1 && rest[0] === 'create') return { kind: 'create' };
  if (rest.length === 2 && rest[0] === 'edit' && /^\d+$/.test(rest[1]!) && Number(rest[1]) > 0)
    return { kind: 'edit', id: Number(rest[1]) };
  return { kind: 'notFound', back: PLAYLISTS_PATH };
}
