/**
 * The durable job queue. Jobs are rows; a worker claims the oldest due one with FOR UPDATE SKIP LOCKED (so two
 * workers never take the same job), and a job left running past its lease (a crashed or restarted server) is
 * claimed again.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Job } from '../../jobs/jobTables';

/** Queues a job, due now or at `runAt` (a scheduled publication waits for its moment, ADR 314). */
export async function enqueueJob(
  db: Kysely<Database>,
  kind: string,
  payload: unknown,
  now: Date,
  runAt: Date = now,
): Promise<number> {
  const { id } = await db
    .insertInto('jobs')
    .values({ kind, payload: JSON.stringify(payload), run_at: runAt, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Claims one due job (pending, or running with an expired lease) and marks it running; undefined when none. */
export async function claimJob(db: Kysely<Database>, now: Date, leaseMs: number): Promise<Job | undefined> {
  const staleBefore = new Date(now.getTime() - leaseMs);
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('jobs')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', now)]),
          eb.and([eb('status', '=', 'running'), eb('locked_at', '<', staleBefore)]),
        ]),
      )
      .orderBy('run_at')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!due) return undefined;
    return trx
      .updateTable('jobs')
      .set({ status: 'running', locked_at: now, attempts: sql`attempts + 1`, updated_at: now })
      .where('id', '=', due.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export async function completeJob(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'done', locked_at: null, last_error: null, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: retried after the policy's delay, or marked failed after its `maxAttempts`. */
export async function failJob(
  db: Kysely<Database>,
  job: Pick<Job, 'id' | 'attempts'>,
  error: string,
  now: Date,
  retry: { readonly maxAttempts: number; delayMs(attempts: number): number },
): Promise<void> {
  const final = job.attempts >= retry.maxAttempts;
  await db
    .updateTable('jobs')
    .set({
      status: final ? 'failed' : 'pending',
      locked_at: null,
      last_error: error.slice(0, 2000),
      run_at: new Date(now.getTime() + retry.delayMs(job.attempts)),
      updated_at: now,
    })
    .where('id', '=', job.id)
    .execute();
}

export async function listJobs(db: Kysely<Database>): Promise<Job[]> {
  return db.selectFrom('jobs').selectAll().orderBy('id').execute();
}
