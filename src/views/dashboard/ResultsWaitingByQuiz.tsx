/** The results waiting to be graded on the dashboard, quiz by quiz, each a link to the quiz's results. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { OwnFigures } from '../../api/dashboard/dashboardContract';
import type { dashboardLinks } from '../../domain/dashboard/dashboard';
import { DASHBOARD_LINK_CLASS } from './dashboardLinkClass';

export function ResultsWaitingByQuiz({
  rows,
  links,
}: {
  readonly rows: OwnFigures['waitingByQuiz'];
  readonly links: ReturnType<typeof dashboardLinks>;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dashboard-waiting" className="flex min-w-0 flex-col gap-2">
      <h3 id="dashboard-waiting" className="font-semibold text-slate-900">
        {t('dashboard.waitingHeading')}
      </h3>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
          {t('dashboard.noWaiting')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {rows.map((row) => (
            <li key={row.quizId} className="flex items-center justify-between gap-3 px-4 py-2">
              <Link
                href={links.results(row.quizId)}
                aria-label={t('dashboard.viewResults', { title: row.quizTitle })}
                className={`${DASHBOARD_LINK_CLASS} min-w-0 truncate`}
              >
                <bdi>{row.quizTitle}</bdi>
              </Link>
              <span className="shrink-0 text-sm text-slate-700 tabular-nums">
                {t('dashboard.waitingCount', { count: row.count })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
