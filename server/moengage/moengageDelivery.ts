/**
 * The delivery job (ADR 347): outside any request, it sends the outbox in batches to MoEngage and writes each
 * outcome to the delivery log. A 2xx deletes the batch; a 429, a 5xx or no answer at all releases it and queues the
 * job again after a growing wait (longer if Retry-After says so), so nothing is lost however long MoEngage is away;
 * a 401 or 403 stops delivery until the settings are saved again (the screen says why); any other refusal (a 400 on
 * the batch) is logged as failed and the batch dropped, since sending it again would be refused again.
 */
import type { ServerConfig } from '../config';
import type { JobHandler } from '../jobs/worker';
import { openSecret } from '../auth/secretBox';
import type { MoengageDataCenter } from '../../src/domain/moengage/moengageSettings';
import { moengageRetryDelayMs, retryAfterMs } from '../../src/domain/moengage/moengageDeliveries';
import {
  claimMoengageBatch,
  dropMoengageBatch,
  logMoengageDelivery,
  queueMoengageDelivery,
  releaseMoengageBatch,
} from '../repositories/moengage/moengageOutbox';
import { moengageSettingsRow, stopMoengage } from '../repositories/moengage/moengageSettings';
import { customerIdOf, postTransition, transitionElements } from './moengageApi';

export const MOENGAGE_KEY_PURPOSE = 'moengage_settings.api_key';
/** Batches one run sends at most before it yields the worker to other jobs (and queues itself again). */
const BATCHES_A_RUN = 20;

const retryable = (status: number | null) => status === null || status === 429 || status >= 500;
const refusedKey = (status: number | null) => status === 401 || status === 403;

export function moengageDeliveryHandler(
  config: Pick<ServerConfig, 'secretsKey' | 'moengageApiUrl'>,
): JobHandler {
  return async (_payload, { db, now }) => {
    const settings = await moengageSettingsRow(db);
    // Off, stopped or never set up: the outbox waits (a save that resumes queues the job again).
    if (!settings?.enabled || settings.stopped_reason || !settings.api_key || !settings.app_id) return;
    const connection = {
      apiUrl: config.moengageApiUrl,
      dataCenter: settings.data_center as MoengageDataCenter,
      appId: settings.app_id,
      apiKey: openSecret(config, MOENGAGE_KEY_PURPOSE, settings.api_key),
    };
    const customerId = (email: string) =>
      customerIdOf(email, settings.customer_salt, settings.email_as_customer_id);
    for (let run = 0; run < BATCHES_A_RUN; run++) {
      const batch = await claimMoengageBatch(db, now());
      if (batch.length === 0) return;
      const ids = batch.map((event) => event.id);
      const answer = await postTransition(connection, transitionElements(batch, customerId));
      const line = { events: batch.length, status: answer.status, excerpt: answer.excerpt || null };
      const status = answer.status;
      if (status !== null && status >= 200 && status < 300) {
        await dropMoengageBatch(db, ids);
        await logMoengageDelivery(db, { ...line, outcome: 'sent' }, now());
        continue;
      }
      if (refusedKey(status)) {
        await releaseMoengageBatch(db, ids);
        await stopMoengage(db, now());
        await logMoengageDelivery(db, { ...line, outcome: 'failed' }, now());
        return;
      }
      if (retryable(status)) {
        await releaseMoengageBatch(db, ids);
        await logMoengageDelivery(db, { ...line, outcome: 'retried' }, now());
        const attempts = Math.max(...batch.map((event) => event.attempts));
        const wait = moengageRetryDelayMs(attempts, retryAfterMs(answer.retryAfter, now()));
        await queueMoengageDelivery(db, now(), new Date(now().getTime() + wait));
        return;
      }
      await dropMoengageBatch(db, ids);
      await logMoengageDelivery(db, { ...line, outcome: 'failed' }, now());
    }
    await queueMoengageDelivery(db, now());
  };
}
