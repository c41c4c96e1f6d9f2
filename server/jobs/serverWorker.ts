/**
 * The one job worker a running server starts: library rebuilds, the mail of students' links, LTI scores and
 * scheduled publications share the jobs table, so one worker runs every kind (a worker that met a kind it has no
 * handler for would fail that job).
 */
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { ASSIGNMENT_MAIL_RETRY, assignmentMailHandler } from '../mail/assignmentMail';
import { LTI_SCORE_JOB, LTI_SCORE_RETRY, ltiScoreHandler } from '../lti/scores';
import { createMailer } from '../mail/mailer';
import { ASSIGNMENT_MAIL_JOB } from '../repositories/take/assignments';
import { REBUILD_JOB_HANDLERS } from './rebuildJobs';
import { ARTICLE_PUBLISH_JOB, articlePublishHandler } from './articlePublish';
import { moengageDeliveryHandler } from '../moengage/moengageDelivery';
import { MOENGAGE_DELIVERY_JOB } from '../repositories/moengage/moengageOutbox';
import { grantsEndingHandler, MOENGAGE_GRANTS_ENDING_JOB } from '../moengage/grantEndingNotices';
import { createJobWorker, type JobWorker, type WorkerOptions } from './worker';

export interface ServerWorker extends JobWorker {
  /** Stops the worker and closes the mail connection. */
  close(): Promise<void>;
}

export function createServerWorker(
  db: Kysely<Database>,
  config: ServerConfig,
  now: () => Date,
  options: Partial<Pick<WorkerOptions, 'pollMs' | 'leaseMs' | 'maxAttempts' | 'onError'>> = {},
): ServerWorker {
  const mailer = createMailer(config);
  const worker = createJobWorker({
    db,
    now,
    handlers: {
      ...REBUILD_JOB_HANDLERS,
      [ASSIGNMENT_MAIL_JOB]: assignmentMailHandler(config, mailer),
      [LTI_SCORE_JOB]: ltiScoreHandler(config),
      [ARTICLE_PUBLISH_JOB]: articlePublishHandler,
      [MOENGAGE_DELIVERY_JOB]: moengageDeliveryHandler(config),
      [MOENGAGE_GRANTS_ENDING_JOB]: grantsEndingHandler,
    },
    retries: { [LTI_SCORE_JOB]: LTI_SCORE_RETRY, [ASSIGNMENT_MAIL_JOB]: ASSIGNMENT_MAIL_RETRY },
    ...options,
  });
  return {
    ...worker,
    async close() {
      await worker.stop();
      mailer?.close();
    },
  };
}
