/** Calls of LTI Dynamic Registration (ADR 386); contract in ltiRegistrationContract. */
import type { HttpClient } from '../shared/http';
import type { RegistrationLinkForm } from '../../domain/lti/ltiRegistration';
import { LTI_REGISTRATION_PATHS, RegistrationLinkResponseSchema } from './ltiRegistrationContract';

/** A new one-time registration link for an institution, shown once. */
export const createRegistrationLink = (http: HttpClient, form: RegistrationLinkForm, signal?: AbortSignal) =>
  http.request(LTI_REGISTRATION_PATHS.links, {
    method: 'POST',
    body: form,
    schema: RegistrationLinkResponseSchema,
    signal,
  });
