/** A class's roster from its course platform (ADR 385); contract in ltiRosterContract. */
import type { HttpClient } from '../shared/http';
import { LTI_ROSTER_PATHS, LtiRosterSyncSchema } from './ltiRosterContract';

export const syncClassRoster = (http: HttpClient, classId: number, signal?: AbortSignal) =>
  http.request(LTI_ROSTER_PATHS.sync(classId), { method: 'POST', schema: LtiRosterSyncSchema, signal });
