/**
 * Sign-in through an institution's OpenID Connect provider (ADR 182), with openid-client as the relying party:
 * authorization code with PKCE, state and nonce. The sign-in under way is kept server-side (short-lived, usable
 * once) and tied to the browser that started it (ADR 186); the callback checks both, trades the code, validates
 * the id token, finds the account of the provider's subject (singleSignOnAccounts.ts) and hands the console a
 * one-time code it trades for the same token pair a password sign-in gives.
 */
import * as oidc from 'openid-client';
import { emailDomainOf, isAllowedIssuer } from '../../src/domain/identityProviders/identityProviders';
import type { SsoFailure } from '../../src/domain/session/signedOut';
import type { AppDeps } from '../appDeps';
import type { IdentityProviderRow } from '../db/identityProviderTables';
import { institutionHolding } from '../repositories/identityProviders/identityProviderLinks';
import {
  insertLogin,
  providerForDomain,
  providerRow,
  takeLogin,
} from '../repositories/identityProviders/identityProviders';
import { normalizeEmail } from '../repositories/session/users';
import { openSecret } from './secretBox';
import { hashToken } from './secureTokens';
import { createHandOverCode } from './handOver';
import { accountFor, type ProviderIdentity } from './singleSignOnAccounts';
import { browserBindingOf } from './singleSignOnCookies';
import { toolKey } from '../lti/toolKey';
import { detailOf, SsoFailed } from './singleSignOnFailure';

/** How long a sign-in may stay at the provider, and how long the console has to trade the code. */
export const SSO_LOGIN_TTL_MS = 10 * 60_000;
const PROVIDER_TIMEOUT_SECONDS = 10;
/** OpenID Connect Core 2: a subject is at most 255 ASCII characters. */
const SUBJECT_MAX = 255;

export const SECRET_PURPOSE = 'identity_providers.client_secret';

type Provider = IdentityProviderRow & { domains: string[] };

/** How long a provider's discovery document is used before it is read again (ADR 253). */
export const DISCOVERY_TTL_MS = 15 * 60_000;
/** The methods the console can authenticate with, in the console's order of preference when discovery lists none. */
const SUPPORTED_AUTH = ['client_secret_basic', 'client_secret_post', 'private_key_jwt'] as const;
type AuthMethod = (typeof SUPPORTED_AUTH)[number];

/** Per issuer: its discovery document, read at most once per DISCOVERY_TTL_MS (a failed read is not kept). */
const discovered = new Map<
  string,
  { readonly until: number; readonly metadata: Promise<oidc.ServerMetadata> }
>();

function serverMetadata(issuer: URL, insecure: boolean): Promise<oidc.ServerMetadata> {
  const now = Date.now();
  const kept = discovered.get(issuer.href);
  if (kept && kept.until > now) return kept.metadata;
  const metadata = oidc
    .discovery(issuer, 'discovery', undefined, oidc.None(), {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      execute: insecure ? [oidc.allowInsecureRequests] : [],
    })
    .then((config) => config.serverMetadata());
  discovered.set(issuer.href, { until: now + DISCOVERY_TTL_MS, metadata });
  metadata.catch(() => {
    if (discovered.get(issuer.href)?.metadata === metadata) discovered.delete(issuer.href);
  });
  return metadata;
}

/**
 * The method to use: the provider's own choice on its form, else the first of the console's methods its discovery
 * lists; a provider listing none takes client_secret_basic, OpenID Connect's default.
 */
export function authMethodOf(chosen: string, listed: readonly string[] | undefined): AuthMethod {
  if ((SUPPORTED_AUTH as readonly string[]).includes(chosen)) return chosen as AuthMethod;
  return (
    (listed ?? []).find((method): method is AuthMethod =>
      (SUPPORTED_AUTH as readonly string[]).includes(method),
    ) ?? 'client_secret_basic'
  );
}

async function configurationOf(deps: AppDeps, provider: Provider): Promise<oidc.Configuration> {
  if (!isAllowedIssuer(provider.issuer))
    throw new SsoFailed('failed', 'the issuer is not an allowed address');
  const url = new URL(provider.issuer);
  // http only to this machine (isAllowedIssuer): a provider run for tests or development.
  const insecure = url.protocol === 'http:';
  const metadata = await serverMetadata(url, insecure);
  const method = authMethodOf(provider.client_auth, metadata.token_endpoint_auth_methods_supported);
  const secret = () => openSecret(deps.config, SECRET_PURPOSE, provider.client_secret);
  let authentication: oidc.ClientAuth;
  if (method === 'private_key_jwt') {
    const key = await toolKey(deps.db, deps.config);
    authentication = oidc.PrivateKeyJwt({ key: key.privateKey, kid: key.kid });
  } else
    authentication =
      method === 'client_secret_post' ? oidc.ClientSecretPost(secret()) : oidc.ClientSecretBasic(secret());
  const config = new oidc.Configuration(metadata, provider.client_id, undefined, authentication);
  config.timeout = PROVIDER_TIMEOUT_SECONDS;
  if (insecure) oidc.allowInsecureRequests(config);
  return config;
}

/** Whether the domain is the provider's and, now still, its institution's (ADR 186). */
async function servesDomain(deps: AppDeps, provider: Provider, domain: string): Promise<boolean> {
  return (
    provider.domains.includes(domain) &&
    (await institutionHolding(deps.db, domain)) === provider.institution_id
  );
}

