/** Failed sign-ins, kept in the database so every server instance counts the same attempts (ADR 104). */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';

export interface AttemptPair {
  /** The normalised e-mail tried. */
  readonly account: string;
  readonly address: string;
}

/** What the throttle needs to know about one sign-in's pair, account and address, read in one query. */
export interface AttemptStats {
  /** Failures of this account from this address since `pairSince`, and the newest of them. */
  readonly pairFailures: number;
  readonly pairLast: Date | null;
  /** Failures of this account from any address since `recentSince`, and the newest of them. */
  readonly accountFailures: number;
  readonly accountLast: Date | null;
  /** Failures from this address on any account since `recentSince`, and the `nth` newest of them. */
  readonly addressFailures: number;
  readonly addressNthNewest: Date | null;
}

export interface AttemptWindows {
  readonly pairSince: Date;
  readonly recentSince: Date;
  /** Which of the address's newest failures to return (its limit): the one whose ageing frees the address. */
  readonly nth: number;
}

export async function recordFailedAttempt(db: Kysely<Database>, pair: AttemptPair, now: Date) {
  await db
    .insertInto('login_attempts')
    .values({ account: pair.account, address: pair.address, attempted_at: now })
    .execute();
}

export async function attemptStats(
  db: Kysely<Database>,
  { account, address }: AttemptPair,
  { pairSince, recentSince, nth }: AttemptWindows,
): Promise<AttemptStats> {
  const isPair = sql`account = ${account} and address = ${address}`;
  const accountRecent = sql`account = ${account} and attempted_at > ${recentSince}`;
  const addressRecent = sql`address = ${address} and attempted_at > ${recentSince}`;
  const { rows } = await sql<{
    pair_failures: string | number;
    pair_last: Date | string | null;
    account_failures: string | number;
    account_last: Date | string | null;
    address_failures: string | number;
    address_nth_newest: Date | string | null;
  }>`
    select
      count(*) filter (where ${isPair}) as pair_failures,
      max(attempted_at) filter (where ${isPair}) as pair_last,
      count(*) filter (where ${accountRecent}) as account_failures,
      max(attempted_at) filter (where ${accountRecent}) as account_last,
      count(*) filter (where ${addressRecent}) as address_failures,
      (array_agg(attempted_at order by attempted_at desc) filter (where ${addressRecent}))[${nth}]
        as address_nth_newest
    from login_attempts
    where (account = ${account} or address = ${address}) and attempted_at > ${pairSince}
  `.execute(db);
  const row = rows[0]!;
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    pairFailures: Number(row.pair_failures),
    pairLast: date(row.pair_last),
    accountFailures: Number(row.account_failures),
    accountLast: date(row.account_last),
    addressFailures: Number(row.address_failures),
    addressNthNewest: date(row.address_nth_newest),
  };
}

/** A correct password forgives the failures of its own pair only. */
export async function clearPairAttempts(db: Kysely<Database>, pair: AttemptPair) {
  await db
    .deleteFrom('login_attempts')
    .where('account', '=', pair.account)
    .where('address', '=', pair.address)
    .execute();
}

export async function pruneAttempts(db: Kysely<Database>, before: Date) {
  await db.deleteFrom('login_attempts').where('attempted_at', '<=', before).execute();
}
