/**
 * Whether this process can do its work (ADR 227): every migration of this build has run, the store answers, and
 * the heavy-work thread answers. `GET /readyz` answers 503 with the reasons when one of them fails, so a load
 * balancer sends nobody to a process that would fail them. It says whether, not how fast (ADR 356): a check that
 * is slower than READINESS_TIMEOUT_MS on a busy process stands on its last answer instead of failing, so a load
 * balancer does not pull an instance for being busy.
 */
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { storeOf } from '../db/createDb';
import type { Database } from '../db/database';
import { pendingMigrations } from '../db/migrator';
import type { HeavyWork } from '../heavyWork/heavyWork';

/** How long one check waits for its answer before a busy process's last answer stands. */
export const READINESS_TIMEOUT_MS = 1_000;
/** A pool whose last statement ended this recently is busy, not unreachable, when a check is late. */
export const STORE_HEARD_WITHIN_MS = 15_000;

export type CheckName = 'migrations' | 'store' | 'heavyWork';
/** 'ok', or why not. */
export type Readiness = Record<CheckName, string>;

class Late extends Error {}

function within<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Late(`${what} did not answer within ${READINESS_TIMEOUT_MS} ms`)),
      READINESS_TIMEOUT_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** When each PostgreSQL pool last gave a connection back without an error: the store answered then. */
const heard = new WeakMap<pg.Pool, number>();

/** Starts listening to the store's pool, once; called as the routes are registered. */
export function listenToStore(db: Kysely<Database>): void {
  const store = storeOf(db);
  if (store?.kind !== 'postgres' || heard.has(store.pool)) return;
  heard.set(store.pool, Date.now());
  store.pool.on('release', (error: Error | undefined) => {
    if (!error) heard.set(store.pool, Date.now());
  });
}

/**
 * Whether a late answer is a busy store's: PGlite answers in its own thread and cannot be out of reach, and a pool
 * that finished a statement lately is busy with the others. A pool silent for longer (a database gone, a network
 * that drops everything) is not.
 */
function busyStore(db: Kysely<Database>): boolean {
  const store = storeOf(db);
  if (store?.kind !== 'postgres') return true;
  const at = heard.get(store.pool);
  return at !== undefined && Date.now() - at < STORE_HEARD_WITHIN_MS;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function storeProblem(db: Kysely<Database>): Promise<string | null> {
  try {
    await within(sql`select 1`.execute(db), 'the store');
    return null;
  } catch (error) {
    if (error instanceof Late && busyStore(db)) return null;
    return `the store is unreachable: ${reasonOf(error)}`;
  }
}

async function migrationsProblem(db: Kysely<Database>): Promise<string | null> {
  try {
    const pending = await within(pendingMigrations(db), 'the store');
    return pending.length === 0 ? null : `migrations not run: ${pending.join(', ')}`;
  } catch (error) {
    // Busy: the migrations this process ran or found at its start still stand.
    if (error instanceof Late && busyStore(db)) return null;
    return `migrations unknown: ${reasonOf(error)}`;
  }
}

export async function checkReadiness(db: Kysely<Database>, heavyWork: HeavyWork): Promise<Readiness> {
  const [migrations, store, heavy] = await Promise.all([
    migrationsProblem(db),
    storeProblem(db),
    heavyWork.problem(READINESS_TIMEOUT_MS),
  ]);
  return { migrations: migrations ?? 'ok', store: store ?? 'ok', heavyWork: heavy ?? 'ok' };
}

export const isReady = (readiness: Readiness) => Object.values(readiness).every((state) => state === 'ok');
