/** The real effects of the dashboard: its record is the caller's figures, read over src/api/dashboard (ADR 191). */
import { fetchDashboard } from '../../api/dashboard/dashboard';
import type { HttpClient } from '../../api/shared/http';
import { recordServices } from '../shared/recordMachine';

export function createDashboardServices(http: HttpClient) {
  return recordServices((_: unknown, signal: AbortSignal) => fetchDashboard(http, signal));
}