/** The enabled provider serving this e-mail's domain, or undefined: all the public lookup reveals. */
export async function enabledProviderFor(deps: AppDeps, email: string): Promise<Provider | undefined> {
  const domain = emailDomainOf(email);
  if (!domain) return undefined;
  const provider = await providerForDomain(deps.db, domain);
  return provider?.enabled && (await servesDomain(deps, provider, domain)) ? provider : undefined;
}

/**
 * Starts a sign-in: the provider's authorization address to send the browser to, and what that browser must
 * keep (in a cookie) for the callback to accept the sign-in from it.
 */
export async function startSignIn(
  deps: AppDeps,
  email: string,
  redirectUri: string,
): Promise<{ url: URL; browserBinding: string }> {
  const provider = await enabledProviderFor(deps, email);
  if (!provider) throw new SsoFailed('unavailable', 'no enabled provider serves the e-mail domain');
  const config = await configurationOf(deps, provider).catch((error: unknown) => {
    throw ofProvider(
      error instanceof SsoFailed ? error : new SsoFailed('failed', `discovery: ${detailOf(error)}`),
      provider.id,
    );
  });
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const now = deps.now();
  await insertLogin(
    deps.db,
    {
      stateHash: hashToken(state),
      providerId: provider.id,
      nonce,
      codeVerifier,
      redirectUri,
      expiresAt: new Date(now.getTime() + SSO_LOGIN_TTL_MS),
    },
    now,
  );
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    login_hint: normalizeEmail(email),
  });
  return { url, browserBinding: browserBindingOf(state) };
}

type Claims = Omit<ProviderIdentity, 'issuer' | 'subject'>;

function claimsOf(source: Record<string, unknown>): Claims | SsoFailure {
  const email = typeof source.email === 'string' ? source.email.trim() : '';
  if (!email) return 'unverified';
  // A provider that does not say the e-mail is verified is not trusted with it (ADR 182).
  if (source.email_verified !== true && source.email_verified !== 'true') return 'unverified';
  const local = email.split('@')[0] ?? email;
  const given = typeof source.given_name === 'string' ? source.given_name.trim() : '';
  const family = typeof source.family_name === 'string' ? source.family_name.trim() : '';
  const name = typeof source.name === 'string' ? source.name.trim() : '';
  const [first, ...rest] = name.split(/\s+/);
  return {
    email,
    firstName: (given || first || local).slice(0, 100),
    lastName: (family || rest.join(' ')).slice(0, 100),
  };
}

/**
 * The provider's answer at the callback: checks it and answers the one-time code for the console. The sign-in of
 * the state is spent whoever brings it back; only the browser that started it (`startedHere`) may finish it.
 */
export async function finishSignIn(
  deps: AppDeps,
  query: Record<string, unknown>,
  startedHere: boolean,
): Promise<string> {
  const state = typeof query.state === 'string' ? query.state : '';
  if (!state) throw new SsoFailed('expired', 'the answer has no state');
  const login = await takeLogin(deps.db, hashToken(state), deps.now());
  if (!login) throw new SsoFailed('expired', 'no sign-in under way has this state (expired or used)');
  if (!startedHere)
    throw ofProvider(
      new SsoFailed('otherBrowser', 'another browser started this sign-in'),
      login.provider_id,
    );
  if (typeof query.error === 'string')
    throw ofProvider(
      new SsoFailed('denied', `the provider answered ${query.error.slice(0, 100)}`),
      login.provider_id,
    );
  const provider = await providerRow(deps.db, login.provider_id);
  if (!provider?.enabled)
    throw ofProvider(new SsoFailed('unavailable', 'the provider was removed or disabled'), login.provider_id);

  try {
    const identity = await providerIdentity(deps, provider, login, query);
    const domain = emailDomainOf(identity.email);
    if (!domain || !(await servesDomain(deps, provider, domain)))
      throw new SsoFailed('unavailable', 'the provider does not serve the e-mail domain it answered');
    const userId = await accountFor(deps, provider, identity);
    return await createHandOverCode(deps.db, userId, deps.now());
  } catch (error) {
    throw error instanceof SsoFailed ? ofProvider(error, provider.id) : error;
  }
}

function ofProvider(failure: SsoFailed, providerId: number): SsoFailed {
  failure.providerId ??= providerId;
  return failure;
}

async function providerIdentity(
  deps: AppDeps,
  provider: Provider,
  login: { nonce: string; code_verifier: string; redirect_uri: string },
  query: Record<string, unknown>,
): Promise<ProviderIdentity> {
  let claims: Record<string, unknown>;
  let subject: { issuer: string; subject: string };
  try {
    const config = await configurationOf(deps, provider);
    const callback = new URL(login.redirect_uri);
    for (const [key, value] of Object.entries(query))
      if (typeof value === 'string') callback.searchParams.set(key, value);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: login.code_verifier,
      expectedState: query.state as string,
      expectedNonce: login.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken || idToken.sub.length === 0 || idToken.sub.length > SUBJECT_MAX)
      throw new SsoFailed('failed', 'the id token has no usable subject');
    // Checked by openid-client against the issuer discovered: who the provider says this is (ADR 186).
    subject = { issuer: idToken.iss, subject: idToken.sub };
    claims = { ...idToken };
    // Some providers put the e-mail in the id token, others only in the userinfo answer.
    if (typeof claims.email !== 'string')
      claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken };
  } catch (error) {
    throw error instanceof SsoFailed ? error : new SsoFailed('failed', detailOf(error));
  }
  const checked = claimsOf(claims);
  if (typeof checked === 'string') throw new SsoFailed(checked);
  return { ...subject, ...checked };
}
