/**
 * Who may call an API route, decided from the role table (ADR 111). Every `/api` route declares one of these;
 * the server's guards enforce it and the authorization matrix test is generated from the same declarations, so a
 * route cannot ship without a rule and the rule cannot drift from the role table.
 */
import { canUseArea, hasConsoleRole, type Area, type FeatureFlags } from './roles';

export type RouteAccess =
  /** Anyone, signed in or not (sign-in, token refresh, the public catalogue). */
  | { readonly kind: 'public' }
  /** Any signed-in, active account, whatever its roles. */
  | { readonly kind: 'signedIn' }
  /** A signed-in account holding one of the console's roles. */
  | { readonly kind: 'console' }
  /** A signed-in account whose roles and the current flags open at least one of these areas. */
  | { readonly kind: 'area'; readonly areas: readonly [Area, ...Area[]] };

export const PUBLIC_ROUTE: RouteAccess = { kind: 'public' };
export const SIGNED_IN_ROUTE: RouteAccess = { kind: 'signedIn' };
export const CONSOLE_ROUTE: RouteAccess = { kind: 'console' };
export const areaRoute = (...areas: [Area, ...Area[]]): RouteAccess => ({ kind: 'area', areas });

/** Whether an authenticated caller with these roles may call a route of this access (flags as they stand now). */
export function mayCall(access: RouteAccess, roles: readonly string[], flags: FeatureFlags): boolean {
  switch (access.kind) {
    case 'public':
    case 'signedIn':
      return true;
    case 'console':
      return hasConsoleRole(roles);
    case 'area':
      return access.areas.some((area) => canUseArea(roles, flags, area));
  }
}

/** Whether the route needs a signed-in caller at all. */
export const needsSignIn = (access: RouteAccess) => access.kind !== 'public';

export function describeAccess(access: RouteAccess): string {
  return access.kind === 'area' ? `area ${access.areas.join(' or ')}` : access.kind;
}
