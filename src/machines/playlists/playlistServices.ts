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
import type { PlaylistListItem } from '../../api/playlists/playlistsContract';
import { buildListRequest } from '../../domain/shared/listQuery';
import type { FetchListPage } from '../shared/listMachine';
import { listPages } from '../shared/listPages';
import type { SavePlaylistInput } from './playlistFormMachine';
import { formServices } from '../shared/formServices';

/** The playlist form's load and save; a save sends the form the document parsed into. */
export function createPlaylistFormServices(http: HttpClient) {
  return formServices(
    http,
    { get: getPlaylist, create: createPlaylist, update: updatePlaylist },
    (input: SavePlaylistInput) => input.parsed,
  );
}

/** My Playlists: a whole number searches the id, anything else the title. */
export const playlistPages = (http: HttpClient): FetchListPage<PlaylistListItem> =>
  listPages(http, listMyPlaylists, (request) => buildListRequest(request, request.pageSize));

export const deletePlaylistById = (http: HttpClient) =>
  fromPromise<unknown, { id: number }>(({ input, signal }) => deletePlaylist(http, input.id, signal));
