/**
 * The caller's own teaching on the dashboard: their quizzes, classes, students and results of the week (each a link
 * to its list), what to do first when there is nothing yet, the deadlines of the week, and two charts.
 */
import { parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { OwnFigures } from '../../api/dashboard/dashboardContract';
import { dailySeries, dashboardLinks, scoreBands } from '../../domain/dashboard/dashboard';
import { scoreTone } from '../../domain/quiz/results/results';
import { DashboardChart } from './DashboardChart';
import { DASHBOARD_LINK_CLASS } from './dashboardLinkClass';
import { DeadlinesThisWeek } from './DeadlinesThisWeek';
import { FigureCards } from './FigureCard';
import { ResultsWaitingByQuiz } from './ResultsWaitingByQuiz';
import { useFormat } from '../shared/useFormat';
import { Section } from '../ui/Section';

/** The charts a reader may turn into a table. */
export type ChartName = 'attempts' | 'scores';

export interface TeachingSectionProps {
  readonly own: OwnFigures;
  readonly roles: readonly string[];
  readonly countedAt: string;
  readonly tables: readonly ChartName[];
  readonly onToggleTable: (chart: ChartName) => void;
}

export function TeachingSection({ own, roles, countedAt, tables, onToggleTable }: TeachingSectionProps) {
  const format = useFormat();
  const { t } = useTranslation();
  const links = dashboardLinks(roles, own.ownerEmail);
  const days = dailySeries(own.attemptsPerDay, new Date(countedAt)).map((row) => ({
    label: format.monthDay(parseISO(row.day)),
    count: row.count,
  }));
  const bands = scoreBands(own.scoreBands).map((band) => ({
    label: t('dashboard.band', { from: band.from, to: band.to }),
    count: band.count,
    low: scoreTone(band.from) === 'fail',
  }));
  const anyAttempts = own.attemptsPerDay.length > 0;

  return (
    <Section heading={t('dashboard.teachingHeading')} className="flex flex-col gap-4">
      <FigureCards
        figures={[
          { label: t('dashboard.quizzes'), count: own.quizzes, href: links.quizzes },
          { label: t('dashboard.classes'), count: own.classes, href: links.classes },
          { label: t('dashboard.students'), count: own.students, href: links.classes },
          {
            label: t('dashboard.resultsWaiting'),
            count: own.resultsWaiting,
            href: links.quizzes,
            hint: t('dashboard.resultsWaitingHint'),
          },
        ]}
      />

      {(own.quizzes === 0 || own.classes === 0) && (
        <div className="flex flex-col gap-3 rounded-lg border border-dashed border-slate-300 bg-white p-4 sm:flex-row">
          {own.quizzes === 0 && (
            <p className="flex-1 text-slate-700">
              {t('dashboard.noQuizzes')}{' '}
              <Link href={links.createQuiz} className={DASHBOARD_LINK_CLASS}>
                {t('dashboard.firstQuiz')}
              </Link>
            </p>
          )}
          {own.classes === 0 && (
            <p className="flex-1 text-slate-700">
              {t('dashboard.noClasses')}{' '}
              <Link href={links.classes} className={DASHBOARD_LINK_CLASS}>
                {t('dashboard.firstClass')}
              </Link>
            </p>
          )}
        </div>
      )}

      <div className="grid gap-4 xl:grid-cols-2">
        <DeadlinesThisWeek rows={own.deadlinesThisWeek} links={links} />
        <ResultsWaitingByQuiz rows={own.waitingByQuiz} links={links} />
      </div>

      {anyAttempts ? (
        <div className="grid gap-4 xl:grid-cols-2">
          <DashboardChart
            title={t('dashboard.attemptsTitle')}
            description={t('dashboard.attemptsDescription')}
            chartLabel={t('dashboard.attemptsChart')}
            labelHeader={t('dashboard.colDay')}
            bars={days}
            asTable={tables.includes('attempts')}
            onToggleTable={() => onToggleTable('attempts')}
          />
          <DashboardChart
            title={t('dashboard.scoresTitle')}
            description={t('dashboard.scoresDescription')}
            chartLabel={t('dashboard.scoresChart')}
            labelHeader={t('dashboard.colScore')}
            bars={bands}
            asTable={tables.includes('scores')}
            onToggleTable={() => onToggleTable('scores')}
          />
        </div>
      ) : (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
          {t('dashboard.noAttempts')}
        </p>
      )}
    </Section>
  );
}
