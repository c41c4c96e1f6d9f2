/**
 * Sponsors, translation groups, translations and banners carry a version, as quizzes do (ADR 109): it starts at 1
 * and every update adds one, so a save made on an older version can be refused with 409 instead of silently
 * overwriting what someone else saved. Existing rows take version 1.
 */
import type { Kysely } from 'kysely';

const TABLES = ['sponsors', 'translation_groups', 'site_translations', 'banners'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES)
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('version').execute();
}
