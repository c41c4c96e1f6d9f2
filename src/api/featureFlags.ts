/** The Feature Flags area: every flag with its switch (GET and PATCH /api/admin/feature_flags). */
import { AUTH_PATHS, FeatureFlagsResponseSchema } from './authContract';
import type { HttpClient } from './http';

export const listFeatureFlags = async (http: HttpClient, signal?: AbortSignal) =>
  (await http.request(AUTH_PATHS.featureFlags, { schema: FeatureFlagsResponseSchema, signal })).flags;

export const setFeatureFlag = async (http: HttpClient, key: string, enabled: boolean, signal?: AbortSignal) =>
  (
    await http.request(`${AUTH_PATHS.featureFlags}/${encodeURIComponent(key)}`, {
      method: 'PATCH',
      body: { enabled },
      schema: FeatureFlagsResponseSchema,
      signal,
    })
  ).flags;
