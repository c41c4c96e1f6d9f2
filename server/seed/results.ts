/**
 * Demo subscriptions for the deadline rules (ADR 066): corporate@ and the instructor cs@ have a subscription for
 * another year (cs@ tries the teaching loop, ADR 190), admin@ a trial ending in 60 days, trial@ a trial that ended 5
 * days ago (its quizzes' dates and deadlines cannot change), super@ none. Idempotent: existing rows are kept.
 */
import { addDays } from 'date-fns';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { NewUserSubscription, SubscriptionKind } from '../db/subscriptionTables';

export const DEMO_SUBSCRIPTIONS: readonly { email: string; kind: SubscriptionKind; days: number }[] = [
  { email: 'corporate@demo.test', kind: 'subscription', days: 365 },
  { email: 'admin@demo.test', kind: 'trial', days: 60 },
  { email: 'cs@demo.test', kind: 'subscription', days: 365 },
  { email: 'trial@demo.test', kind: 'trial', days: -5 },
];

export async function seedResults(db: Kysely<Database>, now = new Date()): Promise<void> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where(
      'email',
      'in',
      DEMO_SUBSCRIPTIONS.map((s) => s.email),
    )
    .execute();
  const rows: NewUserSubscription[] = users.flatMap((user) => {
    const plan = DEMO_SUBSCRIPTIONS.find((s) => s.email === user.email.toLowerCase());
    return plan ? [{ user_id: user.id, kind: plan.kind, ends_at: addDays(now, plan.days) }] : [];
  });
  if (rows.length === 0) return;
  await db
    .insertInto('user_subscriptions')
    .values(rows)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}
