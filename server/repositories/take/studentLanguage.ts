/**
 * The language a student's page was in when they started (ADR 269): kept on their assignment, so the messages they
 * are sent afterwards — a reminder, another quiz — are written in it.
 */
import type { Kysely } from 'kysely';
import type { UiLanguageCode } from '../../../src/domain/shared/languages';
import type { Database } from '../../db/database';

export async function rememberStudentLanguage(
  db: Kysely<Database>,
  token: string,
  language: UiLanguageCode,
): Promise<void> {
  await db
    .updateTable('quiz_assignments')
    .set({ language })
    .where('token', '=', token)
    .where((eb) => eb.or([eb('language', 'is', null), eb('language', '!=', language)]))
    .execute();
}
