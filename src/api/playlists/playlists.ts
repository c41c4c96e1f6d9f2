/** Playlist calls (SPEC section 7 "Playlists"): My Playlists, one playlist, its saves, and the import's reads. */
import type { HttpClient } from '../shared/http';
import { deleteCall, getCall } from '../shared/recordCalls';
import type { ListRequest } from '../../domain/shared/listQuery';
import type { PlaylistForm } from '../../domain/playlists/playlists';
import {
  MyPlaylistsResponseSchema,
  MyPlaylistSummariesSchema,
  PLAYLIST_PATHS,
  PlaylistSchema,
  PublisherPlaylistsSchema,
  type PublisherPlaylists,
  type MyPlaylistsResponse,
  type MyPlaylistSummaries,
  type Playlist,
} from './playlistsContract';

/** The playlists the publisher curates for the caller's institution now (Add Video's publisher source). */
export const fetchPublisherPlaylists = (
  http: HttpClient,
  signal?: AbortSignal,
): Promise<PublisherPlaylists> =>
  http.request(PLAYLIST_PATHS.fromPublisher, { schema: PublisherPlaylistsSchema, signal });

/** The caller's playlists as the import dialog lists them: up to 100, by title. */
export function fetchMyPlaylists(
  http: HttpClient,
  page = 1,
  signal?: AbortSignal,
): Promise<MyPlaylistSummaries> {
  return http.request(PLAYLIST_PATHS.myList, {
    method: 'POST',
    body: { navigation: { page, itemsOnPage: 100 } },
    schema: MyPlaylistSummariesSchema,
    signal,
  });
}

/** One page of My Playlists for a list request (search, sort, page). */
export function listMyPlaylists(
  http: HttpClient,
  body: ListRequest,
  signal?: AbortSignal,
): Promise<MyPlaylistsResponse> {
  return http.request(PLAYLIST_PATHS.myList, {
    method: 'POST',
    body,
    schema: MyPlaylistsResponseSchema,
    signal,
  });
}

export const getPlaylist = getCall(PLAYLIST_PATHS.one, PlaylistSchema);

export function createPlaylist(
  http: HttpClient,
  form: PlaylistForm,
  signal?: AbortSignal,
): Promise<Playlist> {
  return http.request(PLAYLIST_PATHS.create, { method: 'POST', body: form, schema: PlaylistSchema, signal });
}

export function updatePlaylist(
  http: HttpClient,
  id: number,
  form: PlaylistForm,
  version: number,
  signal?: AbortSignal,
): Promise<Playlist> {
  return http.request(PLAYLIST_PATHS.one(id), {
    method: 'PATCH',
    body: { ...form, version },
    schema: PlaylistSchema,
    signal,
  });
}

export const deletePlaylist = deleteCall(PLAYLIST_PATHS.one);
