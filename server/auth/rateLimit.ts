/**
 * Sign-in throttling (ADR 104, after the OWASP Authentication Cheat Sheet). Failures are counted per
 * (account, address) pair, per address and per account, in the database so every server instance agrees:
 *
 * - the pair: a few free failures, then a wait that doubles with each further failure (a guesser at one account
 *   from one address slows down exponentially, a mistyping owner hardly notices);
 * - the address: a limit over all accounts in a sliding window stops one address spraying many accounts;
 * - the account: failures from any addresses add a short, capped wait for every address (ADR 364), so guessing
 *   from many addresses slows down too; a browser that signed in to the account before (its device cookie,
 *   server/auth/signInDevices.ts) is spared it, so knowing an e-mail never locks its owner out.
 *
 * Nothing sleeps on the server to slow a guesser down: a throttled sign-in is answered at once with the time to
 * wait.
 *
 * Sign-ins sent at once are throttled exactly like the same sign-ins one after the other (ADR 187): a sign-in
 * counts and claims its attempt in one transaction, under a lock on its account and its address, before its
 * password is checked. An attempt still being checked counts as a failure for the others; one that is throttled
 * only because of such attempts waits a moment for their outcome (a right password forgives its pair) instead of
 * being turned away on a guess.
 */
import { setTimeout as pause } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import {
  attemptStats,
  claimAttempt,
  clearPairAttempts,
  lockAttemptKeys,
  pruneAttempts,
  settleFailedAttempt,
  withdrawAttempt,
  type AttemptPair,
  type AttemptStats,
} from '../repositories/session/loginAttempts';

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
  /**
   * An attempt claimed longer ago than this and still not settled belongs to a process that died mid-check: it
   * counts as a failure from then on.
   */
  pendingMaxMs: 15 * SECOND,
  /**
   * A sign-in held back only by attempts another process is checking asks again after 10 ms, then twice as long
   * each time up to a quarter of a second, at most 25 times; then it is throttled as if they had failed.
   */
  settleFirstPauseMs: 10,
  settleMaxPauseMs: 250,
  settleMaxPauses: 25,
} as const;

/** `first` doubled for each failure past the free ones, capped; 0 while failures are free. */
export function growingDelay(failures: number, free: number, firstMs: number, maxMs: number): number {
  if (failures < free) return 0;
  return Math.min(maxMs, firstMs * 2 ** Math.min(failures - free, 30));
}

/**
 * Milliseconds until a sign-in with these counts may be tried, or 0. `trustedDevice`: the browser signed in to this
 * account before, and the account's own wait spares it (ADR 364).
 */
