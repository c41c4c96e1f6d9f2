/**
 * /dashboard: the page a user opens first (ADR 176). It greets them and shows, per role, the figures the server
 * counted for them: their teaching, the library's processing, sponsors without a logo, the publishing desk. Every
 * figure links to the list it counts. The figures are a record (ADR 191): Refresh counts them again in place.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  createDashboardServices,
  type DashboardRecord as Dashboard,
} from '../../machines/dashboard/dashboardServices';
import { selectUser } from '../../machines/session/sessionMachine';
import {
  selectIsRefreshing,
  selectRecord,
  selectRecordStatus,
  selectToggled,
  type RecordActorRef,
} from '../../machines/shared/recordMachine';
import { useHttp, useSessionActor } from '../AppContext';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { useFormat } from '../shared/useFormat';
import { useRecordActor } from '../shared/useRecordActor';
import { Button } from '../ui/Button';
import { RecordScreen } from '../ui/RecordScreen';
import { Section } from '../ui/Section';
import { LibrarySection, SponsorsSection } from './AdminSections';
import { PublishingDesk } from './PublishingDesk';
import { GrantsEndingSection } from './GrantsEndingSection';
import { DashboardSkeleton } from './DashboardSkeleton';
import { TeachingSection, type ChartName } from './TeachingSection';

export default function DashboardView() {
  const format = useFormat();
  const { t } = useTranslation();
  const user = useSelector(useSessionActor(), selectUser);
  const record = useRecordActor(createDashboardServices(useHttp()));
  const dashboard = useSelector(record, selectRecord<Dashboard>);
  const refreshing = useSelector(record, selectIsRefreshing);
  const loading = useSelector(record, (s) => selectRecordStatus(s) === 'loading');
  useDocumentTitle(t('dashboard.title'));

  return (
    <section className="flex flex-col gap-6" aria-busy={refreshing || loading}>
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
            onClick={() => record.send({ type: 'record.refresh' })}
          >
            {t('dashboard.refresh')}
          </Button>
        )}
      </header>
      <RecordScreen<Dashboard>
        record={record}
        className="flex flex-col gap-6"
        failedText={t('dashboard.loadError')}
        skeleton={<DashboardSkeleton />}
        refreshFailedText={
          dashboard ? t('dashboard.refreshFailed', { time: format.dayTime(dashboard.countedAt) }) : undefined
        }
      >
        {(figures) => <DashboardSections dashboard={figures} record={record} roles={user?.roles ?? []} />}
      </RecordScreen>
    </section>
  );
}

function DashboardSections({
  dashboard,
  record,
  roles,
}: {
  readonly dashboard: Dashboard;
  readonly record: RecordActorRef;
  readonly roles: readonly string[];
}) {
  const { t } = useTranslation();
  const tables = useSelector(record, selectToggled) as readonly ChartName[];
  const nothing = !dashboard.own && !dashboard.processing && dashboard.sponsorsWithoutLogo === null;
  return (
    <>
      {dashboard.own && (
        <TeachingSection
          own={dashboard.own}
          roles={roles}
          countedAt={dashboard.countedAt}
          tables={tables}
          onToggleTable={(chart) => record.send({ type: 'record.toggle', part: chart })}
        />
      )}
      {dashboard.processing && <LibrarySection processing={dashboard.processing} />}
      {dashboard.sponsorsWithoutLogo !== null && (
        <SponsorsSection withoutLogo={dashboard.sponsorsWithoutLogo} />
      )}
      {dashboard.publish && <PublishingDesk desk={dashboard.desk} />}
      {dashboard.grantsEnding && <GrantsEndingSection grants={dashboard.grantsEnding} />}
      {nothing && !dashboard.publish && (
        <Section
          heading={t('dashboard.nothingHeading')}
          className="rounded-lg border border-slate-200 bg-white p-4"
        >
          <p className="text-slate-700">{t('dashboard.nothingText')}</p>
        </Section>
      )}
    </>
  );
}
