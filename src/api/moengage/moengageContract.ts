/** Wire contract of the MoEngage connection (ADR 347), shared by the client and the server. */
import * as z from 'zod';
import { text } from '../../domain/shared/fields';
import {
  MOENGAGE_DATA_CENTERS,
  MOENGAGE_LIMITS,
  MOENGAGE_MESSAGES,
  MoengageSettingsSchema,
} from '../../domain/moengage/moengageSettings';
import { MoengageDeliverySchema } from '../../domain/moengage/moengageDeliveries';
import { int } from '../../domain/shared/fields';
import { DB_INT_MAX } from '../../domain/shared/fields';

export const MOENGAGE_PATHS = {
  settings: '/api/admin/moengage/settings',
  test: '/api/admin/moengage/test',
  deliveries: '/api/admin/moengage/deliveries',
} as const;

/**
 * A save names the version it was made on (0 before any settings exist, ADR 109). An absent or empty key keeps the
 * stored one. Turning the connection on needs a workspace id and a key (given or stored); the server checks that.
 */
export const MoengageSaveRequestSchema = z.object({
  dataCenter: z.enum(MOENGAGE_DATA_CENTERS, { error: MOENGAGE_MESSAGES.dataCenterRequired }),
  appId: text(MOENGAGE_LIMITS.appId).regex(/^[A-Za-z0-9_-]*$/, MOENGAGE_MESSAGES.badAppId),
  apiKey: text(MOENGAGE_LIMITS.apiKey).optional(),
  enabled: z.boolean(),
  emailAsCustomerId: z.boolean(),
  version: int(0, DB_INT_MAX),
});
export type MoengageSaveRequest = z.infer<typeof MoengageSaveRequestSchema>;

/** GET and a save answer the settings (never the key), or null before any were saved. */
export const MoengageSettingsResponseSchema = z.object({ settings: MoengageSettingsSchema.nullable() });

/** Test connection: what MoEngage answered the empty batch. */
export const MoengageTestResponseSchema = z.object({
  outcome: z.enum(['connected', 'refused', 'unreachable', 'notConfigured']),
  status: z.number().int().nullable(),
});
export type MoengageTestResponse = z.infer<typeof MoengageTestResponseSchema>;

/** The delivery log's newest lines and how many events wait in the outbox. */
export const MoengageDeliveriesResponseSchema = z.object({
  deliveries: z.array(MoengageDeliverySchema),
  pending: z.number().int(),
});
export type MoengageDeliveriesResponse = z.infer<typeof MoengageDeliveriesResponseSchema>;
