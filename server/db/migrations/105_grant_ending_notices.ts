/**
 * MoEngage's "a grant ending soon" (ADR 355): the end a grant's notice was sent for, so the daily scan sends one per
 * grant and end date, and a renewal that moves the end makes it due again.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product_grants').addColumn('ending_notice_for', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product_grants').dropColumn('ending_notice_for').execute();
}
