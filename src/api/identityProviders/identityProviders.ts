/** Calls of the identity providers area (ADR 182). */
import type { HttpClient } from '../shared/http';
import { deleteCall, getCall, listCall } from '../shared/recordCalls';
import {
  IDENTITY_PROVIDER_PATHS,
  IdentityProviderListResponseSchema,
  IdentityProviderResponseSchema,
  type IdentityProviderSaveRequest,
  type IdentityProviderUpdateRequest,
} from './identityProvidersContract';

export const listIdentityProviders = listCall(
  IDENTITY_PROVIDER_PATHS.list,
  IdentityProviderListResponseSchema,
);

export const getIdentityProvider = getCall(IDENTITY_PROVIDER_PATHS.one, IdentityProviderResponseSchema);

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

export const deleteIdentityProvider = deleteCall(IDENTITY_PROVIDER_PATHS.one);
