/**
 * Class rosters from a course platform (Names and Role Provisioning Services, ADR 385): the platform's course
 * (context) an instructor launched from with the NRPS claim, tied to the console class made for it, with the
 * memberships URL the latest launch named; and which of the class's students a roster sync added, by the platform's
 * `sub`, so that only those leave the class when the platform says they left the course. Rows go with their
 * platform, their class or their student.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lti_contexts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('platform_id', 'integer', (c) =>
      c.notNull().references('lti_platforms.id').onDelete('cascade'),
    )
    .addColumn('deployment_id', 'text', (c) => c.notNull())
    .addColumn('context_id', 'text', (c) => c.notNull())
    .addColumn('class_id', 'integer', (c) =>
      c.notNull().unique().references('classes.id').onDelete('cascade'),
    )
    .addColumn('memberships_url', 'text', (c) => c.notNull())
    .addColumn('launched_at', 'timestamptz', (c) => c.notNull())
    .addColumn('synced_at', 'timestamptz')
    .addUniqueConstraint('lti_contexts_course', ['platform_id', 'deployment_id', 'context_id'])
    .execute();
  await db.schema
    .createTable('lti_roster_members')
    .addColumn('student_id', 'integer', (c) =>
      c.primaryKey().references('class_students.id').onDelete('cascade'),
    )
    .addColumn('context_id', 'integer', (c) => c.notNull().references('lti_contexts.id').onDelete('cascade'))
    .addColumn('sub', 'text', (c) => c.notNull())
    .addUniqueConstraint('lti_roster_members_sub', ['context_id', 'sub'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lti_roster_members').execute();
  await db.schema.dropTable('lti_contexts').execute();
}
