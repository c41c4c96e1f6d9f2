/** The rebuild jobs of the quiz library and the worker that runs them. */
import type { Kysely } from 'kysely';
import * as z from 'zod';
import { PROCESS_STATUS } from '../db/contentTables';
import type { Database } from '../db/database';
import { enqueueJob } from '../repositories/shared/jobs';
import { planLibraryRebuild, rebuildSectionQuiz, setProcessStatus } from './rebuildSectionQuiz';
import { createJobWorker, type JobHandler, type JobWorker, type WorkerOptions } from './worker';

export const JOB_KINDS = { processLibrary: 'library.process', rebuildQuiz: 'library.rebuildQuiz' } as const;

const ProcessPayload = z.object({
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  isAllUpdate: z.boolean(),
  sectionId: z.number().int(),
  ownerUserId: z.number().int().nullable(),
});
export type ProcessLibraryPayload = z.infer<typeof ProcessPayload>;
const RebuildPayload = z.object({ quizId: z.number().int() });

/**
 * Expands a library request into one job per section quiz (created first when missing). Planning, marking the
 * quizzes processing and queueing their jobs are one transaction (ADR 071): an attempt that fails or stops part-way
 * leaves nothing behind, so a retry, or a later Add Only Missing request, starts from the quizzes as they were, and
 * a last failed attempt has no processing quiz to set back.
 */
const processLibrary: JobHandler = async (payload, { db, now }) => {
  await planLibraryRebuild(db, ProcessPayload.parse(payload), now(), async (trx, quizIds) => {
    for (const quizId of quizIds) await enqueueJob(trx, JOB_KINDS.rebuildQuiz, { quizId }, now());
  });
};

/** A quiz whose last attempt failed is shown as ready again, with its previous activities. */
const rebuildQuiz: JobHandler = async (payload, { db, now, lastAttempt }) => {
  const { quizId } = RebuildPayload.parse(payload);
  try {
    await rebuildSectionQuiz(db, quizId, now());
  } catch (error) {
    if (lastAttempt) await setProcessStatus(db, [quizId], PROCESS_STATUS.ready);
    throw error;
  }
};

export async function enqueueLibraryRebuild(
  db: Kysely<Database>,
  payload: ProcessLibraryPayload,
  now: Date,
): Promise<number> {
  return enqueueJob(db, JOB_KINDS.processLibrary, payload, now);
}

/** The handlers of the rebuild job kinds, for a worker that runs other kinds too (serverWorker.ts). */
export const REBUILD_JOB_HANDLERS: Readonly<Record<string, JobHandler>> = {
  [JOB_KINDS.processLibrary]: processLibrary,
  [JOB_KINDS.rebuildQuiz]: rebuildQuiz,
};

export function createRebuildWorker(
  db: Kysely<Database>,
  now: () => Date,
  options: Partial<Pick<WorkerOptions, 'pollMs' | 'leaseMs' | 'maxAttempts' | 'onError'>> = {},
): JobWorker {
  return createJobWorker({
    db,
    now,
    handlers: REBUILD_JOB_HANDLERS,
    ...options,
  });
}
