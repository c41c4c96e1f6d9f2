/**
 * Users management (ADR 245): what a super admin may do to an account, as a capability table like the quiz and
 * class ones, and the one rule that guards the console itself: no change may leave it without an active super admin.
 * The server's routes and the list's row menu ask these same functions.
 */
import * as z from 'zod';
import { isSuperAdmin, type Caller, type Capabilities } from '../access/capabilities';
import { RoleSchema, ROLES } from '../access/roles';
import { RecordVersionSchema } from '../shared/recordVersions';

export const USER_ACTIONS = ['changeRoles', 'deactivate', 'reactivate', 'markStaff', 'unmarkStaff'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

/** What the table needs to know of the account acted on. */
export interface ManagedUserFacts {
  readonly id: number;
  readonly roles: readonly string[];
  readonly isActive: boolean;
  readonly isStaff: boolean;
}

/** The account as it would be after a change: its roles and whether it may sign in. */
export interface UserState {
  readonly roles: readonly string[];
  readonly isActive: boolean;
}

export const USER_MESSAGES = {
  lastSuperAdmin: 'The console needs an active super admin: this change would leave none.',
  selfDeactivate: 'You cannot deactivate your own account.',
  rolesRequired: 'Choose at least one role',
  nothingToChange: 'Nothing to change.',
  invitationGone: 'This invitation was used or no longer exists.',
} as const;

/**
 * The actions a caller may take on an account. Only a super admin manages accounts; nobody deactivates their own
 * (their session would end mid-change, and the console could lose its last super admin that way).
 */
export function userCapabilities(caller: Caller, target: ManagedUserFacts): Capabilities<UserAction> {
  const actions = new Set<UserAction>();
  if (!isSuperAdmin(caller.roles)) return actions;
  actions.add('changeRoles');
  actions.add(target.isStaff ? 'unmarkStaff' : 'markStaff');
  if (!target.isActive) actions.add('reactivate');
  else if (target.id !== caller.id) actions.add('deactivate');
  return actions;
}

const isActiveSuperAdmin = (state: UserState) => state.isActive && isSuperAdmin(state.roles);

/**
 * Whether changing `target` from `before` to `after` leaves the console with no active super admin, given the ids of
 * the active super admins now.
 */
export function leavesNoSuperAdmin(
  activeSuperAdminIds: readonly number[],
  targetId: number,
  after: UserState,
): boolean {
  if (isActiveSuperAdmin(after)) return false;
  return activeSuperAdminIds.every((id) => id === targetId);
}

/** The refusal of a change, or null when the caller may make it. */
export function refusalOf(
  caller: Caller,
  target: ManagedUserFacts,
  after: UserState,
  activeSuperAdminIds: readonly number[],
): string | null {
  if (target.id === caller.id && target.isActive && !after.isActive) return USER_MESSAGES.selfDeactivate;
  if (leavesNoSuperAdmin(activeSuperAdminIds, target.id, after)) return USER_MESSAGES.lastSuperAdmin;
  return null;
}

/** The roles in the role table's order, each once. */
export const orderedRoles = (roles: readonly string[]) => ROLES.filter((role) => roles.includes(role));

/** One change of an account on the version it was read with: its roles, its activation or its staff mark. */
export const UserChangeSchema = z
  .object({
    roles: z.array(RoleSchema).min(1, USER_MESSAGES.rolesRequired).max(ROLES.length).optional(),
    isActive: z.boolean().optional(),
    isStaff: z.boolean().optional(),
    version: RecordVersionSchema,
  })
  .refine((change) => [change.roles, change.isActive, change.isStaff].some((value) => value !== undefined), {
    message: USER_MESSAGES.nothingToChange,
  });
export type UserChange = z.infer<typeof UserChangeSchema>;

/**
 * Internal staff (SPEC sections 3 and 9, ADR 246): an account marked staff in Users management, or one whose e-mail
 * is at the company's domain (`INTERNAL_EMAIL_DOMAIN`, or one of its subdomains).
 */
export function isInternalAccount(
  account: { readonly email: string; readonly isStaff: boolean },
  internalDomain: string | null,
): boolean {
  if (account.isStaff) return true;
  if (!internalDomain) return false;
  const domain = account.email.slice(account.email.lastIndexOf('@') + 1).toLowerCase();
  const internal = internalDomain.toLowerCase();
  return domain === internal || domain.endsWith(`.${internal}`);
}

/** What the audit log records: the kind of change. */
export const AUDIT_ACTIONS = ['roles', 'deactivate', 'reactivate', 'staff', 'resendInvitation'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
