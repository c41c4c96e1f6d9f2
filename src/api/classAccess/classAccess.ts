/** Calls of Class Products (ADR 345). */
import type * as z from 'zod';
import type { GrantRequest, ProductForm, RenewForm } from '../../domain/classAccess/classAccess';
import { GrantSchema, ProductSchema } from '../../domain/classAccess/classAccess';
import type { HttpClient } from '../shared/http';
import { deleteCall, getCall, listCall } from '../shared/recordCalls';
import {
  CLASS_ACCESS_PATHS as PATHS,
  FeatureLocksSchema,
  GrantListResponseSchema,
  ProductListResponseSchema,
  type GrantListRequest,
} from './classAccessContract';

export const listProducts = listCall(PATHS.productList, ProductListResponseSchema);
export const getProduct = getCall(PATHS.product, ProductSchema);
export const deleteProduct = deleteCall(PATHS.product);

export const createProduct = (http: HttpClient, form: ProductForm, signal?: AbortSignal) =>
  http.request(PATHS.productCreate, { method: 'POST', body: form, schema: ProductSchema, signal });

/** Saves an edit made on `version` (ADR 109); a save on an older version is refused with 409. */
export const updateProduct = (
  http: HttpClient,
  id: number,
  form: ProductForm,
  version: number,
  signal?: AbortSignal,
) =>
  http.request(PATHS.product(id), {
    method: 'PATCH',
    body: { ...form, version },
    schema: ProductSchema,
    signal,
  });

export const listGrants = listCall<z.infer<typeof GrantListResponseSchema>, GrantListRequest>(
  PATHS.grantList,
  GrantListResponseSchema,
);
export const getGrant = getCall(PATHS.grant, GrantSchema);

export const createGrant = (http: HttpClient, form: GrantRequest, signal?: AbortSignal) =>
  http.request(PATHS.grantCreate, { method: 'POST', body: form, schema: GrantSchema, signal });

/** A new last day for the grant, on the version it was loaded on; an ended grant runs again. */
export const renewGrant = (
  http: HttpClient,
  id: number,
  form: RenewForm,
  version: number,
  signal?: AbortSignal,
) =>
  http.request(PATHS.renew(id), {
    method: 'POST',
    body: { ...form, version },
    schema: GrantSchema,
    signal,
  });

/** Ends the grant now. */
export const endGrant = (http: HttpClient, id: number, version: number, signal?: AbortSignal) =>
  http.request(PATHS.end(id), { method: 'POST', body: { version }, schema: GrantSchema, signal });

export const fetchFeatureLocks = (http: HttpClient, signal?: AbortSignal) =>
  http.request(PATHS.featureLocks, { schema: FeatureLocksSchema, signal });
