/** The MoEngage screen's real effects over src/api (ADR 347). */
import { fromPromise } from 'xstate';
import {
  getMoengageDeliveries,
  getMoengageSettings,
  saveMoengageSettings,
  testMoengageConnection,
} from '../../api/moengage/moengage';
import type { HttpClient } from '../../api/shared/http';
import type { MoengageTestResponse } from '../../api/moengage/moengageContract';
import type { MoengageSettings } from '../../domain/moengage/moengageSettings';
import { recordMachine, recordServices } from '../shared/recordMachine';
import type { SaveMoengageInput } from './moengageSettingsMachine';

export function createMoengageSettingsServices(http: HttpClient) {
  return {
    loadRecord: fromPromise<MoengageSettings | null>(
      async ({ signal }) => (await getMoengageSettings(http, signal)).settings,
    ),
    saveRecord: fromPromise<MoengageSettings | null, SaveMoengageInput>(async ({ input, signal }) => {
      const { values } = input;
      const { settings } = await saveMoengageSettings(
        http,
        {
          dataCenter: values.dataCenter,
          appId: values.appId,
          ...(values.apiKey ? { apiKey: values.apiKey } : {}),
          enabled: values.enabled,
          emailAsCustomerId: values.emailAsCustomerId,
          version: input.version ?? 0,
        },
        signal,
      );
      return settings;
    }),
  };
}

export function createMoengageDeliveriesServices(http: HttpClient) {
  return {
    deliveriesRecord: recordMachine.provide(
      recordServices((_: unknown, signal: AbortSignal) => getMoengageDeliveries(http, signal)),
    ),
    testConnection: fromPromise<MoengageTestResponse>(({ signal }) => testMoengageConnection(http, signal)),
  };
}
