/** The interface language a user chose (ADR 179): a SPEC code, null until they choose one. */
import { type Kysely, sql } from 'kysely';
import { UI_LANGUAGE_CODES } from '../../../src/domain/shared/languages';

export async function up(db: Kysely<unknown>): Promise<void> {
  const codes = sql.join(UI_LANGUAGE_CODES.map((code) => sql.lit(code)));
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.check(sql`language in (${codes})`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
