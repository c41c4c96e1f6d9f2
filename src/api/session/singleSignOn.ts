/**
 * The sign-in screen's calls to single sign-on (ADR 182). Loaded on demand: the screen's first paint holds no zod
 * (ADR 003).
 */
import type { HttpClient } from '../shared/http';
import {
  SINGLE_SIGN_ON_PATHS,
  SsoLookupResponseSchema,
} from '../identityProviders/identityProvidersContract';

/** Whether the e-mail's domain has an enabled provider. */
export async function lookupSignInProvider(http: HttpClient, email: string, signal?: AbortSignal) {
  const { available } = await http.request(SINGLE_SIGN_ON_PATHS.lookup, {
    method: 'POST',
    body: { email },
    schema: SsoLookupResponseSchema,
    anonymous: true,
    signal,
  });
  return available;
}

/**
 * The address providers send the browser back to (ADR 182): the admin registers it with the provider as this
 * console's redirect URI. Absolute, on the API's origin.
 */
export function signInCallbackAddress(http: HttpClient, here: string): string {
  return new URL(`${http.baseUrl ?? ''}${SINGLE_SIGN_ON_PATHS.callback}`, here).href;
}

/** The server's address that starts a sign-in through the provider of this e-mail (a full-page visit). */
export function signInStartAddress(http: HttpClient, email: string): string {
  return `${http.baseUrl ?? ''}${SINGLE_SIGN_ON_PATHS.start}?${new URLSearchParams({ email })}`;
}
