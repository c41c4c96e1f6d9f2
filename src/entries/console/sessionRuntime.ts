/**
 * The session's real runtime, loaded on first use by the composition root (ADR 003): the configuration checked
 * with its zod schema, the cookie token store, the HTTP client with its shared refresh, and the auth calls.
 */
import { parseRuntimeConfig } from '../../api/shared/configContract';
import { createCookieTokenStore, isFramedByAnotherOrigin } from '../../api/session/tokenStore';
import type { LoadedSessionRuntime } from '../../machines/session/deferredSessionRuntime';
import { createSessionRuntime } from '../../machines/session/sessionServices';

export function startSessionRuntime(rawConfig: unknown, onExpired: () => void): LoadedSessionRuntime {
  const config = parseRuntimeConfig(rawConfig);
  const tokenStore = createCookieTokenStore({
    document,
    path: config.routePrefix,
    framed: isFramedByAnotherOrigin(window),
  });
  const { http, effects } = createSessionRuntime({
    baseUrl: config.apiBaseUrl,
    tokenStore,
    featureFlagClientId: config.featureFlagClientId,
    onExpired,
  });
  return { http, effects };
}
