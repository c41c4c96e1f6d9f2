/** Calls of the MoEngage connection (ADR 347). */
import type { HttpClient } from '../shared/http';
import {
  MOENGAGE_PATHS,
  MoengageDeliveriesResponseSchema,
  MoengageSettingsResponseSchema,
  MoengageTestResponseSchema,
  type MoengageSaveRequest,
} from './moengageContract';

export const getMoengageSettings = (http: HttpClient, signal?: AbortSignal) =>
  http.request(MOENGAGE_PATHS.settings, { schema: MoengageSettingsResponseSchema, signal });

export const saveMoengageSettings = (http: HttpClient, request: MoengageSaveRequest, signal?: AbortSignal) =>
  http.request(MOENGAGE_PATHS.settings, {
    method: 'PUT',
    body: request,
    schema: MoengageSettingsResponseSchema,
    signal,
  });

export const testMoengageConnection = (http: HttpClient, signal?: AbortSignal) =>
  http.request(MOENGAGE_PATHS.test, { method: 'POST', body: {}, schema: MoengageTestResponseSchema, signal });

export const getMoengageDeliveries = (http: HttpClient, signal?: AbortSignal) =>
  http.request(MOENGAGE_PATHS.deliveries, { schema: MoengageDeliveriesResponseSchema, signal });
