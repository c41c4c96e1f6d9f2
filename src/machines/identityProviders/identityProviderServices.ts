/** The identity provider screens' real effects over src/api (ADR 182). */
import { LTI_TOOL_PATHS } from '../../api/lti/ltiContract';
import { fromPromise } from 'xstate';
import { ApiError, type HttpClient } from '../../api/shared/http';
import {
  createIdentityProvider,
  deleteIdentityProvider,
  getIdentityProvider,
  listIdentityProviders,
  updateIdentityProvider,
} from '../../api/identityProviders/identityProviders';
import { signInCallbackAddress } from '../../api/session/singleSignOn';
import type { IdentityProviderSaveRequest } from '../../api/identityProviders/identityProvidersContract';
import type { IdentityProvider } from '../../domain/identityProviders/identityProviders';
import type { IdentityProviderEditing, SaveIdentityProviderInput } from './identityProviderFormMachine';
import type { FetchListPage } from '../shared/listMachine';
import { listPages, searchingIn } from '../shared/listPages';

/** The saved values as the server takes them: the domains as typed, never whether a secret is stored. */
export function saveRequestOf({ values }: SaveIdentityProviderInput): IdentityProviderSaveRequest {
  const { hasSecret: _hasSecret, institutionTitle: _shown, ...fields } = values;
  return fields;
}

/** The redirect URI the admin registers with a provider, shown on the form. */
export const redirectUriOf = (http: HttpClient, here: string) => signInCallbackAddress(http, here);

/** Where the console publishes its public keys, registered with a provider that takes private_key_jwt (ADR 253). */
export const jwksAddressOf = (http: HttpClient, here: string) =>
  new URL(`${http.baseUrl ?? ''}${LTI_TOOL_PATHS.jwks}`, here).href;

export function createIdentityProviderFormServices(http: HttpClient) {
  return {
    loadRecord: fromPromise<IdentityProviderEditing, { id: number | null }>(async ({ input, signal }) => {
      return { provider: input.id === null ? null : await getIdentityProvider(http, input.id, signal) };
    }),
    saveRecord: fromPromise<IdentityProviderEditing, SaveIdentityProviderInput>(async ({ input, signal }) => {
      const body = saveRequestOf(input);
      const provider =
        input.id === null
          ? await createIdentityProvider(http, body, signal)
          : await updateIdentityProvider(http, input.id, { ...body, version: input.version! }, signal);
      return { provider };
    }),
  };
}

/** Identity providers list: the search matches the name; sorted by name. */
export const identityProviderPages = (http: HttpClient): FetchListPage<IdentityProvider> =>
  listPages(http, listIdentityProviders, searchingIn(['name']));

export const deleteIdentityProviderById = (http: HttpClient) =>
  fromPromise<unknown, { id: number }>(({ input, signal }) => deleteIdentityProvider(http, input.id, signal));

/** Why a save was refused: the server's first message on a field (a domain another provider serves), else its message. */
export function saveFailureOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const first = Object.values(error.errors ?? {}).flat()[0];
  return typeof first === 'string' ? first : error.message || null;
}
