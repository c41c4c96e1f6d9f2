/**
 * Route guards. Both read the caller from the database on every request, so a deactivated account or changed
 * roles take effect at once instead of when the access token expires.
 */
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { canUseArea, type Area } from '../../src/domain/roles';
import type { AppDeps } from '../appDeps';
import { forbidden, unauthorized } from '../http/errors';
import { SERVER_MESSAGES } from '../messages';
import { listFlags } from '../repositories/featureFlags';
import { findUserById } from '../repositories/users';
import { verifyAccessToken } from './accessTokens';

export interface AuthUser {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly roles: readonly string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

async function authenticate({ db, config, now }: AppDeps, request: FastifyRequest): Promise<AuthUser> {
  const token = bearerToken(request);
  if (!token) throw unauthorized(SERVER_MESSAGES.signInRequired);
  const userId = await verifyAccessToken(config, token, now());
  const user = userId === undefined ? undefined : await findUserById(db, userId);
  if (!user?.is_active) throw unauthorized(SERVER_MESSAGES.sessionExpired);
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    roles: user.roles,
  };
}

/** Any signed-in, active user. */
export function requireUser(deps: AppDeps): onRequestAsyncHookHandler {
  return async (request) => {
    request.authUser = await authenticate(deps, request);
  };
}

/** A signed-in user whose roles and the current feature flags open this area (the role table decides). */
export function requireArea(deps: AppDeps, area: Area): onRequestAsyncHookHandler {
  return async (request) => {
    const user = await authenticate(deps, request);
    const flags = await listFlags(deps.db);
    if (!canUseArea(user.roles, flags, area)) throw forbidden(SERVER_MESSAGES.forbidden);
    request.authUser = user;
  };
}

/** The caller a guard let through; a route without a guard has none. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw new Error(`No guard authenticated ${request.method} ${request.url}`);
  return request.authUser;
}
