/**
 * Route guards. They read the caller, the session and the feature flags through the auth cache, which drops an
 * entry the moment the database announces its change (ADR 156), so a deactivated account, changed roles, a
 * signed-out session or a switched flag take effect on the next request instead of when the access token expires.
 */
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Area } from '../../src/domain/access/roles';
import {
  areaRoute,
  CONSOLE_ROUTE,
  mayCall,
  needsSignIn,
  PUBLIC_ROUTE,
  SIGNED_IN_ROUTE,
  type RouteAccess,
} from '../../src/domain/access/routeAccess';
import type { AppDeps } from '../appDeps';
import { forbidden, unauthorized } from '../http/errors';
import { SERVER_MESSAGES } from '../messages';
import { listFlags } from '../repositories/featureFlags/featureFlags';
import { findSessionUser } from '../repositories/session/refreshTokens';
import { verifyAccessToken } from './accessTokens';

export interface AuthUser {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly roles: readonly string[];
  /** The end of the caller's trial or subscription, null when they have none (ADR 066). */
  readonly subscriptionEndsAt: Date | null;
  /** The interface language of the profile (a SPEC code), null until chosen (ADR 179). */
  readonly language: string | null;
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

async function authenticate(
  { db, config, now, authCache }: AppDeps,
  request: FastifyRequest,
): Promise<AuthUser> {
  const token = bearerToken(request);
  if (!token) throw unauthorized(SERVER_MESSAGES.signInRequired);
  const access = await verifyAccessToken(config, token, now());
  const user =
    access &&
    (await authCache.sessionUser(access.userId, access.sessionId, () =>
      findSessionUser(db, access.userId, access.sessionId),
    ));
  if (!user?.is_active) throw unauthorized(SERVER_MESSAGES.sessionExpired);
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    roles: user.roles,
    subscriptionEndsAt: user.subscription_ends_at,
    language: user.language,
  };
}

const ACCESS_OF_GUARD = new WeakMap<object, RouteAccess>();

/**
 * The one guard every `/api` route uses, built from its declared access (src/domain/access/routeAccess.ts). The hook
 * remembers its access so the route table can be read back (the startup check and the authorization matrix).
 */
export function guardFor(deps: AppDeps, access: RouteAccess): onRequestAsyncHookHandler {
  const hook: onRequestAsyncHookHandler = async (request) => {
    if (!needsSignIn(access)) return;
    const user = await authenticate(deps, request);
    const flags = access.kind === 'area' ? await deps.authCache.flags(() => listFlags(deps.db)) : {};
    if (!mayCall(access, user.roles, flags)) throw forbidden(SERVER_MESSAGES.forbidden);
    request.authUser = user;
  };
  ACCESS_OF_GUARD.set(hook, access);
  return hook;
}

/** The access a guard built by `guardFor` enforces, or undefined for any other hook. */
export function accessOfGuard(hook: unknown): RouteAccess | undefined {
  return typeof hook === 'function' ? ACCESS_OF_GUARD.get(hook) : undefined;
}

/** Any signed-in, active user. */
export const requireUser = (deps: AppDeps) => guardFor(deps, SIGNED_IN_ROUTE);

/** Any signed-in user holding one of the console's roles. */
export const requireConsoleUser = (deps: AppDeps) => guardFor(deps, CONSOLE_ROUTE);

/** A signed-in user whose roles and the current feature flags open this area (the role table decides). */
export const requireArea = (deps: AppDeps, area: Area) => guardFor(deps, areaRoute(area));

/** A route anyone may call: declared, so that an unguarded route is always a decision. */
export const publicRoute = (deps: AppDeps) => guardFor(deps, PUBLIC_ROUTE);

/** The caller a guard let through; a route without a guard has none. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw new Error(`No guard authenticated ${request.method} ${request.url}`);
  return request.authUser;
}

/** Tags a route's own hook (one with another way in, such as a document token) with the access it falls back to. */
export function withAccess<T extends object>(hook: T, access: RouteAccess): T {
  ACCESS_OF_GUARD.set(hook, access);
  return hook;
}
