/** Catalog keys of the role names shown in Users Management. */
import type { Role } from '../../domain/access/roles';

export const ROLE_LABEL_KEYS = {
  ROLE_SUPER_ADMIN: 'admins.roleSuperAdmin',
  ROLE_CORPORATE_ADMIN: 'admins.roleCorporateAdmin',
  ROLE_ADMIN: 'admins.roleAdmin',
  ROLE_CS_USER: 'admins.roleCsUser',
  ROLE_PUBLISH: 'admins.rolePublish',
  ROLE_CS_LTI_USER: 'admins.roleLtiUser',
} as const satisfies Record<Role, string>;

export const isKnownRole = (role: string): role is Role => role in ROLE_LABEL_KEYS;
