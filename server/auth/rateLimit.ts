/**
 * Limits on failed sign-ins, per account and per client address, over a sliding window. Attempts are stored in
 * the database so that every server instance sees the same count.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import {
  failuresSince,
  pruneAttempts,
  recordFailedAttempts,
  type AttemptKey,
} from '../repositories/loginAttempts';

export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export interface LimitedKey {
  readonly key: AttemptKey;
  readonly limit: number;
}

/** The keys a sign-in is counted under: the account first, then the client address. */
export function signInKeys(email: string, address: string): [account: LimitedKey, address: LimitedKey] {
  return [
    { key: { kind: 'account', value: email }, limit: MAX_FAILURES_PER_ACCOUNT },
    { key: { kind: 'address', value: address }, limit: MAX_FAILURES_PER_ADDRESS },
  ];
}

/**
 * Whole minutes until a key with these failures (oldest first, all inside the window) may try again, or 0.
 * The key is free again once enough of its oldest failures have left the window to bring it under the limit.
 */
export function minutesUntilAllowed(
  failures: readonly Date[],
  limit: number,
  windowMs: number,
  now: Date,
): number {
  if (failures.length < limit) return 0;
  const freeAt = failures[failures.length - limit]!.getTime() + windowMs;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000));
}

/** Minutes to wait before any of these keys may sign in again, or 0 when none is blocked. */
export async function blockedMinutes(
  db: Kysely<Database>,
  keys: readonly LimitedKey[],
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  let minutes = 0;
  for (const { key, limit } of keys) {
    const failures = await failuresSince(db, key, since);
    minutes = Math.max(minutes, minutesUntilAllowed(failures, limit, SIGN_IN_WINDOW_MS, now));
  }
  return minutes;
}

export async function recordSignInFailure(db: Kysely<Database>, keys: readonly LimitedKey[], now: Date) {
  await pruneAttempts(db, new Date(now.getTime() - SIGN_IN_WINDOW_MS));
  await recordFailedAttempts(
    db,
    keys.map(({ key }) => key),
    now,
  );
}
