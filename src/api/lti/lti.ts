/** Calls of the LTI area (ADR 183); contract in ltiContract. */
import type { HttpClient } from '../shared/http';
import {
  DeepLinkChoiceResponseSchema,
  DeepLinkResponseSchema,
  LTI_PATHS,
  LtiPlatformListResponseSchema,
  LtiPlatformResponseSchema,
  LtiToolResponseSchema,
} from './ltiContract';
import type { ListRequest } from '../../domain/shared/listQuery';
import type { LtiPlatformForm } from '../../domain/lti/lti';

export const fetchLtiTool = (http: HttpClient, signal?: AbortSignal) =>
  http.request(LTI_PATHS.tool, { schema: LtiToolResponseSchema, signal });

export const listLtiPlatforms = (http: HttpClient, request: ListRequest, signal?: AbortSignal) =>
  http.request(LTI_PATHS.platformList, {
    method: 'POST',
    body: request,
    schema: LtiPlatformListResponseSchema,
    signal,
  });

export const getLtiPlatform = (http: HttpClient, id: number, signal?: AbortSignal) =>
  http.request(LTI_PATHS.platform(id), { schema: LtiPlatformResponseSchema, signal });

/** Adds a registration (id null), or saves an edit on the version it was loaded with (ADR 188). */
export const saveLtiPlatform = (
  http: HttpClient,
  id: number | null,
  form: LtiPlatformForm,
  version: number | null,
  signal?: AbortSignal,
) =>
  http.request(id === null ? LTI_PATHS.platforms : LTI_PATHS.platform(id), {
    method: id === null ? 'POST' : 'PUT',
    body: id === null ? form : { ...form, version },
    schema: LtiPlatformResponseSchema,
    signal,
  });

export const deleteLtiPlatform = (http: HttpClient, id: number, signal?: AbortSignal) =>
  http.request(LTI_PATHS.platform(id), { method: 'DELETE', signal });

export const fetchDeepLink = (http: HttpClient, id: string, signal?: AbortSignal) =>
  http.request(LTI_PATHS.deepLink(id), { schema: DeepLinkResponseSchema, signal });

export const chooseDeepLinkQuiz = (http: HttpClient, id: string, quizId: number, signal?: AbortSignal) =>
  http.request(LTI_PATHS.deepLink(id), {
    method: 'POST',
    body: { quizId },
    schema: DeepLinkChoiceResponseSchema,
    signal,
  });
