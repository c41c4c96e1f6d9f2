/** Kysely table interfaces of LTI 1.3 (migrations 024 and 025, ADRs 183 and 185). */
import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

/** The tool's key pair: one row (id 1), made on first use. */
export interface LtiToolKeyTable {
  id: number;
  kid: string;
  public_jwk: Json<Record<string, unknown>>;
  /** Sealed for `lti_tool_keys.private_key`. */
  private_key: string;
  created_at: CreatedAt;
}

export interface LtiPlatformTable {
  id: Generated<number>;
  issuer: string;
  client_id: string;
  deployment_ids: Json<string[]>;
  jwks_url: string;
  auth_url: string;
  token_url: string;
  institution_id: number | null;
  /** The institution vouches for this platform's e-mails: only then does an e-mail link a launch (ADR 185). */
  emails_verified: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** Incremented on every save; a save carrying an older version is a conflict (ADR 109, 188). */
  version: Generated<number>;
  /** The account that saved the current version; null when not known (migration 089, ADR 300). */
  updated_by: number | null;
}

export interface LtiLoginStateTable {
  state_hash: string;
  nonce: string;
  platform_id: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface LtiDeepLinkTable {
  id: string;
  platform_id: number;
  user_id: number;
  deployment_id: string;
  return_url: string;
  data: string | null;
  response_jwt: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface LtiUserTable {
  platform_id: number;
  sub: string;
  user_id: number;
}

export type ScoreState = 'none' | 'pending' | 'sent' | 'failed';

export interface LtiGradeLinkTable {
  assignment_id: number;
  platform_id: number;
  resource_link_id: string;
  sub: string;
  lineitem_url: string | null;
  score_state: ColumnType<ScoreState, ScoreState | undefined, ScoreState>;
  score_attempts: Generated<number>;
  score_error: string | null;
  score_sent_at: Timestamp | null;
}

/** A learner's attempt at a quiz, keyed by the platform's identity of the learner (ADR 185). */
export interface LtiLearnerAssignmentTable {
  platform_id: number;
  sub: string;
  quiz_id: number;
  assignment_id: number;
}

/** A quiz Deep Linking chose for a platform and deployment; the link carries the key, stored here hashed. */
export interface LtiLinkChoiceTable {
  key_hash: string;
  platform_id: number;
  deployment_id: string;
  quiz_id: number;
  chosen_by: number | null;
  created_at: CreatedAt;
}

/** A resource link of a platform's deployment, bound at its first launch to the choice it carried. */
export interface LtiResourceLinkTable {
  platform_id: number;
  deployment_id: string;
  resource_link_id: string;
  choice_hash: string;
  bound_at: Timestamp;
}

/** A launch's link to an account with a password, waiting for its owner's password sign-in (ADR 366). */
export interface LtiLinkRequestTable {
  secret_hash: string;
  platform_id: number;
  sub: string;
  user_id: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A platform's course an instructor launched from with the NRPS claim, and the class made for it (ADR 385). */
export interface LtiContextTable {
  id: Generated<number>;
  platform_id: number;
  deployment_id: string;
  context_id: string;
  class_id: number;
  /** The memberships URL the latest instructor's launch named. */
  memberships_url: string;
  launched_at: Timestamp;
  synced_at: Timestamp | null;
}

/** A class student a roster sync added, by the platform's `sub` (ADR 385). */
export interface LtiRosterMemberTable {
  student_id: number;
  context_id: number;
  sub: string;
}

/** A one-time Dynamic Registration link a full admin made for an institution (ADR 386). */
export interface LtiRegistrationLinkTable {
  secret_hash: string;
  institution_id: number | null;
  created_by: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  platform_id: number | null;
}

export interface LtiTables {
  lti_tool_keys: LtiToolKeyTable;
  lti_platforms: LtiPlatformTable;
  lti_login_states: LtiLoginStateTable;
  lti_deep_links: LtiDeepLinkTable;
  lti_users: LtiUserTable;
  lti_grade_links: LtiGradeLinkTable;
  lti_learner_assignments: LtiLearnerAssignmentTable;
  lti_link_choices: LtiLinkChoiceTable;
  lti_resource_links: LtiResourceLinkTable;
  lti_link_requests: LtiLinkRequestTable;
  lti_registration_links: LtiRegistrationLinkTable;
  lti_contexts: LtiContextTable;
  lti_roster_members: LtiRosterMemberTable;
}

export type LtiPlatform = Selectable<LtiPlatformTable>;
