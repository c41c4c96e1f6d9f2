/** Kysely table interfaces of accounts and sessions (migration 001_auth). */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A timestamptz column: read as a Date, written as a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UsersTable {
  id: Generated<number>;
  /** Stored lower-cased; unique on lower(email). */
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  roles: string[];
  is_active: Generated<boolean>;
  created_at: CreatedAt;
}
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  /** Every token issued from one sign-in shares a family; reusing a spent token revokes the family. */
  family_id: string;
  /** SHA-256 of the token, hex; the token itself is never stored. */
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: CreatedAt;
}
export type RefreshToken = Selectable<RefreshTokensTable>;
export type NewRefreshToken = Insertable<RefreshTokensTable>;

export interface InvitationsTable {
  id: Generated<number>;
  email: string;
  roles: string[];
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_by: number | null;
  created_at: CreatedAt;
}
export type Invitation = Selectable<InvitationsTable>;
export type NewInvitation = Insertable<InvitationsTable>;

export type LoginAttemptKind = 'account' | 'address';

/** One failed sign-in, counted per account (e-mail) and per client address. */
export interface LoginAttemptsTable {
  id: Generated<number>;
  key_kind: LoginAttemptKind;
  key_value: string;
  attempted_at: Timestamp;
}

export interface FeatureFlagsTable {
  key: string;
  enabled: boolean;
  description: Generated<string>;
}
export type FeatureFlagRow = Selectable<FeatureFlagsTable>;

export interface AuthTables {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  invitations: InvitationsTable;
  login_attempts: LoginAttemptsTable;
  feature_flags: FeatureFlagsTable;
}
