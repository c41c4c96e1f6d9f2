/**
 * Whether this process can do its work (ADR 227): every migration of this build has run, the store answers, and
 * the heavy-work thread answers. `GET /readyz` answers 503 with the reasons when one of them fails, so a load
 * balancer sends nobody to a process that would fail them.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { pendingMigrations } from '../db/migrator';
import type { HeavyWork } from '../heavyWork/heavyWork';

/** How long one check may take before it counts as failed. */
export const READINESS_TIMEOUT_MS = 5_000;

export type CheckName = 'migrations' | 'store' | 'heavyWork';
/** 'ok', or why not. */
export type Readiness = Record<CheckName, string>;

function within<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${READINESS_TIMEOUT_MS} ms`)),
      READINESS_TIMEOUT_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function storeProblem(db: Kysely<Database>): Promise<string | null> {
  try {
    await within(sql`select 1`.execute(db), 'the store');
    return null;
  } catch (error) {
    return `the store is unreachable: ${reasonOf(error)}`;
  }
}

async function migrationsProblem(db: Kysely<Database>): Promise<string | null> {
  try {
    const pending = await within(pendingMigrations(db), 'the store');
    return pending.length === 0 ? null : `migrations not run: ${pending.join(', ')}`;
  } catch (error) {
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
