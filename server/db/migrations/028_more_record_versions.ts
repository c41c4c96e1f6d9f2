/**
 * Identity providers, LTI platform registrations, class documents and feature flags carry a version, and a class
 * carries one for its share list beside the version of its form (ADR 188, after ADR 109): it starts at 1 and every
 * save adds one, so a save made on an older version is refused with 409 instead of silently overwriting what
 * someone else saved. Existing rows take version 1.
 */
import type { Kysely } from 'kysely';

const COLUMNS = [
  ['identity_providers', 'version'],
  ['lti_platforms', 'version'],
  ['class_documents', 'version'],
  ['feature_flags', 'version'],
  ['classes', 'shares_version'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS)
    await db.schema
      .alterTable(table)
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute();
}
