/**
 * Who saved each versioned record's current version (ADR 300): sponsors, translation groups, translations, banners,
 * playlists, institutions, identity providers, LTI platform registrations, class documents, feature flags and
 * classes (their form, and their share list beside it). A save refused as made on an older version then says
 * whether the current one was the caller's own, from another tab or device. Existing rows name nobody; an account
 * removed leaves its saves naming nobody.
 */
import type { Kysely } from 'kysely';

const COLUMNS = [
  ['sponsors', 'updated_by'],
  ['translation_groups', 'updated_by'],
  ['site_translations', 'updated_by'],
  ['banners', 'updated_by'],
  ['playlists', 'updated_by'],
  ['institutions', 'updated_by'],
  ['identity_providers', 'updated_by'],
  ['lti_platforms', 'updated_by'],
  ['class_documents', 'updated_by'],
  ['feature_flags', 'updated_by'],
  ['classes', 'updated_by'],
  ['classes', 'shares_updated_by'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS)
    await db.schema
      .alterTable(table)
      .addColumn(column, 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute();
}
