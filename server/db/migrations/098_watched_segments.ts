/**
 * What each attempt watched of its quiz's videos (ADR 329): one row per assignment, attempt and video item, its
 * played segments merged (a JSON list of `[start, end]` seconds), the seconds they cover, the video's length as
 * counted and when it was first watched to the completion share. Removed with the assignment.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assignment_watched')
    .addColumn('assignment_id', 'integer', (c) =>
      c.notNull().references('quiz_assignments.id').onDelete('cascade'),
    )
    .addColumn('attempt_number', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('segments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('watched_seconds', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('duration', 'double precision', (c) => c.notNull().check(sql`duration > 0`))
    .addColumn('completed_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('assignment_watched_pk', ['assignment_id', 'attempt_number', 'item_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('assignment_watched').execute();
}
