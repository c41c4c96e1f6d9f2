/**
 * Wire contract of the client hub (ADR 348; SPEC names no routes), shared by the console and the server: hub
 * labels, institutions' access with its list filters, the history, and each label's playlists in order.
 */
import * as z from 'zod';
import {
  AccessDaysSchema,
  HubAccessRequestSchema,
  HubAccessSchema,
  HubHistoryEntrySchema,
  HubLabelFormSchema,
  HubLabelSchema,
  HubPlaylistOrderSchema,
} from '../../domain/clientHub/clientHub';
import { jsonId } from '../../domain/shared/fields';
import { ListRequestSchema, listResponseSchema } from '../../domain/shared/listQuery';
import { RecordVersionSchema } from '../../domain/shared/recordVersions';

const BASE = '/api/admin/client-hub';

export const CLIENT_HUB_PATHS = {
  labels: `${BASE}/label`,
  label: (id: number | string) => `${BASE}/label/${id}`,
  playlists: (id: number | string) => `${BASE}/label/${id}/playlists`,
  accessList: `${BASE}/access/list`,
  grant: `${BASE}/access`,
  access: (id: number | string) => `${BASE}/access/${id}`,
  revoke: (id: number | string) => `${BASE}/access/${id}/revoke`,
  history: `${BASE}/history/list`,
} as const;

export const HubLabelsSchema = z.array(HubLabelSchema);
export const HubLabelCreateRequestSchema = HubLabelFormSchema;
export const HubLabelUpdateRequestSchema = HubLabelFormSchema.extend({ version: RecordVersionSchema });

/** The access list: the one list request and its filters by label, institution and running now. */
export const HubAccessListRequestSchema = ListRequestSchema.extend({
  labelId: jsonId.optional(),
  institutionId: jsonId.optional(),
  current: z.boolean().optional(),
});
export type HubAccessListRequest = z.input<typeof HubAccessListRequestSchema>;
export const HubAccessListResponseSchema = listResponseSchema(HubAccessSchema);

export const HubGrantRequestSchema = HubAccessRequestSchema;
export const HubAccessDaysRequestSchema = AccessDaysSchema.and(z.object({ version: RecordVersionSchema }));
export const HubRevokeRequestSchema = z.object({ version: RecordVersionSchema });

export const HubHistoryRequestSchema = ListRequestSchema.extend({
  labelId: jsonId.optional(),
  institutionId: jsonId.optional(),
});
export type HubHistoryRequest = z.input<typeof HubHistoryRequestSchema>;
export const HubHistoryResponseSchema = listResponseSchema(HubHistoryEntrySchema);

export const HubPlaylistOrderRequestSchema = HubPlaylistOrderSchema;
