/** POST /api/admin/institution (SPEC section 7); contract in institutionsContract. */
import type { HttpClient } from './http';
import {
  INSTITUTION_PATHS,
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
