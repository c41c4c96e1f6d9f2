/**
 * The scheduled publication of an article (ADR 314): queued by the schedule step for its moment, with the article
 * and that moment. It publishes only an article still scheduled for exactly that moment, so two processes, a
 * retried job or an article rescheduled since publish nothing twice; a server that was down at the moment
 * publishes when its worker starts again.
 */
import * as z from 'zod';
import { ARTICLE_PUBLISH_JOB, publishScheduled } from '../repositories/publish/articleSteps';
import type { JobHandler } from './worker';

const PayloadSchema = z.object({ articleId: z.number().int(), at: z.iso.datetime({ offset: true }) });

export const articlePublishHandler: JobHandler = async (payload, { db, now }) => {
  const { articleId, at } = PayloadSchema.parse(payload);
  await publishScheduled(db, articleId, new Date(at), now());
};

export { ARTICLE_PUBLISH_JOB };
