/** The dashboard's figures as a plain async function over the http client. */
import { DASHBOARD_PATHS, DashboardSchema, type Dashboard } from './dashboardContract';
import type { HttpClient } from '../shared/http';

export function fetchDashboard(http: HttpClient, signal?: AbortSignal): Promise<Dashboard> {
  return http.request(DASHBOARD_PATHS.dashboard, { schema: DashboardSchema, signal });
}
