/** The real effects of the dashboard: the call over src/api/dashboard. */
import { fromPromise } from 'xstate';
import { fetchDashboard } from '../../api/dashboard/dashboard';
import type { HttpClient } from '../../api/shared/http';

export function createDashboardServices(http: HttpClient) {
  return {
    actors: {
      fetchDashboard: fromPromise(({ signal }: { signal: AbortSignal }) => fetchDashboard(http, signal)),
    },
  };
}
