/**
 * Users management (ADR 245): every account carries a version, so of two changes made on one version exactly one
 * is stored, and a staff mark (SPEC section 3's fixed list of internal staff accounts, kept here instead of in
 * code). `user_audit` records each change a super admin makes to an account: who, what, when, before and after.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_staff', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('user_audit')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('target_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('after', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema.createIndex('user_audit_at_idx').on('user_audit').columns(['at desc', 'id desc']).execute();
  await db.schema.createIndex('user_audit_target_idx').on('user_audit').column('target_user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_audit').execute();
  await db.schema.alterTable('users').dropColumn('is_staff').dropColumn('version').execute();
}
