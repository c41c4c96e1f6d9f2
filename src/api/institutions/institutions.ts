/** POST /api/admin/institution (SPEC section 7) and one institution (ADR 181); contract in institutionsContract. */
import type { InstitutionSave } from '../../domain/institutions/institutions';
import type { HttpClient } from '../shared/http';
import {
  INSTITUTION_PATHS,
  InstitutionDetailResponseSchema,
  InstitutionListResponseSchema,
  type InstitutionListRequest,
  type InstitutionListResponse,
} from './institutionsContract';

export function fetchInstitutions(
  http: HttpClient,
  request: InstitutionListRequest,
  signal?: AbortSignal,
): Promise<InstitutionListResponse> {
  return http.request(INSTITUTION_PATHS.list, {
    method: 'POST',
    body: request,
    schema: InstitutionListResponseSchema,
    signal,
  });
}

export const getInstitution = (http: HttpClient, id: number, signal?: AbortSignal) =>
  http.request(INSTITUTION_PATHS.one(id), { schema: InstitutionDetailResponseSchema, signal });

export const createInstitution = (http: HttpClient, values: InstitutionSave, signal?: AbortSignal) =>
  http.request(INSTITUTION_PATHS.create, {
    method: 'POST',
    body: values,
    schema: InstitutionDetailResponseSchema,
    signal,
  });

export const updateInstitution = (
  http: HttpClient,
  id: number,
  values: InstitutionSave,
  version: number,
  signal?: AbortSignal,
) =>
  http.request(INSTITUTION_PATHS.one(id), {
    method: 'PATCH',
    body: { ...values, version },
    schema: InstitutionDetailResponseSchema,
    signal,
  });
