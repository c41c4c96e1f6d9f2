/**
 * The MoEngage connection (ADR 347), area 'moengage': its settings (the key sealed, never answered), Test
 * connection, and the delivery log. Sending itself is the job queue's (server/moengage/moengageDelivery.ts).
 */
import * as z from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MOENGAGE_PATHS,
  MoengageDeliveriesResponseSchema,
  MoengageSaveRequestSchema,
  MoengageSettingsResponseSchema,
  MoengageTestResponseSchema,
  type MoengageSaveRequest,
  type MoengageTestResponse,
} from '../../../src/api/moengage/moengageContract';
import { MOENGAGE_MESSAGES, type MoengageDataCenter } from '../../../src/domain/moengage/moengageSettings';
import { MOENGAGE_LOG_LINES } from '../../../src/domain/moengage/moengageDeliveries';
import { queueGrantsEndingScan } from '../../moengage/grantEndingNotices';
import type { AppDeps } from '../../appDeps';
import { currentUser, requireArea } from '../../auth/guards';
import { openSecret, sealSecret } from '../../auth/secretBox';
import { badRequest } from '../../http/errors';
import { enveloped } from '../../http/routeSchema';
import { requireUpdated } from '../../http/staleVersion';
import { SERVER_MESSAGES } from '../../messages';
import { MOENGAGE_KEY_PURPOSE } from '../../moengage/moengageDelivery';
import { testMoengage } from '../../moengage/moengageApi';
import {
  listMoengageDeliveries,
  logMoengageDelivery,
  pendingMoengageEvents,
  queueMoengageDelivery,
} from '../../repositories/moengage/moengageOutbox';
import {
  moengageSettingsRow,
  saveMoengageSettings,
  settingsOfRow,
} from '../../repositories/moengage/moengageSettings';
import type { MoengageSettingsRow } from '../../db/moengageTables';

/** Turning the connection on needs a workspace id and a key, given now or stored before. */
function checkComplete(body: MoengageSaveRequest, stored: MoengageSettingsRow | undefined): void {
  if (!body.enabled) return;
  const errors: Record<string, string[]> = {};
  if (body.appId.trim() === '') errors.appId = [MOENGAGE_MESSAGES.appIdRequired];
  if (!body.apiKey && !stored?.api_key) errors.apiKey = [MOENGAGE_MESSAGES.apiKeyRequired];
  if (Object.keys(errors).length > 0) throw badRequest(SERVER_MESSAGES.validationFailed, errors);
}

export const moengageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'moengage');
  const settingsAnswer = async () => ({
    content: { settings: settingsOfRow(await moengageSettingsRow(deps.db)) },
  });

  app.get(
    MOENGAGE_PATHS.settings,
    { onRequest: guard, schema: enveloped(MoengageSettingsResponseSchema, {}) },
    settingsAnswer,
  );

  app.put(
    MOENGAGE_PATHS.settings,
    {
      onRequest: guard,
      schema: enveloped(MoengageSettingsResponseSchema, { body: MoengageSaveRequestSchema }),
    },
    async (request) => {
      const { body } = request;
      checkComplete(body, await moengageSettingsRow(deps.db));
      const now = deps.now();
      const outcome = await deps.db.transaction().execute(async (trx) => {
        const saved = await saveMoengageSettings(
          trx,
          {
            dataCenter: body.dataCenter,
            appId: body.appId.trim(),
            sealedApiKey: body.apiKey
              ? sealSecret(deps.config, MOENGAGE_KEY_PURPOSE, body.apiKey)
              : undefined,
            enabled: body.enabled,
            emailAsCustomerId: body.emailAsCustomerId,
          },
          body.version,
          currentUser(request).id,
          now,
        );
        // Events that waited (while off, or stopped by a refused key) go with the next delivery.
        if (saved === 'updated' && body.enabled && (await pendingMoengageEvents(trx)) > 0)
          await queueMoengageDelivery(trx, now);
        // On, the daily scan for grants entering their last days runs (ADR 355); it queues its own next day.
        if (saved === 'updated' && body.enabled) await queueGrantsEndingScan(trx, now);
        return saved;
      });
      requireUpdated(outcome, 'moengageSettings');
      return settingsAnswer();
    },
  );

  app.post(
    MOENGAGE_PATHS.test,
    { onRequest: guard, schema: enveloped(MoengageTestResponseSchema, { body: z.object({}).strict() }) },
    async (): Promise<{ content: MoengageTestResponse }> => {
      const row = await moengageSettingsRow(deps.db);
      if (!row?.api_key || !row.app_id) return { content: { outcome: 'notConfigured', status: null } };
      const answer = await testMoengage({
        apiUrl: deps.config.moengageApiUrl,
        dataCenter: row.data_center as MoengageDataCenter,
        appId: row.app_id,
        apiKey: openSecret(deps.config, MOENGAGE_KEY_PURPOSE, row.api_key),
      });
      await logMoengageDelivery(
        deps.db,
        {
          outcome: answer.ok ? 'testPassed' : 'testFailed',
          events: 0,
          status: answer.status,
          excerpt: answer.excerpt || null,
        },
        deps.now(),
      );
      const outcome = answer.ok
        ? 'connected'
        : answer.status === 401 || answer.status === 403
          ? 'refused'
          : 'unreachable';
      return { content: { outcome, status: answer.status } };
    },
  );

  app.get(
    MOENGAGE_PATHS.deliveries,
    { onRequest: guard, schema: enveloped(MoengageDeliveriesResponseSchema, {}) },
    async () => ({
      content: {
        deliveries: await listMoengageDeliveries(deps.db, MOENGAGE_LOG_LINES),
        pending: await pendingMoengageEvents(deps.db),
      },
    }),
  );
};
