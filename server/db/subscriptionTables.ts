/** Kysely table interface of account subscriptions (migration 065_user_subscriptions, ADR 066). */
import type { ColumnType, Insertable } from 'kysely';

export type SubscriptionKind = 'trial' | 'subscription';

export interface UserSubscriptionTable {
  user_id: number;
  kind: SubscriptionKind;
  ends_at: ColumnType<Date, Date | string, Date | string>;
}

export interface SubscriptionTables {
  user_subscriptions: UserSubscriptionTable;
}

export type NewUserSubscription = Insertable<UserSubscriptionTable>;
