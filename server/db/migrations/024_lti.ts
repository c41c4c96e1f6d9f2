/**
 * LTI 1.3 (ADR 183): platform registrations, the tool's own key pair (private key sealed), one-time login states,
 * one-time sign-in hand-over codes, pending Deep Linking requests, the platform users signed in here, and the
 * students' assignments that send their score back to a platform's gradebook.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lti_tool_keys')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('kid', 'text', (c) => c.notNull().unique())
    .addColumn('public_jwk', 'jsonb', (c) => c.notNull())
    /** PKCS#8 PEM, sealed for `lti_tool_keys.private_key` (server/auth/secretBox.ts). */
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('lti_platforms')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('deployment_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('jwks_url', 'text', (c) => c.notNull())
    .addColumn('auth_url', 'text', (c) => c.notNull())
    .addColumn('token_url', 'text', (c) => c.notNull())
    .addColumn('institution_id', 'integer', (c) => c.references('institutions.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('lti_platforms_issuer_client_key', ['issuer', 'client_id'])
    .execute();

  await db.schema
    .createTable('lti_login_states')
    /** SHA-256 of the state, hex: the state itself travels only through the browser. */
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('platform_id', 'integer', (c) =>
      c.notNull().references('lti_platforms.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('lti_login_states_expires_idx')
    .on('lti_login_states')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('lti_deep_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('platform_id', 'integer', (c) =>
      c.notNull().references('lti_platforms.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('deployment_id', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('data', 'text')
    /** The signed LtiDeepLinkingResponse, kept until the browser posts it to the platform. */
    .addColumn('response_jwt', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('lti_users')
    .addColumn('platform_id', 'integer', (c) =>
      c.notNull().references('lti_platforms.id').onDelete('cascade'),
    )
    .addColumn('sub', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('lti_users_pkey', ['platform_id', 'sub'])
    .execute();

  await db.schema
    .createTable('lti_grade_links')
    .addColumn('assignment_id', 'integer', (c) =>
      c.primaryKey().references('quiz_assignments.id').onDelete('cascade'),
    )
    .addColumn('platform_id', 'integer', (c) =>
      c.notNull().references('lti_platforms.id').onDelete('cascade'),
    )
    .addColumn('resource_link_id', 'text', (c) => c.notNull())
    .addColumn('sub', 'text', (c) => c.notNull())
    .addColumn('lineitem_url', 'text')
    .addColumn('score_state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('none')
        .check(sql`score_state in ('none', 'pending', 'sent', 'failed')`),
    )
    .addColumn('score_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score_error', 'text')
    .addColumn('score_sent_at', 'timestamptz')
    .addUniqueConstraint('lti_grade_links_launch_key', ['platform_id', 'resource_link_id', 'sub'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'lti_grade_links',
    'lti_users',
    'lti_deep_links',
    'lti_login_states',
    'lti_platforms',
    'lti_tool_keys',
  ])
    await db.schema.dropTable(table).execute();
}
