/**
 * Who a provider's sign-in is (ADR 186): the links from a provider's subject, `(issuer, sub)`, to an account, and
 * the confirmations under way of a link to an account that already had a password (usable once, short-lived,
 * stored as the hash of the secret the asking browser holds).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('identity_provider_links')
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('identity_provider_links_pkey', ['issuer', 'subject'])
    .execute();
  await db.schema
    .createIndex('identity_provider_links_user_idx')
    .on('identity_provider_links')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('identity_provider_link_requests')
    .addColumn('secret_hash', 'text', (c) => c.primaryKey())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('identity_provider_link_requests').execute();
  await db.schema.dropTable('identity_provider_links').execute();
}
