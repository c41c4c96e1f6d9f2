/**
 * Sign-in attempts, kept in the database so every server instance counts the same ones (ADRs 104 and 187). A
 * sign-in claims its attempt (a pending row) before its password is checked; the row becomes a failure when the
 * password was wrong and goes away when it was right.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database';

export interface AttemptPair {
  /** The normalised e-mail tried. */
  readonly account: string;
  readonly address: string;
}

/** What the throttle needs to know about one sign-in's pair, account and address. */
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
  /** Pending attempts claimed after this are still being checked; older ones count as failures. */
  readonly pendingSince: Date;
}

/** The same counts twice: with the attempts still being checked taken as failures, and without them. */
export interface ClaimStats {
  readonly withPending: AttemptStats;
  readonly settled: AttemptStats;
  /** The attempts on this account or from this address still being checked. */
  readonly pendingIds: readonly number[];
}

/** A 64-bit key for PostgreSQL's advisory locks, from a name. */
function lockKey(name: string): bigint {
  return createHash('sha256').update(name).digest().readBigInt64BE(0);
}

/**
 * Locks the account and the address of a sign-in until the transaction ends, so that parallel sign-ins sharing
 * either count and claim one after the other, in every process. Always in the same order, so none deadlock.
 */
export async function lockAttemptKeys(trx: Transaction<Database>, { account, address }: AttemptPair) {
  const keys = [lockKey(`sign-in account ${account}`), lockKey(`sign-in address ${address}`)].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  for (const key of keys) await sql`select pg_advisory_xact_lock(${String(key)}::bigint)`.execute(trx);
}

/** Claims an attempt for a sign-in about to check its password; resolves with its id. */
export async function claimAttempt(db: Kysely<Database>, pair: AttemptPair, now: Date): Promise<number> {
  const row = await db
    .insertInto('login_attempts')
    .values({ account: pair.account, address: pair.address, attempted_at: now, pending: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The claimed attempt's password was wrong: it is a failure from now on. */
export async function settleFailedAttempt(db: Kysely<Database>, attemptId: number) {
  await db.updateTable('login_attempts').set({ pending: false }).where('id', '=', attemptId).execute();
}

/** The check could not be made (the store failed): the attempt did not happen. */
export async function withdrawAttempt(db: Kysely<Database>, attemptId: number) {
  await db.deleteFrom('login_attempts').where('id', '=', attemptId).execute();
}

type Stamp = Date | string | null;
interface StatsRow {
  pair_failures: string | number;
  pair_last: Stamp;
  account_failures: string | number;
  account_last: Stamp;
  address_failures: string | number;
  address_nth_newest: Stamp;
  settled_pair_failures: string | number;
  settled_pair_last: Stamp;
  settled_account_failures: string | number;
  settled_account_last: Stamp;
  settled_address_failures: string | number;
  settled_address_nth_newest: Stamp;
  pending_ids: number[] | null;
}

export async function attemptStats(
  db: Kysely<Database>,
  { account, address }: AttemptPair,
  { pairSince, recentSince, nth, pendingSince }: AttemptWindows,
): Promise<ClaimStats> {
  const isPair = sql`account = ${account} and address = ${address}`;
  const accountRecent = sql`account = ${account} and attempted_at > ${recentSince}`;
  const addressRecent = sql`address = ${address} and attempted_at > ${recentSince}`;
  const settled = sql`(not pending or attempted_at <= ${pendingSince})`;
  const { rows } = await sql<StatsRow>`
    select
      count(*) filter (where ${isPair}) as pair_failures,
      max(attempted_at) filter (where ${isPair}) as pair_last,
      count(*) filter (where ${accountRecent}) as account_failures,
      max(attempted_at) filter (where ${accountRecent}) as account_last,
      count(*) filter (where ${addressRecent}) as address_failures,
      (array_agg(attempted_at order by attempted_at desc) filter (where ${addressRecent}))[${nth}]
        as address_nth_newest,
      count(*) filter (where ${isPair} and ${settled}) as settled_pair_failures,
      max(attempted_at) filter (where ${isPair} and ${settled}) as settled_pair_last,
      count(*) filter (where ${accountRecent} and ${settled}) as settled_account_failures,
      max(attempted_at) filter (where ${accountRecent} and ${settled}) as settled_account_last,
      count(*) filter (where ${addressRecent} and ${settled}) as settled_address_failures,
      (array_agg(attempted_at order by attempted_at desc) filter (where ${addressRecent} and ${settled}))[${nth}]
        as settled_address_nth_newest,
      array_agg(id) filter (where not ${settled}) as pending_ids
    from login_attempts
    where (account = ${account} or address = ${address}) and attempted_at > ${pairSince}
  `.execute(db);
  const row = rows[0]!;
  const date = (value: Stamp) => (value === null ? null : new Date(value));
  return {
    withPending: {
      pairFailures: Number(row.pair_failures),
      pairLast: date(row.pair_last),
      accountFailures: Number(row.account_failures),
      accountLast: date(row.account_last),
      addressFailures: Number(row.address_failures),
      addressNthNewest: date(row.address_nth_newest),
    },
    settled: {
      pairFailures: Number(row.settled_pair_failures),
      pairLast: date(row.settled_pair_last),
      accountFailures: Number(row.settled_account_failures),
      accountLast: date(row.settled_account_last),
      addressFailures: Number(row.settled_address_failures),
      addressNthNewest: date(row.settled_address_nth_newest),
    },
    pendingIds: (row.pending_ids ?? []).map(Number),
  };
}

/**
 * A correct password forgives the failures of its own pair only, and its own claim. Attempts of that pair still
 * being checked in parallel are theirs to settle: a wrong password among them still counts.
 */
export async function clearPairAttempts(
  db: Kysely<Database>,
  pair: AttemptPair,
  own: { readonly attemptId: number; readonly pendingSince: Date },
) {
  await db
    .deleteFrom('login_attempts')
    .where('account', '=', pair.account)
    .where('address', '=', pair.address)
    .where((eb) =>
      eb.or([
        eb('pending', '=', false),
        eb('id', '=', own.attemptId),
        eb('attempted_at', '<=', own.pendingSince),
      ]),
    )
    .execute();
}

export async function pruneAttempts(db: Kysely<Database>, before: Date) {
  await db.deleteFrom('login_attempts').where('attempted_at', '<=', before).execute();
}
