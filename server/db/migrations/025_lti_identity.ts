/**
 * Who and what an LTI launch names (ADR 185): a platform's e-mails are trusted only when an administrator says so
 * (`emails_verified`, off by default); a learner's attempts are keyed by the platform and the learner's `sub`; and a
 * resource link opens only the quiz a Deep Linking choice of its platform and deployment gave it, bound to the link
 * at its first launch.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('lti_platforms')
    .addColumn('emails_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('lti_learner_assignments')
    .addColumn('platform_id', 'integer', (c) =>
      c.notNull().references('lti_platforms.id').onDelete('cascade'),
    )
    .addColumn('sub', 'text', (c) => c.notNull())
    .addColumn('quiz_id', 'integer', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('assignment_id', 'integer', (c) =>
      c.notNull().unique().references('quiz_assignments.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('lti_learner_assignments_pkey', ['platform_id', 'sub', 'quiz_id'])
    .execute();

  await db.schema
    .createTable('lti_link_choices')
    /** SHA-256 of the random key the Deep Linking answer put in the link's custom parameters. */
    .addColumn('key_hash', 'text', (c) => c.primaryKey())
    .addColumn('platform_id', 'integer', (c) =>
      c.notNull().references('lti_platforms.id').onDelete('cascade'),
    )
    .addColumn('deployment_id', 'text', (c) => c.notNull())
    /** Not a foreign key: a link whose quiz was deleted says so ('no longer available'), not 'never chosen'. */
    .addColumn('quiz_id', 'integer', (c) => c.notNull())
    .addColumn('chosen_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('lti_resource_links')
    .addColumn('platform_id', 'integer', (c) =>
      c.notNull().references('lti_platforms.id').onDelete('cascade'),
    )
    .addColumn('deployment_id', 'text', (c) => c.notNull())
    .addColumn('resource_link_id', 'text', (c) => c.notNull())
    .addColumn('choice_hash', 'text', (c) =>
      c.notNull().references('lti_link_choices.key_hash').onDelete('cascade'),
    )
    .addColumn('bound_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('lti_resource_links_pkey', ['platform_id', 'deployment_id', 'resource_link_id'])
    .execute();
  await db.schema
    .createIndex('lti_resource_links_choice_idx')
    .on('lti_resource_links')
    .column('choice_hash')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lti_resource_links').execute();
  await db.schema.dropTable('lti_link_choices').execute();
  await db.schema.dropTable('lti_learner_assignments').execute();
  await db.schema.alterTable('lti_platforms').dropColumn('emails_verified').execute();
}
