/** Playlist calls of the quiz editor's Import playlists dialog. */
import type { HttpClient } from './http';
import {
  MyPlaylistsResponseSchema,
  PLAYLIST_PATHS,
  PlaylistArticleListResponseSchema,
  type MyPlaylistsResponse,
  type PlaylistArticleListResponse,
} from './playlistsContract';

export function fetchMyPlaylists(
  http: HttpClient,
  page = 1,
  signal?: AbortSignal,
): Promise<MyPlaylistsResponse> {
  return http.request(PLAYLIST_PATHS.myList, {
    method: 'POST',
    body: { navigation: { page, itemsOnPage: 100 } },
    schema: MyPlaylistsResponseSchema,
    signal,
  });
}

export function fetchPlaylistItems(
  http: HttpClient,
  playlistId: number,
  signal?: AbortSignal,
): Promise<PlaylistArticleListResponse> {
  return http.request(PLAYLIST_PATHS.articleList, {
    method: 'POST',
    body: { playlistId, navigation: { page: 1, itemsOnPage: 200 } },
    schema: PlaylistArticleListResponseSchema,
    signal,
  });
}
