/** Wire contract of SPEC section 7 "Banner", shared by the client and the server. */
import * as z from 'zod';
import { BannerMessageSchema, BannerSchema, BANNER_MESSAGES } from '../../domain/banner/banner';
import { RecordVersionSchema } from '../../domain/shared/recordVersions';
import { jsonId } from '../../domain/shared/fields';

export const BANNER_PATHS = {
  get: '/api/admin/banner',
  create: '/api/admin/banner/create',
  update: '/api/admin/banner/update',
} as const;

/** Bounded raw HTML, then SPEC's visible-text rule, as the form checks it (ADR 100). */
const message = BannerMessageSchema;
const type = z
  .number({ error: BANNER_MESSAGES.typeRequired })
  .int()
  .min(1, BANNER_MESSAGES.typeRequired)
  .max(4, BANNER_MESSAGES.typeRequired);

export const BannerCreateRequestSchema = z.object({
  type,
  message,
  published: z.union([z.literal(0), z.literal(1)]),
});
/** An edit names the version it was made on (ADR 109). */
export const BannerUpdateRequestSchema = BannerCreateRequestSchema.extend({
  id: jsonId,
  version: RecordVersionSchema,
});
export type BannerCreateRequest = z.infer<typeof BannerCreateRequestSchema>;
export type BannerUpdateRequest = z.infer<typeof BannerUpdateRequestSchema>;

/** GET answers the current banner, or null before one exists. */
export const BannerResponseSchema = z.object({ banner: BannerSchema.nullable() });
