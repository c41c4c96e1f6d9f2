/** The deadlines of the week on the dashboard: quiz, class (a link to it) and when it ends. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { OwnFigures } from '../../api/dashboard/dashboardContract';
import type { dashboardLinks } from '../../domain/dashboard/dashboard';
import { useFormat } from '../shared/useFormat';
import { DataTable } from '../ui/DataTable';
import { DASHBOARD_LINK_CLASS } from './dashboardLinkClass';

export function DeadlinesThisWeek({
  rows,
  links,
}: {
  readonly rows: OwnFigures['deadlinesThisWeek'];
  readonly links: ReturnType<typeof dashboardLinks>;
}) {
  const format = useFormat();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dashboard-deadlines" className="flex min-w-0 flex-col gap-2">
      <h3 id="dashboard-deadlines" className="font-semibold text-slate-900">
        {t('dashboard.deadlinesHeading')}
      </h3>
      <DataTable
        label={t('dashboard.deadlinesCaption')}
        rows={rows}
        rowKey={(row) => `${row.classId}-${row.quizId}`}
        emptyText={t('dashboard.noDeadlines')}
        columns={[
          {
            key: 'quiz',
            userText: true,
            header: t('dashboard.colQuiz'),
            rowHeader: true,
            render: (row) => row.quizTitle,
          },
          {
            key: 'class',
            userText: true,
            header: t('dashboard.colClass'),
            render: (row) => (
              <Link href={links.oneClass(row.classId)} className={DASHBOARD_LINK_CLASS}>
                {row.classTitle}
              </Link>
            ),
          },
          {
            key: 'deadline',
            header: t('dashboard.colDeadline'),
            render: (row) => <span className="whitespace-nowrap">{format.dayTime(row.endDate)}</span>,
          },
        ]}
      />
    </section>
  );
}
