/**
 * The signed-in user's standing with the catalogue as the /access screen says it (ADR 288), from what
 * GET /api/section_subscription answers (ADR 265): their account kind and whether it runs now. An account with no
 * trial or subscription of its own has no end, so it never counts as ended.
 */
export type AccountKind = 'trial' | 'subscription' | null;

export type SubscriptionStanding =
  'trialRunning' | 'trialEnded' | 'subscriptionRunning' | 'subscriptionEnded' | 'noEnd';

export function subscriptionStanding(kind: AccountKind, active: boolean): SubscriptionStanding {
  if (kind === 'trial') return active ? 'trialRunning' : 'trialEnded';
  if (kind === 'subscription') return active ? 'subscriptionRunning' : 'subscriptionEnded';
  return 'noEnd';
}

/** Whether the standing is one that has ended: the screen then says when, calmly, and lists no sections. */
export const hasEnded = (standing: SubscriptionStanding): boolean =>
  standing === 'trialEnded' || standing === 'subscriptionEnded';
