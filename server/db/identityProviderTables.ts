/** Kysely table interfaces of the OpenID Connect identity providers (migration 023, ADR 182). */
import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface IdentityProvidersTable {
  id: Generated<number>;
  institution_id: number;
  /** The name users see. */
  name: string;
  issuer: string;
  client_id: string;
  /** Sealed with sealSecret for 'identity_providers.client_secret'; never sent to the console. */
  client_secret: string;
  /** How the console authenticates at the token endpoint (CLIENT_AUTH_METHODS, ADR 253); 'auto' by default. */
  client_auth: Generated<string>;
  /** The roles a user created through this provider gets (SSO_ROLES only). */
  roles: string[];
  enabled: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** Incremented on every save; a save carrying an older version is a conflict (ADR 109, 188). */
  version: Generated<number>;
  /** The account that saved the current version; null when not known (migration 089, ADR 300). */
  updated_by: number | null;
}
export type IdentityProviderRow = Selectable<IdentityProvidersTable>;

export interface IdentityProviderDomainsTable {
  /** Lower-cased e-mail domain; one provider at most serves it. */
  domain: string;
  provider_id: number;
}

/** A sign-in under way: kept server-side, short-lived, usable once (ADR 182). */
export interface IdentityProviderLoginsTable {
  /** SHA-256 of the state sent to the provider. */
  state_hash: string;
  provider_id: number;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A provider's subject linked to an account (migration 026, ADR 186): who later sign-ins of that subject are. */
export interface IdentityProviderLinksTable {
  /** The id token's `iss`. */
  issuer: string;
  /** The id token's `sub`. */
  subject: string;
  user_id: number;
  created_at: CreatedAt;
}

/** A link waiting for the account's owner to sign in with the password in the browser that asked (ADR 186). */
export interface IdentityProviderLinkRequestsTable {
  /** SHA-256 of the secret in the asking browser's cookie. */
  secret_hash: string;
  issuer: string;
  subject: string;
  user_id: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface IdentityProviderTables {
  identity_providers: IdentityProvidersTable;
  identity_provider_domains: IdentityProviderDomainsTable;
  identity_provider_logins: IdentityProviderLoginsTable;
  identity_provider_links: IdentityProviderLinksTable;
  identity_provider_link_requests: IdentityProviderLinkRequestsTable;
}
