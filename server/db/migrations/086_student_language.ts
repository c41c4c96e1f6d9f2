/**
 * The language a student's page was in when they started a quiz (ADR 269): the messages they are sent afterwards
 * (a reminder, another quiz) are written in it. A SPEC code, null until the student starts.
 */
import { type Kysely, sql } from 'kysely';
import { UI_LANGUAGE_CODES } from '../../../src/domain/shared/languages';

export async function up(db: Kysely<unknown>): Promise<void> {
  const codes = sql.join(UI_LANGUAGE_CODES.map((code) => sql.lit(code)));
  await db.schema
    .alterTable('quiz_assignments')
    .addColumn('language', 'text', (c) => c.check(sql`language in (${codes})`))
    .execute();
  await db.schema
    .createIndex('quiz_assignments_email_language')
    .on('quiz_assignments')
    .columns(['user_email', 'id'])
    .where(sql.ref('language'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('quiz_assignments_email_language').execute();
  await db.schema.alterTable('quiz_assignments').dropColumn('language').execute();
}
