/**
 * Links from an LTI launch to an account that already had a password, waiting for its owner (ADR 366): as the
 * single sign-on's confirmations (migration 026), usable once, short-lived, stored as the hash of the secret the
 * launching browser holds. Rows go with their platform or their account.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lti_link_requests')
    .addColumn('secret_hash', 'text', (c) => c.primaryKey())
    .addColumn('platform_id', 'integer', (c) =>
      c.notNull().references('lti_platforms.id').onDelete('cascade'),
    )
    .addColumn('sub', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('lti_link_requests_user').on('lti_link_requests').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lti_link_requests').execute();
}
