/**
 * /dashboard: the page a user opens first (ADR 176). It greets them and shows, per role, the figures the server
 * counted for them: their teaching, the library's processing, sponsors without a logo, or the Publish area. Every
 * figure links to the list it counts.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dashboardMachine,
  selectChartTables,
  selectDashboard,
  selectDashboardFailed,
  selectDashboardRefreshFailed,
  selectDashboardRefreshing,
} from '../../machines/dashboard/dashboardMachine';
import { createDashboardServices } from '../../machines/dashboard/dashboardServices';
import { selectUser } from '../../machines/session/sessionMachine';
import { useActorOptions, useHttp, useSessionActor } from '../AppContext';
import { Button } from '../ui/Button';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { LibrarySection, PublishSection, SponsorsSection } from './AdminSections';
import { DashboardSkeleton } from './DashboardSkeleton';
import { TeachingSection } from './TeachingSection';
import { useFormat } from '../shared/useFormat';

export default function DashboardView() {
  const format = useFormat();
  const { t } = useTranslation();
  const session = useSessionActor();
  const user = useSelector(session, selectUser);
  const http = useHttp();
  const logic = useMemo(() => dashboardMachine.provide(createDashboardServices(http)), [http]);
  const actor = useActorRef(logic, useActorOptions());
  const dashboard = useSelector(actor, selectDashboard);
  const failed = useSelector(actor, selectDashboardFailed);
  const refreshing = useSelector(actor, selectDashboardRefreshing);
  const refreshFailed = useSelector(actor, selectDashboardRefreshFailed);
  const tables = useSelector(actor, selectChartTables);
  useDocumentTitle(t('dashboard.title'));
  const roles = user?.roles ?? [];
  const nothing =
    dashboard && !dashboard.own && !dashboard.processing && dashboard.sponsorsWithoutLogo === null;

  return (
    <section className="flex flex-col gap-6" aria-busy={refreshing || (!dashboard && !failed)}>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">
            {t('dashboard.greeting', { firstName: user?.firstName ?? '' })}
          </h1>
          {dashboard && (
            <p className="mt-1 text-sm text-slate-600">
              {t('dashboard.countedAt', { time: format.dayTime(dashboard.countedAt) })}
            </p>
          )}
        </div>
        {dashboard && (
          <Button
            variant="secondary"
            busy={refreshing}
            onClick={() => actor.send({ type: 'dashboard.refresh' })}
          >
            {t('dashboard.refresh')}
          </Button>
        )}
      </header>

      {refreshFailed && dashboard && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {t('dashboard.refreshFailed', { time: format.dayTime(dashboard.countedAt) })}
        </p>
      )}

      {failed ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 p-4"
        >
          <span className="font-semibold text-red-800">{t('dashboard.loadError')}</span>
          <Button variant="secondary" onClick={() => actor.send({ type: 'dashboard.retry' })}>
            {t('dashboard.retry')}
          </Button>
        </div>
      ) : !dashboard ? (
        <DashboardSkeleton />
      ) : (
        <>
          {dashboard.own && (
            <TeachingSection
              own={dashboard.own}
              roles={roles}
              countedAt={dashboard.countedAt}
              tables={tables}
              onToggleTable={(chart) => actor.send({ type: 'chart.toggleTable', chart })}
            />
          )}
          {dashboard.processing && <LibrarySection processing={dashboard.processing} />}
          {dashboard.sponsorsWithoutLogo !== null && (
            <SponsorsSection withoutLogo={dashboard.sponsorsWithoutLogo} />
          )}
          {dashboard.publish && !dashboard.own && <PublishSection />}
          {nothing && !dashboard.publish && (
            <section
              aria-labelledby="dashboard-nothing"
              className="rounded-lg border border-slate-200 bg-white p-4"
            >
              <h2 id="dashboard-nothing" className="text-lg font-semibold text-slate-900">
                {t('dashboard.nothingHeading')}
              </h2>
              <p className="text-slate-700">{t('dashboard.nothingText')}</p>
            </section>
          )}
        </>
      )}
    </section>
  );
}
