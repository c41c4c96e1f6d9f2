/**
 * The shape every capability table follows (quizzes, classes, documents, playlists): given the caller and the
 * facts of one record, the set of actions the caller may take on it. A caller who may not `view` a record must
 * not learn it exists: the server answers 404 exactly as for a missing id (ADR 105). Server guards, list row
 * actions, client routes and screens all ask the same table, so they cannot disagree.
 */

/** Who is asking: the signed-in user's id, e-mail and roles. */
export interface Caller {
  readonly id: number;
  readonly email?: string;
  readonly roles: readonly string[];
}

/** What a capability table returns: the actions allowed on one record. */
export type Capabilities<Action extends string> = ReadonlySet<Action>;

/*
 * The two meanings of "admin", one name each (ADR 192). Capability tables ask these; nothing else compares role names.
 * - `isSuperAdmin`: ROLE_SUPER_ADMIN, SPEC's "Super admin" (section 6): the only one who manages every quiz, sees
 *   every quiz tab and list, and has the users, class-access and client-hub routes.
 * - `isFullAdmin`: the super admin and SPEC section 2's "Full admin" (corporate admin, admin): they administer
 *   every class and playlist, institutions and LTI platforms. For quizzes a full admin who is not a super admin is a
 *   quiz user like any other.
 */

export function isSuperAdmin(roles: readonly string[]): boolean {
  return roles.includes('ROLE_SUPER_ADMIN');
}

/** The roles that administer every class, playlist, institution and LTI platform. */
export const FULL_ADMIN_ROLES = ['ROLE_SUPER_ADMIN', 'ROLE_CORPORATE_ADMIN', 'ROLE_ADMIN'] as const;

export function isFullAdmin(roles: readonly string[]): boolean {
  return roles.some((role) => (FULL_ADMIN_ROLES as readonly string[]).includes(role));
}

/** The outcome of asking for one action: allowed, hidden (answer 404) or refused (answer 403). */
export type Verdict = 'allowed' | 'hidden' | 'refused';

export function verdictOf<Action extends string>(
  capabilities: Capabilities<Action>,
  action: Action,
  viewAction: Action,
): Verdict {
  if (capabilities.has(action)) return 'allowed';
  return capabilities.has(viewAction) ? 'refused' : 'hidden';
}
