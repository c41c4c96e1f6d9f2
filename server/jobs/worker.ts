/**
 * The job worker the server starts: it polls the jobs table, runs one job at a time and records the outcome.
 * Jobs survive a restart: pending ones wait in the table, and a job left running by a stopped server is taken
 * again once its lease runs out. Tests call `runUntilIdle()` instead of starting the timer.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { claimJob, completeJob, failJob } from '../repositories/shared/jobs';
import type { Job } from './jobTables';
import { jobFailures } from '../operations/metrics';

export interface JobContext {
  readonly db: Kysely<Database>;
  readonly now: () => Date;
  /** No retry follows if this attempt fails. */
  readonly lastAttempt: boolean;
}
export type JobHandler = (payload: unknown, context: JobContext) => Promise<void>;

/** How a kind of job is tried again: how many attempts in all, and the wait after the n-th failed one. */
export interface RetryPolicy {
  readonly maxAttempts: number;
  delayMs(attempts: number): number;
}

const MINUTE = 60_000;
/**
 * Over hours (ADR 256): twelve attempts 1, 2, 4, … 32 minutes apart, then hourly, each wait ±20 % so that jobs
 * refused together do not come back together; about six hours in all before the job is marked failed. For a
 * service that may be down for a while (an LMS, a mail server).
 */
export const RETRY_OVER_HOURS: RetryPolicy = {
  maxAttempts: 12,
  delayMs: (attempts) => Math.min(60 * MINUTE, 2 ** (attempts - 1) * MINUTE) * (0.8 + Math.random() * 0.4),
};

/** Thrown by a handler for a refusal that no retry can change (a mailbox that does not exist): failed at once. */
export class PermanentJobError extends Error {}

export interface WorkerOptions {
  readonly db: Kysely<Database>;
  readonly now: () => Date;
  readonly handlers: Readonly<Record<string, JobHandler>>;
  /** Wait between polls when the queue is empty. */
  readonly pollMs?: number;
  /** A running job older than this is considered abandoned and claimed again. */
  readonly leaseMs?: number;
  readonly maxAttempts?: number;
  /** Kinds retried otherwise than `maxAttempts` attempts 10 s, 20 s, … apart (an LMS down for hours, ADR 256). */
  readonly retries?: Readonly<Record<string, RetryPolicy>>;
  /** Called when a job attempt fails (the server logs it). */
  readonly onError?: (error: unknown, job?: Job) => void;
}

export interface JobWorker {
  /** Runs at most one due job; true when one ran. */
  tick(): Promise<boolean>;
  /** Runs due jobs until none is left. */
  runUntilIdle(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export const JOB_DEFAULTS = { pollMs: 1_000, leaseMs: 5 * 60_000, maxAttempts: 3 } as const;

export function createJobWorker(options: WorkerOptions): JobWorker {
  const { db, now, handlers } = options;
  const pollMs = options.pollMs ?? JOB_DEFAULTS.pollMs;
  const leaseMs = options.leaseMs ?? JOB_DEFAULTS.leaseMs;
  const maxAttempts = options.maxAttempts ?? JOB_DEFAULTS.maxAttempts;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  /** Set by `stop`: the job under way finishes, no other is taken. */
  let stopping = false;

  async function tick(): Promise<boolean> {
    const job = await claimJob(db, now(), leaseMs);
    if (!job) return false;
    const handler = handlers[job.kind];
    const retry = options.retries?.[job.kind] ?? {
      maxAttempts,
      delayMs: (attempts: number) => 2 ** attempts * 5_000,
    };
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(job.payload, { db, now, lastAttempt: job.attempts >= retry.maxAttempts });
      await completeJob(db, job.id, now());
    } catch (error) {
      jobFailures.inc({ kind: job.kind });
      options.onError?.(error, job);
      const message = error instanceof Error ? error.message : String(error);
      const final = error instanceof PermanentJobError ? { ...retry, maxAttempts: job.attempts } : retry;
      await failJob(db, job, message, now(), final);
    }
    return true;
  }

  async function runUntilIdle(): Promise<number> {
    let count = 0;
    while (!stopping && (await tick())) count++;
    return count;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runUntilIdle()
        .catch((error: unknown) => options.onError?.(error))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    tick,
    runUntilIdle,
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      schedule();
    },
    async stop() {
      stopped = true;
      stopping = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
