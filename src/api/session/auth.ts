/** Calls of SPEC section 7 "Auth", sign-out (ADR 103) and the feature flags, as plain async functions. */
import {
  AUTH_PATHS,
  FeatureFlagsResponseSchema,
  InvitationResponseSchema,
  PendingInvitationsResponseSchema,
  ProfileResponseSchema,
  TokenResponseSchema,
  type FinishRegistrationRequest,
  type ProfileUpdateRequest,
} from './authContract';
import type { HttpClient } from '../shared/http';
import type { UiLanguageCode } from '../../domain/shared/languages';
import type { InvitationRequest, SessionUser, Token } from '../../domain/session/session';

export async function getAccessToken(
  http: HttpClient,
  credentials: { email: string; password: string },
  signal?: AbortSignal,
): Promise<Token> {
  const { token } = await http.request(AUTH_PATHS.getAccessToken, {
    method: 'POST',
    body: credentials,
    schema: TokenResponseSchema,
    anonymous: true,
    signal,
  });
  return token;
}

export async function refreshAccessToken(
  http: HttpClient,
  refreshToken: string,
  signal?: AbortSignal,
): Promise<Token> {
  const { token } = await http.request(AUTH_PATHS.refreshAccessToken, {
    method: 'POST',
    body: { refreshToken },
    schema: TokenResponseSchema,
    anonymous: true,
    signal,
  });
  return token;
}

/** Ends the session of this refresh token on the server (ADR 103); needs no access token. */
export async function logout(http: HttpClient, refreshToken: string, signal?: AbortSignal): Promise<void> {
  await http.request(AUTH_PATHS.logout, {
    method: 'POST',
    body: { refreshToken },
    anonymous: true,
    signal,
  });
}

/** Ends every session of the signed-in user, this one included. */
export async function logoutAll(http: HttpClient, signal?: AbortSignal): Promise<void> {
  await http.request(AUTH_PATHS.logoutAll, { method: 'POST', signal });
}

export function fetchProfile(http: HttpClient, signal?: AbortSignal): Promise<SessionUser> {
  return http.request(AUTH_PATHS.profile, { schema: ProfileResponseSchema, signal });
}

/** Saves the signed-in user's interface language to their profile. */
export function saveProfileLanguage(
  http: HttpClient,
  language: UiLanguageCode,
  signal?: AbortSignal,
): Promise<SessionUser> {
  const body: ProfileUpdateRequest = { language };
  return http.request(AUTH_PATHS.profile, { method: 'PATCH', body, schema: ProfileResponseSchema, signal });
}

export async function finishRegistration(
  http: HttpClient,
  request: FinishRegistrationRequest,
  signal?: AbortSignal,
): Promise<Token> {
  const { token } = await http.request(AUTH_PATHS.finishRegistration, {
    method: 'POST',
    body: request,
    schema: TokenResponseSchema,
    anonymous: true,
    signal,
  });
  return token;
}

export async function fetchFeatureFlags(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<Record<string, boolean>> {
  const { flags } = await http.request(AUTH_PATHS.featureFlags, {
    schema: FeatureFlagsResponseSchema,
    signal,
  });
  return flags;
}

export function createInvitation(http: HttpClient, request: InvitationRequest, signal?: AbortSignal) {
  return http.request(AUTH_PATHS.invitations, {
    method: 'POST',
    body: request,
    schema: InvitationResponseSchema,
    signal,
  });
}

export async function fetchPendingInvitations(http: HttpClient, signal?: AbortSignal) {
  const { invitations } = await http.request(AUTH_PATHS.invitations, {
    schema: PendingInvitationsResponseSchema,
    signal,
  });
  return invitations;
}
