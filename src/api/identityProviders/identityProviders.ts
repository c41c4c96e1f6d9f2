/** Calls of the identity providers area (ADR 182). */
import type { HttpClient } from '../shared/http';
import {
  IDENTITY_PROVIDER_PATHS,
  IdentityProviderListResponseSchema,
  IdentityProviderResponseSchema,
  type IdentityProviderSaveRequest,
  type IdentityProviderUpdateRequest,
} from './identityProvidersContract';
import type { ListRequest } from '../../domain/shared/listQuery';

export const listIdentityProviders = (http: HttpClient, request: ListRequest, signal?: AbortSignal) =>
  http.request(IDENTITY_PROVIDER_PATHS.list, {
    method: 'POST',
    body: request,
    schema: IdentityProviderListResponseSchema,
    signal,
  });

export const getIdentityProvider = (http: HttpClient, id: number, signal?: AbortSignal) =>
  http.request(IDENTITY_PROVIDER_PATHS.one(id), { schema: IdentityProviderResponseSchema, signal });

export const createIdentityProvider = (
  http: HttpClient,
  body: IdentityProviderSaveRequest,
  signal?: AbortSignal,
) =>
  http.request(IDENTITY_PROVIDER_PATHS.create, {
    method: 'POST',
    body,
    schema: IdentityProviderResponseSchema,
    signal,
  });

/** Saves an edit on the version it was loaded with (ADR 188). */
export const updateIdentityProvider = (
  http: HttpClient,
  id: number,
  body: IdentityProviderUpdateRequest,
  signal?: AbortSignal,
) =>
  http.request(IDENTITY_PROVIDER_PATHS.one(id), {
    method: 'PATCH',
    body,
    schema: IdentityProviderResponseSchema,
    signal,
  });

export const deleteIdentityProvider = (http: HttpClient, id: number, signal?: AbortSignal) =>
  http.request(IDENTITY_PROVIDER_PATHS.one(id), { method: 'DELETE', signal });
