/**
 * One-time LTI Dynamic Registration links (ADR 386): a full admin makes one for an institution, the platform's
 * administrator opens it from the LMS. Stored as the hash of the secret the link carries; spent by the registration
 * it made (`platform_id`). Rows go with their maker; the institution and the platform may go before them.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lti_registration_links')
    .addColumn('secret_hash', 'text', (c) => c.primaryKey())
    .addColumn('institution_id', 'integer', (c) => c.references('institutions.id').onDelete('set null'))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('platform_id', 'integer', (c) => c.references('lti_platforms.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('lti_registration_links_created_by')
    .on('lti_registration_links')
    .column('created_by')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lti_registration_links').execute();
}
