/** The client hub screens' real effects over src/api (ADR 348). */
import { fromPromise } from 'xstate';
import {
  changeAccessDays,
  createLabel,
  fetchLabelPlaylists,
  fetchLabels,
  getAccess,
  getLabel,
  grantAccess,
  listAccess,
  listHistory,
  orderLabelPlaylists,
  revokeAccess,
  updateLabel,
} from '../../api/clientHub/clientHub';
import { listMyPlaylists } from '../../api/playlists/playlists';
import type { PlaylistListItem } from '../../api/playlists/playlistsContract';
import type { HttpClient } from '../../api/shared/http';
import {
  hubAccessRequestOf,
  type HubAccess,
  type HubHistoryEntry,
  type HubLabel,
  type HubPlaylists,
} from '../../domain/clientHub/clientHub';
import { buildListRequest, paging } from '../../domain/shared/listQuery';
import { formServices } from '../shared/formServices';
import type { FetchListPage } from '../shared/listMachine';
import { listPages } from '../shared/listPages';
import type { SaveHubDaysInput } from './hubDaysFormMachine';
import type { SaveHubGrantInput } from './hubGrantFormMachine';
import type { SaveHubLabelInput } from './hubLabelFormMachine';
import type { SaveOrderInput } from './hubPlaylistsMachine';
import type { RevokeTarget } from './hubRevokeMachine';

/** The access list's filters as the URL names them. */
export const ACCESS_FILTERS = { label: 'label', current: 'current' } as const;

const idOf = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

export const accessPages = (http: HttpClient): FetchListPage<HubAccess> =>
  listPages(http, listAccess, (query) => ({
    ...buildListRequest(query, query.pageSize, [], { textProperties: ['institution'], idProperty: null }),
    labelId: idOf(query.filters[ACCESS_FILTERS.label]),
    current: query.filters[ACCESS_FILTERS.current] === 'yes' ? true : undefined,
  }));

export const historyPages = (http: HttpClient): FetchListPage<HubHistoryEntry> =>
  listPages(http, listHistory, (query) =>
    buildListRequest(query, query.pageSize, [], { textProperties: ['institution'], idProperty: null }),
  );

/** The publisher's own playlists, for Add a playlist to a label. */
export const ownPlaylistPages = (http: HttpClient): FetchListPage<PlaylistListItem> =>
  listPages(http, listMyPlaylists, (query) => buildListRequest(query, query.pageSize));

/**
 * Every hub label as one page, for the chooser, the filter and the Grant dialog: a publisher keeps a handful, so the
 * server answers them whole and the search narrows them here.
 */
export const labelPages =
  (http: HttpClient): FetchListPage<HubLabel> =>
  async (query, signal) => {
    const all = await fetchLabels(http, signal);
    const words = query.search.trim().toLocaleLowerCase();
    const items = words ? all.filter((label) => label.name.toLocaleLowerCase().includes(words)) : all;
    return { items, paging: paging(1, Math.max(items.length, 1), items.length, items.length) };
  };

export const createHubGrantFormServices = (http: HttpClient) => ({
  loadRecord: fromPromise<HubAccess, { id: number }>(({ input, signal }) =>
    getAccess(http, input.id, signal),
  ),
  saveRecord: fromPromise<HubAccess, SaveHubGrantInput>(({ input, signal }) =>
    grantAccess(http, hubAccessRequestOf(input.values), signal),
  ),
});

export const createHubDaysFormServices = (http: HttpClient) => ({
  loadRecord: fromPromise<HubAccess, { id: number }>(({ input, signal }) =>
    getAccess(http, input.id, signal),
  ),
  saveRecord: fromPromise<HubAccess, SaveHubDaysInput>(({ input, signal }) =>
    changeAccessDays(http, input.id ?? 0, input.values, input.version ?? 0, signal),
  ),
});

export const createHubLabelFormServices = (http: HttpClient) =>
  formServices(
    http,
    { get: getLabel, create: createLabel, update: updateLabel },
    (input: SaveHubLabelInput) => input.values,
  );

export const createHubRevokeServices = (http: HttpClient) => ({
  revokeAccess: fromPromise<HubAccess, RevokeTarget>(({ input, signal }) =>
    revokeAccess(http, input.id, input.version, signal),
  ),
});

export const createHubPlaylistsServices = (http: HttpClient) => ({
  loadPlaylists: fromPromise<HubPlaylists, { labelId: number }>(({ input, signal }) =>
    fetchLabelPlaylists(http, input.labelId, signal),
  ),
  saveOrder: fromPromise<HubPlaylists, SaveOrderInput>(({ input, signal }) =>
    orderLabelPlaylists(http, input.labelId, input.playlistIds, input.version, signal),
  ),
});
