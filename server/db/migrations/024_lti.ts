/** LTI 1.3 platform registrations, the tool's keys, launches and line items (ADR 183) (filled in with its area). */
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
