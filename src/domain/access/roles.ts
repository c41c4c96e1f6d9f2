/**
 * The one role table of the console (SPEC sections 2 and 6).
 *
 * It drives three things and must stay the only place that knows them:
 * - the sidebar menu of each role,
 * - the client routes each role may open (everything else redirects to /dashboard),
 * - the server's route guards (an API area is allowed exactly when its client area is).
 */
import * as z from 'zod';

export const ROLES = [
  'ROLE_SUPER_ADMIN',
  'ROLE_CORPORATE_ADMIN',
  'ROLE_ADMIN',
  'ROLE_CS_USER',
  'ROLE_PUBLISH',
  'ROLE_CS_LTI_USER',
] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** Feature flags that gate areas of the console. */
export const FEATURE_FLAGS = ['adminTranslations', 'adminBanner'] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Partial<Record<FeatureFlag, boolean>>;

/** Paths every signed-in table shares (SPEC: "other paths seen"); no menu shows them. */
const COMMON_AREAS = ['access', 'author'] as const;

/** The super admin's menu (SPEC section 6), in the order it is drawn: every area but the common paths. */
const SUPER_ADMIN_MENU = [
  'dashboard',
  'methods-collections',
  'playlist',
  'lti',
  'classes',
  'admins',
  'institutions',
  'quiz',
  'banks',
  'class-access',
  'client-hub-access',
  'client-hub-playlist',
  'identity-providers',
  'sponsors',
  'faculty-resources',
  'translations',
  'banner',
  'publish',
  'moengage',
  'feature-flags',
] as const;

/** Every area of the console: the first segment of a client route. */
export const AREAS = [...SUPER_ADMIN_MENU, ...COMMON_AREAS] as const;
export type Area = (typeof AREAS)[number];

export interface AreaInfo {
  /** i18n key of the menu label and page title. */
  readonly labelKey: string;
  /** Name of the icon drawn in the sidebar. */
  readonly icon: string;
  /** The area is reachable only while this flag is on; otherwise its routes redirect to `/`. */
  readonly flag?: FeatureFlag;
}

export const AREA_INFO: Readonly<Record<Area, AreaInfo>> = {
  dashboard: { labelKey: 'menu.dashboard', icon: 'home' },
  'methods-collections': { labelKey: 'menu.methodsCollections', icon: 'collection' },
  playlist: { labelKey: 'menu.playlists', icon: 'playlist' },
  lti: { labelKey: 'menu.lti', icon: 'plug' },
  classes: { labelKey: 'menu.classes', icon: 'class' },
  admins: { labelKey: 'menu.usersManagement', icon: 'users' },
  institutions: { labelKey: 'menu.institutions', icon: 'building' },
  quiz: { labelKey: 'menu.quizzes', icon: 'quiz' },
  // ADR 258: question banks sit beside the quizzes that use them, for every role that has quizzes.
  banks: { labelKey: 'menu.banks', icon: 'stack' },
  'class-access': { labelKey: 'menu.classProducts', icon: 'key' },
  'client-hub-access': { labelKey: 'menu.adminClientHub', icon: 'hub' },
  'client-hub-playlist': { labelKey: 'menu.clientHubPlaylists', icon: 'hubPlaylist' },
  'identity-providers': { labelKey: 'menu.identityProviders', icon: 'id' },
  sponsors: { labelKey: 'menu.sponsors', icon: 'sponsor' },
  'faculty-resources': { labelKey: 'menu.frc', icon: 'book' },
  translations: { labelKey: 'menu.translations', icon: 'translate', flag: 'adminTranslations' },
  banner: { labelKey: 'menu.banner', icon: 'banner', flag: 'adminBanner' },
  publish: { labelKey: 'menu.publish', icon: 'publish' },
  moengage: { labelKey: 'menu.moengage', icon: 'megaphone' },
  'feature-flags': { labelKey: 'menu.featureFlags', icon: 'flag' },
  access: { labelKey: 'menu.access', icon: 'key' },
  author: { labelKey: 'menu.author', icon: 'user' },
};

/** The route tables of SPEC section 2. */
export const TABLES = ['superAdmin', 'csUser', 'publish', 'general', 'ltiUser', 'none'] as const;
export type RouteTableName = (typeof TABLES)[number];

/** LTI to identity providers: the areas the general route table and both admin menus share, in this order. */
const ADMINISTERED_AREAS: readonly Area[] = [
  'lti',
  'classes',
  'institutions',
  'quiz',
  'banks',
  'identity-providers',
];

const GENERAL_AREAS: readonly Area[] = [
  'dashboard',
  'playlist',
  'methods-collections',
  ...ADMINISTERED_AREAS,
  'publish',
  'sponsors',
  'translations',
  'banner',
  'moengage',
  'feature-flags',
  ...COMMON_AREAS,
];

export const ROUTE_TABLES: Readonly<Record<RouteTableName, readonly Area[]>> = {
  superAdmin: [
    ...GENERAL_AREAS,
    'admins',
    'class-access',
    'client-hub-access',
    'client-hub-playlist',
    'faculty-resources',
  ],
  csUser: ['dashboard', 'playlist', 'classes', 'quiz', 'banks', ...COMMON_AREAS],
  publish: ['dashboard', 'publish', ...COMMON_AREAS],
  general: GENERAL_AREAS,
  // ADR 002: an LTI user reaches exactly the areas of its menu.
  ltiUser: ['dashboard', 'playlist', 'classes', 'quiz', 'banks', 'lti', ...COMMON_AREAS],
  // ADR 002: an account with no console role sees only the dashboard.
  none: ['dashboard'],
};

