/** Calls of the client hub (ADR 348). */
import type * as z from 'zod';
import {
  HubAccessSchema,
  HubLabelSchema,
  HubPlaylistsSchema,
  type AccessDays,
  type HubAccessRequest,
  type HubLabelForm,
} from '../../domain/clientHub/clientHub';
import type { HttpClient } from '../shared/http';
import { getCall, listCall } from '../shared/recordCalls';
import {
  CLIENT_HUB_PATHS as PATHS,
  HubAccessListResponseSchema,
  HubHistoryResponseSchema,
  HubLabelsSchema,
  type HubAccessListRequest,
  type HubHistoryRequest,
} from './clientHubContract';

type HubAccessPage = z.infer<typeof HubAccessListResponseSchema>;
type HubHistoryPage = z.infer<typeof HubHistoryResponseSchema>;

export const fetchLabels = (http: HttpClient, signal?: AbortSignal) =>
  http.request(PATHS.labels, { schema: HubLabelsSchema, signal });
export const getLabel = getCall(PATHS.label, HubLabelSchema);
export const createLabel = (http: HttpClient, form: HubLabelForm, signal?: AbortSignal) =>
  http.request(PATHS.labels, { method: 'POST', body: form, schema: HubLabelSchema, signal });
/** Renames on `version` (ADR 109); a save on an older version is refused with 409. */
export const updateLabel = (
  http: HttpClient,
  id: number,
  form: HubLabelForm,
  version: number,
  signal?: AbortSignal,
) =>
  http.request(PATHS.label(id), {
    method: 'PATCH',
    body: { ...form, version },
    schema: HubLabelSchema,
    signal,
  });

export const listAccess = listCall<HubAccessPage, HubAccessListRequest>(
  PATHS.accessList,
  HubAccessListResponseSchema,
);
export const getAccess = getCall(PATHS.access, HubAccessSchema);
export const grantAccess = (http: HttpClient, request: HubAccessRequest, signal?: AbortSignal) =>
  http.request(PATHS.grant, { method: 'POST', body: request, schema: HubAccessSchema, signal });
export const changeAccessDays = (
  http: HttpClient,
  id: number,
  days: AccessDays,
  version: number,
  signal?: AbortSignal,
) =>
  http.request(PATHS.access(id), {
    method: 'PATCH',
    body: { ...days, version },
    schema: HubAccessSchema,
    signal,
  });
export const revokeAccess = (http: HttpClient, id: number, version: number, signal?: AbortSignal) =>
  http.request(PATHS.revoke(id), { method: 'POST', body: { version }, schema: HubAccessSchema, signal });

export const listHistory = listCall<HubHistoryPage, HubHistoryRequest>(
  PATHS.history,
  HubHistoryResponseSchema,
);

export const fetchLabelPlaylists = getCall(PATHS.playlists, HubPlaylistsSchema);
/** The label's whole order at once, on the version it was read with. */
export const orderLabelPlaylists = (
  http: HttpClient,
  labelId: number,
  playlistIds: readonly number[],
  version: number,
  signal?: AbortSignal,
) =>
  http.request(PATHS.playlists(labelId), {
    method: 'PUT',
    body: { playlistIds, version },
    schema: HubPlaylistsSchema,
    signal,
  });
