/** Kysely table interfaces of the OpenID Connect identity providers (migration 023, ADR 182). */

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface IdentityProviderTables {}