/** The menus of SPEC section 6, in the order they are drawn. */
export const MENUS = [
  'superAdmin',
  'corporateAdmin',
  'admin',
  'csUser',
  'publish',
  'ltiUser',
  'none',
] as const;
export type MenuName = (typeof MENUS)[number];

/** The areas both admin menus (corporate admin and admin) start with, in the order they are drawn. */
const ADMIN_MENU_START: readonly Area[] = [
  'dashboard',
  'methods-collections',
  'playlist',
  ...ADMINISTERED_AREAS,
];

export const MENU_TABLES: Readonly<Record<MenuName, readonly Area[]>> = {
  superAdmin: SUPER_ADMIN_MENU,
  corporateAdmin: [...ADMIN_MENU_START, 'sponsors', 'translations', 'publish'],
  admin: [...ADMIN_MENU_START, 'translations', 'publish', 'feature-flags'],
  csUser: ['dashboard', 'playlist', 'classes', 'quiz', 'banks'],
  publish: ['dashboard', 'publish'],
  ltiUser: ['dashboard', 'playlist', 'classes', 'quiz', 'banks', 'lti'],
  none: ['dashboard'],
};

const has = (roles: readonly string[], role: Role) => roles.includes(role);

/**
 * SPEC: "The table is chosen super admin first, then CS user, then publish, else the general one.
 * A user with several roles gets the highest."
 */
export function routeTableFor(roles: readonly string[]): RouteTableName {
  if (has(roles, 'ROLE_SUPER_ADMIN')) return 'superAdmin';
  if (has(roles, 'ROLE_CS_USER')) return 'csUser';
  if (has(roles, 'ROLE_PUBLISH')) return 'publish';
  if (has(roles, 'ROLE_CORPORATE_ADMIN') || has(roles, 'ROLE_ADMIN')) return 'general';
  if (has(roles, 'ROLE_CS_LTI_USER')) return 'ltiUser';
  return 'none';
}

/** The menu follows the same precedence as the route table; corporate admin ranks above admin. */
export function menuNameFor(roles: readonly string[]): MenuName {
  const table = routeTableFor(roles);
  if (table === 'general') return has(roles, 'ROLE_CORPORATE_ADMIN') ? 'corporateAdmin' : 'admin';
  return table;
}

function flagAllows(area: Area, flags: FeatureFlags): boolean {
  const flag = AREA_INFO[area].flag;
  return flag === undefined || flags[flag] === true;
}

export interface MenuItem {
  readonly area: Area;
  readonly path: string;
  readonly labelKey: string;
  readonly icon: string;
}

/** The sidebar entries of a user, feature flags applied. */
export function menuFor(roles: readonly string[], flags: FeatureFlags): MenuItem[] {
  return MENU_TABLES[menuNameFor(roles)]
    .filter((area) => flagAllows(area, flags))
    .map((area) => ({
      area,
      path: `/${area}`,
      labelKey: AREA_INFO[area].labelKey,
      icon: AREA_INFO[area].icon,
    }));
}

/** The segments of a client path (relative to the route prefix), query and fragment left out. */
export function pathSegments(path: string): string[] {
  return path.split(/[?#]/)[0]!.split('/').filter(Boolean);
}

/** The area of a client path (relative to the route prefix), or undefined for `/` and unknown paths. */
export function areaOfPath(path: string): Area | undefined {
  const first = pathSegments(path)[0];
  return AREAS.find((area) => area === first);
}

/** Whether the route table of these roles contains the area (flags not considered). */
export function tableAllowsArea(roles: readonly string[], area: Area): boolean {
  return ROUTE_TABLES[routeTableFor(roles)].includes(area);
}

export type RouteDecision =
  { readonly kind: 'allow'; readonly area: Area } | { readonly kind: 'redirect'; readonly to: string };

export const HOME_PATH = '/dashboard';

/**
 * Where a signed-in user may go. Root and unknown paths, and areas outside the user's table, redirect to
 * /dashboard; a flagged area whose flag is off redirects to `/` (SPEC section 2), which then lands on /dashboard.
 */
export function resolveRoute(roles: readonly string[], flags: FeatureFlags, path: string): RouteDecision {
  const area = areaOfPath(path);
  if (area === undefined || !tableAllowsArea(roles, area)) return { kind: 'redirect', to: HOME_PATH };
  if (!flagAllows(area, flags)) return { kind: 'redirect', to: '/' };
  return { kind: 'allow', area };
}

/** Signed-out paths (SPEC section 2) live in ./signedOut, free of zod for the sign-in screen's first paint. */
export { resolveSignedOutRoute } from '../session/signedOut';

/**
 * The server guard: may a caller with these roles use the API of this area right now?
 * Same answer as the client route table, so the server refuses exactly what the console would not show.
 */
export function canUseArea(roles: readonly string[], flags: FeatureFlags, area: Area): boolean {
  return tableAllowsArea(roles, area) && flagAllows(area, flags);
}

/** Whether the user holds any role the console knows. */
export function hasConsoleRole(roles: readonly string[]): boolean {
  return roles.some((role) => (ROLES as readonly string[]).includes(role));
}
