/** The playlist screens' real effects over src/api. */
import { fromPromise } from 'xstate';
import type { HttpClient } from '../../api/shared/http';
import {
  createPlaylist,
  deletePlaylist,
  getPlaylist,
  listMyPlaylists,
  updatePlaylist,
} from '../../api/playlists/playlists';
import type { Playlist, PlaylistListItem } from '../../api/playlists/playlistsContract';
import { buildListRequest } from '../../domain/shared/listQuery';
import type { FetchListPage } from '../shared/listMachine';
import { listPages } from '../shared/listPages';
import type { SavePlaylistInput } from './playlistFormMachine';

/** The playlist form's load and save; a save sends the form the document parsed into. */
export function createPlaylistFormServices(http: HttpClient) {
  return {
    loadRecord: fromPromise<Playlist, { id: number }>(({ input, signal }) =>
      getPlaylist(http, input.id, signal),
    ),
    saveRecord: fromPromise<Playlist, SavePlaylistInput>(({ input, signal }) =>
      input.id === null
        ? createPlaylist(http, input.parsed, signal)
        : updatePlaylist(http, input.id, input.parsed, input.version ?? 0, signal),
    ),
  };
}

/** My Playlists: a whole number searches the id, anything else the title. */
export const playlistPages = (http: HttpClient): FetchListPage<PlaylistListItem> =>
  listPages(http, listMyPlaylists, (request) => buildListRequest(request, request.pageSize));

export const deletePlaylistById = (http: HttpClient) =>
  fromPromise<unknown, { id: number }>(({ input, signal }) => deletePlaylist(http, input.id, signal));
