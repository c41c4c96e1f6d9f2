/** The durable job queue's table (migration 006_jobs). */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export interface JobTable {
  id: Generated<number>;
  kind: string;
  payload: Json<unknown>;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  attempts: Generated<number>;
  /** Not claimed before this moment (retries back off). */
  run_at: Timestamp;
  /** When a worker claimed it; a running job older than the lease is taken again. */
  locked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface JobTables {
  jobs: JobTable;
}

export type Job = Selectable<JobTable>;
export type NewJob = Insertable<JobTable>;
