/** Account trials and subscriptions (ADR 066): the end that caps the deadlines an account sets. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** The trial or subscription end of an account; null when it has none (ADR 066). */
export async function subscriptionEndOf(db: Kysely<Database>, userId: number | null): Promise<Date | null> {
  if (userId === null) return null;
  const row = await db
    .selectFrom('user_subscriptions')
    .select('ends_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.ends_at ?? null;
}
