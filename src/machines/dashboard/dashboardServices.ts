/**
 * The real effects of the dashboard: its record is the caller's figures, read over src/api/dashboard (ADR 191), and
 * for a caller who has the Publish area the desk's figures beside them (ADR 314). The desk's figures failing to
 * count leaves the rest of the dashboard as it is: the section says so.
 */
import type { Dashboard } from '../../api/dashboard/dashboardContract';
import { fetchDashboard } from '../../api/dashboard/dashboard';
import { fetchDeskFigures } from '../../api/publish/publish';
import type { DeskFigures } from '../../api/publish/publishContract';
import type { HttpClient } from '../../api/shared/http';
import { recordServices } from '../shared/recordMachine';

/** What the dashboard shows: the server's figures and, with the Publish area, the desk's (null when not counted). */
export interface DashboardRecord extends Dashboard {
  readonly desk: DeskFigures | null;
}

export async function fetchDashboardRecord(http: HttpClient, signal: AbortSignal): Promise<DashboardRecord> {
  const dashboard = await fetchDashboard(http, signal);
  const desk = dashboard.publish ? await fetchDeskFigures(http, signal).catch(() => null) : null;
  return { ...dashboard, desk };
}

export function createDashboardServices(http: HttpClient) {
  return recordServices((_: unknown, signal: AbortSignal) => fetchDashboardRecord(http, signal));
}
