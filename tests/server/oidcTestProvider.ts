/**
 * A real OpenID Provider (oidc-provider, certified) on loopback for the single sign-on tests: one client registered
 * for the console's callback, accounts the test adds, its development login form, and consent granted by default.
 * `signInAt` drives that form with plain HTTP, as a browser would, and answers where the provider sends the user back.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** How the registered client must authenticate at the token endpoint, and what discovery lists. */
export interface OidcTestProviderOptions {
  /**
   * The client's registered method, enforced: `client_secret_basic` refuses a secret in the body (as Keycloak,
   * Entra ID and others configured so do), `client_secret_post` refuses it in the Authorization header, and
   * `private_key_jwt` takes only an assertion signed by a key of `jwks`. Unset: oidc-provider's default (the
   * secret either way).
   */
  readonly clientAuth?: 'client_secret_basic' | 'client_secret_post' | 'private_key_jwt';
  /** The client's public keys, for `private_key_jwt`. */
  readonly jwks?: { keys: object[] };
  /** `token_endpoint_auth_methods_supported` in discovery, in this order. */
  readonly listedMethods?: readonly string[];
}

export interface TestAccount {
  /** The provider's subject; the e-mail when not given. Two accounts may share an e-mail under two subjects. */
  readonly sub?: string;
  readonly email: string;
  readonly email_verified: boolean;
  readonly given_name?: string;
  readonly family_name?: string;
}

export interface OidcTestProvider {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Adds an account; its login (and subject) is `sub`, else the e-mail. */
  addAccount(account: TestAccount): void;
  /** Follows the authorization address through the login form as `login`; answers the callback address. */
  signInAt(authorizationUrl: string, login: string): Promise<URL>;
  /** How many times the discovery document was asked for. */
  discoveryReads(): number;
  close(): Promise<void>;
}

export async function startOidcTestProvider(
  redirectUri: string,
  options: OidcTestProviderOptions = {},
): Promise<OidcTestProvider> {
  const accounts = new Map<string, TestAccount>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'science-video-console';
  const clientSecret = 'a-client-secret-of-the-test-provider';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        ...(options.clientAuth ? { token_endpoint_auth_method: options.clientAuth } : {}),
        ...(options.jwks ? { jwks: options.jwks } : {}),
      },
    ],
    ...(options.listedMethods ? { clientAuthMethods: [...options.listedMethods] } : {}),
    findAccount: async (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      const { sub: _sub, ...claims } = account;
      return { accountId: id, claims: async () => ({ ...claims, sub: id }) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: true } },
    // Consent is not what is tested: every client is granted what it asks for.
    loadExistingGrant: async (ctx) => {
      const { client, session, provider: op } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new op.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified', 'given_name', 'family_name']);
      await grant.save();
      return grant;
    },
    pkce: { required: () => true },
    cookies: { keys: ['cookie-key-of-the-test-provider'] },
  });
  let discoveryReads = 0;
  const answer = provider.callback();
  server.on('request', (request, response) => {
    if (request.url?.startsWith('/.well-known/openid-configuration')) discoveryReads += 1;
    // oidc-provider takes client_secret_basic and client_secret_post for each other; a provider that enforces
    // the registered method does not.
    if (request.method === 'POST' && request.url?.startsWith('/token')) {
      const basic = /^basic /i.test(request.headers.authorization ?? '');
      const refused =
        (options.clientAuth === 'client_secret_basic' && !basic) ||
        (options.clientAuth === 'client_secret_post' && basic);
      if (refused) {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            error: 'invalid_client',
            error_description: `client authentication must use ${options.clientAuth}`,
          }),
        );
        return;
      }
    }
    answer(request, response);
  });

  async function signInAt(authorizationUrl: string, login: string): Promise<URL> {
    const cookies = new Map<string, string>();
    const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const remember = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
    };
    let url = new URL(authorizationUrl);
    let body: URLSearchParams | undefined;
    for (let hop = 0; hop < 10; hop += 1) {
      if (url.origin !== issuer) return url;
      const response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        body,
        headers: { cookie: cookieHeader() },
        redirect: 'manual',
      });
      remember(response);
      body = undefined;
      const location = response.headers.get('location');
      if (location) {
        url = new URL(location, url);
        continue;
      }
      const page = await response.text();
      if (response.status !== 200 || !url.pathname.startsWith('/interaction/'))
        throw new Error(`the provider answered ${response.status} at ${url.pathname}: ${page.slice(0, 300)}`);
      // The development login form: any password is accepted for a known account.
      body = new URLSearchParams({ prompt: 'login', login, password: 'any' });
    }
    throw new Error('the provider did not send the user back');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount: (account) => accounts.set(account.sub ?? account.email, account),
    signInAt,
    discoveryReads: () => discoveryReads,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
