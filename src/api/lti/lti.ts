/** Calls of the LTI area (ADR 183); contract in ltiContract. */
import type { HttpClient } from '../shared/http';
import { deleteCall, getCall, listCall } from '../shared/recordCalls';
import {
  DeepLinkChoiceResponseSchema,
  DeepLinkResponseSchema,
  FailedScoreSendsResponseSchema,
  LTI_PATHS,
  LtiPlatformListResponseSchema,
  LtiPlatformResponseSchema,
  LtiToolResponseSchema,
} from './ltiContract';
import type { LtiPlatformForm } from '../../domain/lti/lti';

export const fetchLtiTool = (http: HttpClient, signal?: AbortSignal) =>
  http.request(LTI_PATHS.tool, { schema: LtiToolResponseSchema, signal });

export const listLtiPlatforms = listCall(LTI_PATHS.platformList, LtiPlatformListResponseSchema);

export const getLtiPlatform = getCall(LTI_PATHS.platform, LtiPlatformResponseSchema);

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

export const deleteLtiPlatform = deleteCall(LTI_PATHS.platform);

export const fetchDeepLink = (http: HttpClient, id: string, signal?: AbortSignal) =>
  http.request(LTI_PATHS.deepLink(id), { schema: DeepLinkResponseSchema, signal });

export const chooseDeepLinkQuiz = (http: HttpClient, id: string, quizId: number, signal?: AbortSignal) =>
  http.request(LTI_PATHS.deepLink(id), {
    method: 'POST',
    body: { quizId },
    schema: DeepLinkChoiceResponseSchema,
    signal,
  });

/** The scores the LMS kept refusing (ADR 256). */
export const fetchFailedScoreSends = (http: HttpClient, signal?: AbortSignal) =>
  http.request(LTI_PATHS.scoreSends, { schema: FailedScoreSendsResponseSchema, signal });

export const resendLtiScore = (http: HttpClient, assignmentId: number, signal?: AbortSignal) =>
  http.request(LTI_PATHS.resendScore(assignmentId), { method: 'POST', signal });
