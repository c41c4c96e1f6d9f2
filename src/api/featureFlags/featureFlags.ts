/** The Feature Flags area: every flag with its switch (GET and PATCH /api/admin/feature_flags). */
import { AUTH_PATHS, FeatureFlagsResponseSchema } from '../session/authContract';
import type { HttpClient } from '../shared/http';

/** Every flag by key with its version. */
export const listFeatureFlags = (http: HttpClient, signal?: AbortSignal) =>
  http.request(AUTH_PATHS.featureFlags, { schema: FeatureFlagsResponseSchema, signal });

/** Switches one flag on the version it was loaded with (ADR 188); answers every flag as it is now. */
export const setFeatureFlag = (
  http: HttpClient,
  key: string,
  enabled: boolean,
  version: number,
  signal?: AbortSignal,
) =>
  http.request(`${AUTH_PATHS.featureFlags}/${encodeURIComponent(key)}`, {
    method: 'PATCH',
    body: { enabled, version },
    schema: FeatureFlagsResponseSchema,
    signal,
  });
