/**
 * OpenID Connect identity providers per institution (ADR 182): the providers, the e-mail domains each serves
 * (a domain is served by one provider at most), the sign-ins under way (state, nonce and PKCE verifier, usable
 * once) and the one-time codes that hand a finished sign-in to the console.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('identity_providers')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('institution_id', 'integer', (c) =>
      c.notNull().references('institutions.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    /** Sealed with sealSecret for 'identity_providers.client_secret' (ADR 184). */
    .addColumn('client_secret', 'text', (c) => c.notNull())
    .addColumn('roles', sql`text[]`, (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('identity_providers_institution_idx')
    .on('identity_providers')
    .column('institution_id')
    .execute();

  await db.schema
    .createTable('identity_provider_domains')
    /** Lower-cased. */
    .addColumn('domain', 'text', (c) => c.primaryKey())
    .addColumn('provider_id', 'integer', (c) =>
      c.notNull().references('identity_providers.id').onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('identity_provider_domains_provider_idx')
    .on('identity_provider_domains')
    .column('provider_id')
    .execute();

  await db.schema
    .createTable('identity_provider_logins')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('provider_id', 'integer', (c) =>
      c.notNull().references('identity_providers.id').onDelete('cascade'),
    )
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    // The hand-over of a sign-in made elsewhere, shared with LTI launches (server/auth/handOver.ts).
    .createTable('sign_in_handovers')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_handovers').execute();
  await db.schema.dropTable('identity_provider_logins').execute();
  await db.schema.dropTable('identity_provider_domains').execute();
  await db.schema.dropTable('identity_providers').execute();
}
