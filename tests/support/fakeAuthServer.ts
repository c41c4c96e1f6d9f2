/**
 * A fake of the server's auth calls (SPEC section 7 "Auth") behind a `fetch` function, with the server's envelopes:
 * `{ content: { token: { accessToken, refreshToken, refreshTokenExpiredAt } } }` and `{ content: { message, errors? } }`.
 * Any other /api/admin path is a protected resource that answers `{ content: { path } }` to a valid bearer token.
 */
import { AUTH_PATHS } from '../../src/api/session/authContract';
import type { SessionUser, Token } from '../../src/domain/session/session';
import { contentResponse, errorResponse, recordRequest, type RecordedRequest } from './responses';

export const REFRESH_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export const ADA = {
  email: 'ada@example.com',
  password: 'correct horse',
  profile: { firstName: 'Ada', lastName: 'Lovelace', roles: ['ROLE_SUPER_ADMIN'] } satisfies SessionUser,
};

export const INVITATION = { token: 'invite-7f3a', roles: ['ROLE_ADMIN'] };

export const SERVER_MESSAGES = {
  badCredentials: 'Invalid e-mail or password.',
  expiredJwt: 'Expired JWT Token',
  invalidRefresh: 'Invalid refresh token',
  invalidInvitation: 'This invitation is invalid or has already been used.',
} as const;

interface Hold {
  readonly matches: (request: RecordedRequest) => boolean;
  readonly arrived: () => void;
  readonly released: Promise<void>;
}

export interface HeldRequest {
  /** Resolves when a matching request reaches the server. */
  readonly arrived: Promise<void>;
  /** Lets the server answer it (the answer was decided on arrival). */
  release(): void;
}

export function createFakeAuthServer({ now }: { readonly now: () => Date }) {
  const users = new Map<string, { password: string; profile: SessionUser }>([
    [ADA.email, { password: ADA.password, profile: ADA.profile }],
  ]);
  const invitations = new Map([[INVITATION.token, INVITATION.roles]]);
  const accessTokens = new Map<string, SessionUser>();
  const refreshTokens = new Map<string, { profile: SessionUser; expiresAt: number; accessToken: string }>();
  const requests: RecordedRequest[] = [];
  const holds: Hold[] = [];
  let issued = 0;
  let profileFailure: string | null = null;
  let offline = false;

  function issue(profile: SessionUser): Token {
    issued += 1;
    const expiresAt = now().getTime() + REFRESH_TOKEN_LIFETIME_MS;
    const token = {
      accessToken: `access-${issued}`,
      refreshToken: `refresh-${issued}`,
      refreshTokenExpiredAt: new Date(expiresAt).toISOString(),
    };
    accessTokens.set(token.accessToken, profile);
    refreshTokens.set(token.refreshToken, { profile, expiresAt, accessToken: token.accessToken });
    return token;
  }

  function bearer(request: RecordedRequest): SessionUser | undefined {
    const token = /^Bearer (.+)$/.exec(request.authorization ?? '')?.[1];
    return token ? accessTokens.get(token) : undefined;
  }

  function answer(request: RecordedRequest): Response {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.method === 'POST' && request.path === AUTH_PATHS.getAccessToken) {
      const user = users.get(String(body.email));
      if (!user || user.password !== body.password) return errorResponse(401, SERVER_MESSAGES.badCredentials);
      return contentResponse({ token: issue(user.profile) });
    }
    if (request.method === 'POST' && request.path === AUTH_PATHS.refreshAccessToken) {
      const stored = refreshTokens.get(String(body.refreshToken));
      if (!stored || stored.expiresAt <= now().getTime())
        return errorResponse(401, SERVER_MESSAGES.invalidRefresh);
      refreshTokens.delete(String(body.refreshToken));
      return contentResponse({ token: issue(stored.profile) });
    }
    if (request.method === 'POST' && request.path === AUTH_PATHS.finishRegistration) {
      const roles = invitations.get(String(body.token));
      if (!roles) return errorResponse(400, SERVER_MESSAGES.invalidInvitation);
      const password = body.plainPassword as { first?: string; second?: string } | undefined;
      if (!password || password.first !== password.second) {
        return errorResponse(400, 'The form is not valid', { plainPassword: ['Passwords do not match'] });
      }
      invitations.delete(String(body.token));
      const profile = { firstName: String(body.firstName), lastName: String(body.lastName), roles };
      return contentResponse({ token: issue(profile) });
    }
    if (request.method === 'POST' && request.path === AUTH_PATHS.logout) {
      const stored = refreshTokens.get(String(body.refreshToken));
      if (stored) accessTokens.delete(stored.accessToken);
      refreshTokens.delete(String(body.refreshToken));
      return new Response(null, { status: 204 });
    }
    const user = bearer(request);
    if (!user) return errorResponse(401, SERVER_MESSAGES.expiredJwt);
    if (request.method === 'POST' && request.path === AUTH_PATHS.logoutAll) {
      for (const [token, owner] of accessTokens) if (owner === user) accessTokens.delete(token);
      for (const [token, stored] of refreshTokens) if (stored.profile === user) refreshTokens.delete(token);
      return new Response(null, { status: 204 });
    }
    if (request.path === AUTH_PATHS.profile) {
      return profileFailure ? errorResponse(500, profileFailure) : contentResponse(user);
    }
    return contentResponse({ path: request.path });
  }

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = recordRequest(input, init);
    if (offline) throw new TypeError('Failed to fetch');
    requests.push(request);
    const response = answer(request);
    const index = holds.findIndex((hold) => hold.matches(request));
    if (index >= 0) {
      const [hold] = holds.splice(index, 1);
      hold!.arrived();
      await hold!.released;
    }
    return response;
  };

  return {
    fetch,
    requests,
    /** How many requests reached this path. */
    count: (path: string) => requests.filter((request) => request.path === path).length,
    /** The bearer tokens the requests to this path carried, in order. */
    bearers: (path: string) =>
      requests.filter((request) => request.path === path).map((request) => request.authorization),
    /** A token pair for a known user, as a previous visit would have stored it. */
    tokenFor: (email: string) => issue(users.get(email)!.profile),
    /** Every access token issued so far is refused from now on. */
    expireAccessTokens: () => accessTokens.clear(),
    /** Every refresh token issued so far is refused from now on. */
    revokeRefreshTokens: () => refreshTokens.clear(),
    /** The profile call fails with a 500 and this message (null: it works again). */
    failProfile: (message: string | null) => {
      profileFailure = message;
    },
    /** Every request fails as fetch does without a network (true), or reaches the server again (false). */
    setOffline: (value: boolean) => {
      offline = value;
    },
    /** Holds the answer to the next request that matches until `release()`. */
    hold(matches: (request: RecordedRequest) => boolean): HeldRequest {
      let arrived!: () => void;
      let release!: () => void;
      const arrival = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.push({ matches, arrived, released });
      return { arrived: arrival, release };
    },
  };
}

export type FakeAuthServer = ReturnType<typeof createFakeAuthServer>;
