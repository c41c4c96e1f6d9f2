/**
 * Who saved each version of a quiz: a save made on an older version is refused with the name and time of the
 * save that superseded it ("This quiz was changed by {name} on {date}").
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quiz_revisions')
    .addColumn('quiz_id', 'integer', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('saved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('quiz_revisions_pk', ['quiz_id', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quiz_revisions').execute();
}
