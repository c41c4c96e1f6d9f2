/** Kysely table interfaces of accounts and sessions (migrations 001_auth and 010_session_revocation). */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

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
  /** The account's institution (migration 015): its e-mail domain is what a Restricted quiz accepts. */
  institution_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The interface language the user chose (migration 020, a SPEC code); null until they choose. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  /** Incremented on every change made in Users management; a change carrying an older one is refused (075). */
  version: Generated<number>;
  /** Marked internal staff in Users management (migration 075, ADR 246). */
  is_staff: Generated<boolean>;
}
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

/** One sign-in: the refresh-token family its access tokens name; revoking it ends them all at once (ADR 103). */
export interface SessionsTable {
  /** The refresh-token family id. */
  id: string;
  user_id: number;
  created_at: CreatedAt;
  revoked_at: Timestamp | null;
}
export type NewSession = Insertable<SessionsTable>;

/** A token that is good once, until it expires: a refresh token, an invitation. */
interface SingleUseTokenColumns {
  /** SHA-256 of the token, hex; the token itself is never stored. */
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface RefreshTokensTable extends SingleUseTokenColumns {
  id: Generated<number>;
  user_id: number;
  /** Every token issued from one sign-in shares a family (`sessions.id`); reusing a spent token revokes it. */
  family_id: string;
  revoked_at: Timestamp | null;
  created_at: CreatedAt;
}
export type RefreshToken = Selectable<RefreshTokensTable>;
export type NewRefreshToken = Insertable<RefreshTokensTable>;

export interface InvitationsTable extends SingleUseTokenColumns {
  id: Generated<number>;
  email: string;
  roles: string[];
  created_by: number | null;
  created_at: CreatedAt;
}
export type Invitation = Selectable<InvitationsTable>;
export type NewInvitation = Insertable<InvitationsTable>;

/** One failed sign-in, or one being checked: counted per (account, address) pair, per account and per address (ADR 104). */
export interface LoginAttemptsTable {
  id: Generated<number>;
  /** The normalised e-mail tried, whether or not an account has it. */
  account: string;
  address: string;
  attempted_at: Timestamp;
  /** Claimed by a sign-in whose password is being checked; a failure once it was wrong (ADR 187). */
  pending: Generated<boolean>;
}

export interface FeatureFlagsTable {
  key: string;
  enabled: boolean;
  description: Generated<string>;
  /** Incremented on every save; a save carrying an older version is a conflict (ADR 109, 188). */
  version: Generated<number>;
  /** The account that saved the current version; null when not known (migration 089, ADR 300). */
  updated_by: number | null;
}

/**
 * A one-time code handed to the console after a sign-in that happened elsewhere (an institution's identity provider,
 * an LTI launch): traded once, within a minute, for the usual token pair (migration 023, ADR 182 and 183).
 */
export interface SignInHandoversTable {
  /** SHA-256 of the code. */
  code_hash: string;
  user_id: number;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** One change a super admin made to an account in Users management (migration 075, ADR 245). */
export interface UserAuditTable {
  id: Generated<number>;
  at: Timestamp;
  actor_id: number | null;
  /** Kept as it was then, so the entry still names its author after the account changes or goes. */
  actor_email: string;
  target_user_id: number | null;
  target_email: string;
  /** 'roles', 'deactivate', 'reactivate', 'staff' or 'resendInvitation'. */
  action: string;
  before: ColumnType<Record<string, unknown>, string, string>;
  after: ColumnType<Record<string, unknown>, string, string>;
}
export type UserAuditRow = Selectable<UserAuditTable>;

export interface AuthTables {
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  invitations: InvitationsTable;
  login_attempts: LoginAttemptsTable;
  feature_flags: FeatureFlagsTable;
  sign_in_handovers: SignInHandoversTable;
  user_audit: UserAuditTable;
}
