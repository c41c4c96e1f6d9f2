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
import { SsoFailed } from './singleSignOnFailure';

/** How long a sign-in may stay at the provider, and how long the console has to trade the code. */
export const SSO_LOGIN_TTL_MS = 10 * 60_000;
const PROVIDER_TIMEOUT_SECONDS = 10;
/** OpenID Connect Core 2: a subject is at most 255 ASCII characters. */
const SUBJECT_MAX = 255;

export const SECRET_PURPOSE = 'identity_providers.client_secret';

type Provider = IdentityProviderRow & { domains: string[] };

async function configurationOf(deps: AppDeps, provider: Provider): Promise<oidc.Configuration> {
  if (!isAllowedIssuer(provider.issuer)) throw new SsoFailed('failed');
  const url = new URL(provider.issuer);
  const secret = openSecret(deps.config, SECRET_PURPOSE, provider.client_secret);
  return oidc.discovery(url, provider.client_id, secret, undefined, {
    timeout: PROVIDER_TIMEOUT_SECONDS,
    // http only to this machine (isAllowedIssuer): a provider run for tests or development.
    execute: url.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
  });
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
  if (!provider) throw new SsoFailed('unavailable');
  const config = await configurationOf(deps, provider).catch(() => {
    throw new SsoFailed('failed');
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
  if (!state) throw new SsoFailed('expired');
  const login = await takeLogin(deps.db, hashToken(state), deps.now());
  if (!login) throw new SsoFailed('expired');
  if (!startedHere) throw new SsoFailed('otherBrowser');
  if (typeof query.error === 'string') throw new SsoFailed('denied');
  const provider = await providerRow(deps.db, login.provider_id);
  if (!provider?.enabled) throw new SsoFailed('unavailable');

  const identity = await providerIdentity(deps, provider, login, query);
  const domain = emailDomainOf(identity.email);
  if (!domain || !(await servesDomain(deps, provider, domain))) throw new SsoFailed('unavailable');

  const userId = await accountFor(deps, provider, identity);
  return createHandOverCode(deps.db, userId, deps.now());
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
      throw new SsoFailed('failed');
    // Checked by openid-client against the issuer discovered: who the provider says this is (ADR 186).
    subject = { issuer: idToken.iss, subject: idToken.sub };
    claims = { ...idToken };
    // Some providers put the e-mail in the id token, others only in the userinfo answer.
    if (typeof claims.email !== 'string')
      claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken };
  } catch (error) {
    throw error instanceof SsoFailed ? error : new SsoFailed('failed');
  }
  const checked = claimsOf(claims);
  if (typeof checked === 'string') throw new SsoFailed(checked);
  return { ...subject, ...checked };
}
