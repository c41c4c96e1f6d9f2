/**
 * Wire contract of the institution list (SPEC section 7 "Search, content and institutions"): the list request
 * with filters approved, product_id, feature and id/title, plus a keyword (a whole number is an id) and the
 * subscription switch.
 */
import * as z from 'zod';
import { ListRequestSchema, listResponseSchema } from '../../domain/shared/listQuery';
import { text, TEXT_MAX } from '../../domain/shared/fields';
import {
  InstitutionDetailSchema,
  InstitutionSaveSchema,
  InstitutionSchema,
  type Institution,
} from '../../domain/institutions/institutions';
import { RecordVersionSchema } from '../../domain/shared/recordVersions';

export const INSTITUTION_PATHS = {
  list: '/api/admin/institution',
  create: '/api/admin/institution/create',
  one: (id: number | string) => `/api/admin/institution/${id}`,
} as const;

export const HAS_SUBSCRIPTION = ['education', 'education-not-unlimited', 'unlimited', 'none'] as const;
export const HasSubscriptionSchema = z.enum(HAS_SUBSCRIPTION);
export type HasSubscription = z.infer<typeof HasSubscriptionSchema>;

export const INSTITUTION_PAGE_SIZE = 20;

export const InstitutionListRequestSchema = ListRequestSchema.extend({
  keyword: text(TEXT_MAX.keyword).optional(),
  hasSubscription: HasSubscriptionSchema.optional(),
});
export type InstitutionListRequest = z.input<typeof InstitutionListRequestSchema>;

export { InstitutionSchema, type Institution };

export const InstitutionListResponseSchema = listResponseSchema(InstitutionSchema);
export type InstitutionListResponse = z.infer<typeof InstitutionListResponseSchema>;

/** POST .../institution/create and PATCH .../institution/{id} (ADR 181): full admins only. */
export const InstitutionCreateRequestSchema = InstitutionSaveSchema;
export const InstitutionUpdateRequestSchema = InstitutionSaveSchema.extend({ version: RecordVersionSchema });
export type InstitutionUpdateRequest = z.input<typeof InstitutionUpdateRequestSchema>;
export const InstitutionDetailResponseSchema = InstitutionDetailSchema;
