/**
 * Wire contract of Users management (ADR 245): the list of every account, one account's change on its version, an
 * invitation sent again, and the audit log of these changes. Super admins only.
 */
import * as z from 'zod';
import { RoleSchema } from '../../domain/access/roles';
import { AUDIT_ACTIONS, USER_ACTIONS, UserChangeSchema } from '../../domain/admins/users';
import { ListRequestSchema, listResponseSchema, PAGE_SIZE } from '../../domain/shared/listQuery';
import { text, TEXT_MAX } from '../../domain/shared/fields';
import { RecordVersionSchema } from '../../domain/shared/recordVersions';

export const USER_PATHS = {
  list: '/api/admin/admins/users',
  one: (id: number | string) => `/api/admin/admins/users/${id}`,
  audit: '/api/admin/admins/audit',
  resendInvitation: (id: number | string) => `/api/admin/admins/invitation/${id}/resend`,
} as const;

/** SPEC section 9's page size; a request may ask for up to five pages' worth at once. */
export const USER_PAGE_SIZE_MAX = PAGE_SIZE.default * 5;

export const USER_STATUSES = ['active', 'inactive'] as const;
export const UserStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatusSchema>;

/** The list request: the keyword (name or e-mail), and the role, status, staff and institution filters. */
export const UserListRequestSchema = ListRequestSchema.extend({
  keyword: text(TEXT_MAX.keyword).optional(),
  role: RoleSchema.optional(),
  status: UserStatusSchema.optional(),
  /** Only internal staff (marked, or at INTERNAL_EMAIL_DOMAIN). */
  internal: z.boolean().optional(),
});
export type UserListRequest = z.input<typeof UserListRequestSchema>;

export const ManagedUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  isActive: z.boolean(),
  isStaff: z.boolean(),
  /** Staff, or at the company's e-mail domain (ADR 246). */
  isInternal: z.boolean(),
  institution: z.object({ id: z.number(), title: z.string() }).nullable(),
  /** The start of the account's latest session, null when it never signed in. */
  lastSignInAt: z.string().nullable(),
  version: RecordVersionSchema,
  /** What the caller may do to this account, from the users capability table. */
  actions: z.array(z.enum(USER_ACTIONS)),
});
export type ManagedUser = z.infer<typeof ManagedUserSchema>;

export const UserListResponseSchema = listResponseSchema(ManagedUserSchema);
export type UserListResponse = z.infer<typeof UserListResponseSchema>;

export const UserChangeRequestSchema = UserChangeSchema;
export type UserChangeRequest = z.input<typeof UserChangeRequestSchema>;

/** What an audit entry says of the account before and after the change. */
export const AuditStateSchema = z.object({
  roles: z.array(z.string()).optional(),
  isActive: z.boolean().optional(),
  isStaff: z.boolean().optional(),
  expiresAt: z.string().optional(),
});
export type AuditState = z.infer<typeof AuditStateSchema>;

export const AuditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorEmail: z.string(),
  targetEmail: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  before: AuditStateSchema,
  after: AuditStateSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** The audit log, newest first; the keyword finds the author's or the account's e-mail. */
export const AuditListRequestSchema = ListRequestSchema.extend({
  keyword: text(TEXT_MAX.keyword).optional(),
});
export type AuditListRequest = z.input<typeof AuditListRequestSchema>;
export const AuditListResponseSchema = listResponseSchema(AuditEntrySchema);
export type AuditListResponse = z.infer<typeof AuditListResponseSchema>;