export function signInWaitMs(
  stats: AttemptStats,
  now: Date,
  trustedDevice = false,
  limits = SIGN_IN_LIMITS,
): number {
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
  // What others did to the account holds back every address but the owner's browsers.
  const accountFree = !trustedDevice
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

/** A sign-in that may check its password (its claimed attempt), or the milliseconds it must wait. */
export type SignInClaim = { readonly attemptId: number } | { readonly waitMs: number };

const windowsAt = (now: Date) => ({
  pairSince: new Date(now.getTime() - SIGN_IN_LIMITS.pairMemoryMs),
  recentSince: new Date(now.getTime() - SIGN_IN_LIMITS.recentWindowMs),
  nth: SIGN_IN_LIMITS.maxFailuresPerAddress,
  pendingSince: new Date(now.getTime() - SIGN_IN_LIMITS.pendingMaxMs),
});

/**
 * The attempts this process is checking, each settled when its check ends: a sign-in held back by them waits for
 * exactly those instead of asking the database again and again. Attempts of other processes are polled.
 */
const checking = new Map<number, { readonly done: Promise<void>; readonly settle: () => void }>();

function startChecking(attemptId: number) {
  let settle!: () => void;
  const done = new Promise<void>((resolve) => (settle = resolve));
  checking.set(attemptId, { done, settle });
}

function endChecking(attemptId: number) {
  checking.get(attemptId)?.settle();
  checking.delete(attemptId);
}

/**
 * Resolves when these attempts have settled here, or after `pollMs` when some are another process's. Attempts of
 * this process always report back (their sign-in settles them whatever happens), so they are awaited, not polled:
 * asking the database again while they are being checked would only slow their checks down.
 */
async function settlingOf(attemptIds: readonly number[], pollMs: number): Promise<void> {
  const local = attemptIds.map((id) => checking.get(id)?.done);
  const timeoutMs = local.includes(undefined) ? pollMs : SIGN_IN_LIMITS.pendingMaxMs;
  const timer = new AbortController();
  try {
    await Promise.race([
      Promise.all(local),
      pause(timeoutMs, undefined, { signal: timer.signal }).catch(() => undefined),
    ]);
  } finally {
    timer.abort();
  }
}

type ClaimRound =
  | { readonly attemptId: number }
  | { readonly waitMs: number; readonly settledWaitMs: number; readonly pendingIds: readonly number[] };

/**
 * Counts and claims in one transaction under the locks of the account and the address. `settledWaitMs` is the
 * wait the settled attempts impose: when it is 0 and `waitMs` is not, only attempts still being checked (their
 * ids in `pendingIds`) hold this one back.
 */
async function claimOnce(
  db: Kysely<Database>,
  pair: AttemptPair,
  clock: () => Date,
  trustedDevice: boolean,
): Promise<ClaimRound> {
  const round = await db.transaction().execute(async (trx): Promise<ClaimRound> => {
    await lockAttemptKeys(trx, pair);
    // The time is read once the locks are held: an attempt claimed while this one waited for them is never later
    // than this one's now, so the wait it imposes is never told as more than the rule's.
    const now = clock();
    const stats = await attemptStats(trx, pair, windowsAt(now));
    const waitMs = signInWaitMs(stats.withPending, now, trustedDevice);
    if (waitMs === 0) return { attemptId: await claimAttempt(trx, pair, now) };
    const settledWaitMs = signInWaitMs(stats.settled, now, trustedDevice);
    return { waitMs, settledWaitMs, pendingIds: stats.pendingIds };
  });
  if ('attemptId' in round) startChecking(round.attemptId);
  return round;
}

/**
 * Claims the right to check this sign-in's password, or says how long it must wait. A claimed attempt is then
 * settled by `recordSignInFailure` or `forgiveSignIn`, or withdrawn by `withdrawSignIn`.
 */
export async function claimSignIn(
  db: Kysely<Database>,
  pair: AttemptPair,
  now: () => Date,
  trustedDevice = false,
): Promise<SignInClaim> {
  let pollMs: number = SIGN_IN_LIMITS.settleFirstPauseMs;
  for (let pauses = 0; ; pauses++) {
    const round = await claimOnce(db, pair, now, trustedDevice);
    if ('attemptId' in round) return round;
    // Held back by settled failures, or still by pending ones after waiting long enough: throttled.
    if (round.settledWaitMs > 0) return { waitMs: round.settledWaitMs };
    if (pauses === SIGN_IN_LIMITS.settleMaxPauses) return { waitMs: round.waitMs };
    await settlingOf(round.pendingIds, pollMs);
    pollMs = Math.min(pollMs * 2, SIGN_IN_LIMITS.settleMaxPauseMs);
  }
}

/** The password was wrong: the claimed attempt is a failure. */
export async function recordSignInFailure(db: Kysely<Database>, attemptId: number, now: Date) {
  try {
    await settleFailedAttempt(db, attemptId);
  } finally {
    endChecking(attemptId);
  }
  await pruneAttempts(db, new Date(now.getTime() - SIGN_IN_LIMITS.pairMemoryMs));
}

/** The password was right: the pair's failures are forgiven, and the claim with them. */
export async function forgiveSignIn(db: Kysely<Database>, pair: AttemptPair, attemptId: number, now: Date) {
  try {
    await clearPairAttempts(db, pair, { attemptId, pendingSince: windowsAt(now).pendingSince });
  } finally {
    endChecking(attemptId);
  }
}

/** The password could not be checked (the store failed): the attempt is given back. */
export async function withdrawSignIn(db: Kysely<Database>, attemptId: number) {
  try {
    await withdrawAttempt(db, attemptId);
  } finally {
    endChecking(attemptId);
  }
}
