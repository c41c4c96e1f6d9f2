/**
 * Account trials and subscriptions (ADR 066) and their institution's (ADR 181): the end that caps the deadlines an
 * account sets. The rule lives here once, as SQL every reader selects: an account without an end of its own has
 * none; otherwise its end is the later of its own and its institution's (the later of the institution's
 * subscription and trial end).
 *
 * @publicModule the quiz and results repositories select the deadline limit it defines.
 */
import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database';

/** The deadline limit of the account whose id `userId` is (a column or a value), as one scalar subquery. */
export function subscriptionEndSql(userId: Expression<number | null>): RawBuilder<Date | null> {
  return sql<Date | null>`(select greatest(us.ends_at, i.subscription_ends_at, i.trial_ends_at)
    from user_subscriptions us
    join users su on su.id = us.user_id
    left join institutions i on i.id = su.institution_id
    where us.user_id = ${userId})`;
}

/** The trial or subscription end of an account, its institution's counted; null when it has none. */
export async function subscriptionEndOf(db: Kysely<Database>, userId: number | null): Promise<Date | null> {
  if (userId === null) return null;
  const row = await db.selectNoFrom(subscriptionEndSql(sql.val(userId)).as('ends_at')).executeTakeFirst();
  const value = row?.ends_at ?? null;
  return value === null ? null : new Date(value);
}
