/** POST /api/admin/institution (SPEC section 7) and one institution (ADR 181); contract in institutionsContract. */
import type { InstitutionSave } from '../../domain/institutions/institutions';
import type { HttpClient } from '../shared/http';
import { getCall, listCall } from '../shared/recordCalls';
import {
  INSTITUTION_PATHS,
  InstitutionDetailResponseSchema,
  InstitutionListResponseSchema,
  type InstitutionListRequest,
  type InstitutionListResponse,
} from './institutionsContract';

export const fetchInstitutions = listCall<InstitutionListResponse, InstitutionListRequest>(
  INSTITUTION_PATHS.list,
  InstitutionListResponseSchema,
);

export const getInstitution = getCall(INSTITUTION_PATHS.one, InstitutionDetailResponseSchema);

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
