/**
 * Sign-in throttling (ADR 104, after the OWASP Authentication Cheat Sheet). Failures are counted per
 * (account, address) pair, per address and per account, in the database so every server instance agrees:
 *
 * - the pair: a few free failures, then a wait that doubles with each further failure (a guesser at one account
 *   from one address slows down exponentially, a mistyping owner hardly notices);
 * - the address: a limit over all accounts in a sliding window stops one address spraying many accounts;
 * - the account: failures from many addresses add a short, capped wait, and only for addresses that have failed
 *   themselves, so knowing an e-mail never locks its owner out.
 *
 * Nothing sleeps on the server: a throttled sign-in is answered at once with the time to wait.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import {
  attemptStats,
  pruneAttempts,
  recordFailedAttempt,
  type AttemptPair,
  type AttemptStats,
} from '../repositories/loginAttempts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const SIGN_IN_LIMITS = {
  /** Failures of one pair are remembered this long (and rows older than this are pruned). */
  pairMemoryMs: 24 * 60 * MINUTE,
  pairFreeFailures: 3,
  pairFirstDelayMs: 15 * SECOND,
  pairMaxDelayMs: 60 * MINUTE,
  /** The sliding window of the address limit and of the account's failures. */
  recentWindowMs: 15 * MINUTE,
  maxFailuresPerAddress: 20,
  accountFreeFailures: 10,
  accountFirstDelayMs: 2 * SECOND,
  accountMaxDelayMs: MINUTE,
} as const;

/** `first` doubled for each failure past the free ones, capped; 0 while failures are free. */
export function growingDelay(failures: number, free: number, firstMs: number, maxMs: number): number {
  if (failures < free) return 0;
  return Math.min(maxMs, firstMs * 2 ** Math.min(failures - free, 30));
}

/** Milliseconds until a sign-in with these counts may be tried, or 0. */
export function signInWaitMs(stats: AttemptStats, now: Date, limits = SIGN_IN_LIMITS): number {
  const at = now.getTime();
  const until = (from: Date | null, delayMs: number) => (from && delayMs > 0 ? from.getTime() + delayMs : 0);

  const pairFree = until(
    stats.pairLast,
    growingDelay(stats.pairFailures, limits.pairFreeFailures, limits.pairFirstDelayMs, limits.pairMaxDelayMs),
  );
  const addressFree =
    stats.addressFailures >= limits.maxFailuresPerAddress
      ? until(stats.addressNthNewest, limits.recentWindowMs)
      : 0;
  // An address that has not failed lately is never held back by what others did to the account.
  const accountFree =
    stats.addressFailures > 0
      ? until(
          stats.accountLast,
          growingDelay(
            stats.accountFailures,
            limits.accountFreeFailures,
            limits.accountFirstDelayMs,
            limits.accountMaxDelayMs,
          ),
        )
      : 0;
  return Math.max(0, pairFree - at, addressFree - at, accountFree - at);
}

/** Milliseconds this sign-in must wait, or 0 when it may be checked. */
export async function signInWait(db: Kysely<Database>, pair: AttemptPair, now: Date): Promise<number> {
  const stats = await attemptStats(db, pair, {
    pairSince: new Date(now.getTime() - SIGN_IN_LIMITS.pairMemoryMs),
    recentSince: new Date(now.getTime() - SIGN_IN_LIMITS.recentWindowMs),
    nth: SIGN_IN_LIMITS.maxFailuresPerAddress,
  });
  return signInWaitMs(stats, now);
}

export async function recordSignInFailure(db: Kysely<Database>, pair: AttemptPair, now: Date) {
  await pruneAttempts(db, new Date(now.getTime() - SIGN_IN_LIMITS.pairMemoryMs));
  await recordFailedAttempt(db, pair, now);
}
