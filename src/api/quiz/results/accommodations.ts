/** Calls of a student's accommodations and reopening (ADR 212) as plain async functions over the http client. */
import type { AccommodationRequest, ReopenRequest } from '../../../domain/take/accommodations';
import type { HttpClient } from '../../shared/http';
import {
  ACCOMMODATION_PATHS,
  StudentAccommodationSchema,
  type StudentAccommodation,
} from './accommodationsContract';

export function fetchAccommodation(
  http: HttpClient,
  assignId: number,
  signal?: AbortSignal,
): Promise<StudentAccommodation> {
  return http.request(ACCOMMODATION_PATHS.accommodation(assignId), {
    schema: StudentAccommodationSchema,
    signal,
  });
}

export function saveAccommodation(
  http: HttpClient,
  assignId: number,
  request: AccommodationRequest,
  signal?: AbortSignal,
): Promise<StudentAccommodation> {
  return http.request(ACCOMMODATION_PATHS.accommodation(assignId), {
    method: 'PUT',
    body: request,
    schema: StudentAccommodationSchema,
    signal,
  });
}

export function reopenAttempt(
  http: HttpClient,
  assignId: number,
  request: ReopenRequest,
  signal?: AbortSignal,
): Promise<StudentAccommodation> {
  return http.request(ACCOMMODATION_PATHS.reopen(assignId), {
    method: 'POST',
    body: request,
    schema: StudentAccommodationSchema,
    signal,
  });
}
