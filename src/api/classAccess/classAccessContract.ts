/**
 * Wire contract of Class Products (ADR 345; SPEC names no routes), shared by the console and the server: products,
 * grants with their list filters, Renew and End now, and the caller's own locked features.
 *
 * @publicModule the bulk outbox deletes products at their paths.
 */
import * as z from 'zod';
import {
  EndingWithinSchema,
  FeatureLockSchema,
  GrantRequestSchema,
  GrantSchema,
  ProductFormSchema,
  ProductSchema,
  RenewFormSchema,
} from '../../domain/classAccess/classAccess';
import { ListRequestSchema, listResponseSchema } from '../../domain/shared/listQuery';
import { jsonId } from '../../domain/shared/fields';
import { RecordVersionSchema } from '../../domain/shared/recordVersions';

const BASE = '/api/admin/class-access';

export const CLASS_ACCESS_PATHS = {
  productList: `${BASE}/product/list`,
  productCreate: `${BASE}/product`,
  product: (id: number | string) => `${BASE}/product/${id}`,
  grantList: `${BASE}/grant/list`,
  grantCreate: `${BASE}/grant`,
  grant: (id: number | string) => `${BASE}/grant/${id}`,
  renew: (id: number | string) => `${BASE}/grant/${id}/renew`,
  end: (id: number | string) => `${BASE}/grant/${id}/end`,
  /** Any console user: the features their institution's grants lock for them now. */
  featureLocks: '/api/admin/feature_access',
} as const;

export const ProductListResponseSchema = listResponseSchema(ProductSchema);
export const ProductSaveRequestSchema = ProductFormSchema;
export const ProductUpdateRequestSchema = ProductFormSchema.extend({ version: RecordVersionSchema });

/** The grants list: the one list request and its filters by institution, product and end within N days. */
export const GrantListRequestSchema = ListRequestSchema.extend({
  institutionId: jsonId.optional(),
  productId: jsonId.optional(),
  endingWithin: EndingWithinSchema.optional(),
});
export type GrantListRequest = z.input<typeof GrantListRequestSchema>;
export const GrantListResponseSchema = listResponseSchema(GrantSchema);

export const GrantCreateRequestSchema = GrantRequestSchema;
export const GrantRenewRequestSchema = RenewFormSchema.extend({ version: RecordVersionSchema });
export const GrantEndRequestSchema = z.object({ version: RecordVersionSchema });

export const FeatureLocksSchema = z.object({ locks: z.array(FeatureLockSchema) });
export type FeatureLocks = z.infer<typeof FeatureLocksSchema>;
