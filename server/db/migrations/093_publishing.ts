/** The publisher's desk (ADR 314, 315): articles' statuses, history and media. */
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
