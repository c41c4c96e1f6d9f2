/** Institutions: e-mail domains, subscription and trial end, editing (ADR 181) (filled in with its area). */
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
