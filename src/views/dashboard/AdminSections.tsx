/**
 * The dashboard's sections for staff: the library's processing state and recent rebuilds (super admins) and sponsors
 * without a logo (the Sponsors area). The publishing desk's is PublishingDesk.tsx.
 */
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ProcessingFigures, RecentJob } from '../../api/dashboard/dashboardContract';
import { STAFF_LINKS as links } from '../../domain/dashboard/dashboard';
import { DataTable } from '../ui/DataTable';
import { Section } from '../ui/Section';
import { DASHBOARD_LINK_CLASS as linkClass } from './dashboardLinkClass';
import { FigureCards } from './FigureCard';
import { useFormat } from '../shared/useFormat';

const STATUS_KEY: Record<RecentJob['status'], ParseKeys> = {
  pending: 'dashboard.statusPending',
  running: 'dashboard.statusRunning',
  done: 'dashboard.statusDone',
  failed: 'dashboard.statusFailedPlain',
};
const STATUS_CLASS: Record<RecentJob['status'], string> = {
  pending: 'bg-slate-100 text-slate-800',
  running: 'bg-sky-100 text-sky-900',
  done: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

export function LibrarySection({ processing }: { processing: ProcessingFigures }) {
  const format = useFormat();
  const { t } = useTranslation();
  const jobName = (job: RecentJob) =>
    job.kind === 'library.process'
      ? t('dashboard.jobLibrary')
      : job.quizTitle !== null
        ? t('dashboard.jobQuiz', { title: job.quizTitle })
        : job.quizId !== null
          ? t('dashboard.jobQuizGone', { id: job.quizId })
          : t('dashboard.jobOther', { id: job.id });
  return (
    <Section heading={t('dashboard.libraryHeading')} className="flex flex-col gap-3">
      <FigureCards
        figures={[
          {
            label: t('dashboard.processing'),
            count: processing.quizzesProcessing,
            href: links.sectionLibrary,
          },
          { label: t('dashboard.queued'), count: processing.jobsQueued, href: links.sectionLibrary },
        ]}
      />
      <DataTable<RecentJob>
        label={t('dashboard.recentJobsCaption')}
        showCaption
        rows={processing.recentJobs}
        rowKey={(job) => job.id}
        emptyText={t('dashboard.noJobs')}
        columns={[
          {
            key: 'job',
            header: t('dashboard.colJob'),
            rowHeader: true,
            render: (job) =>
              job.quizId !== null && job.quizTitle !== null ? (
                <Link href={links.libraryQuiz(job.quizId)} className={linkClass}>
                  {jobName(job)}
                </Link>
              ) : (
                jobName(job)
              ),
          },
          {
            key: 'status',
            header: t('dashboard.colStatus'),
            render: (job) => (
              <span className="flex flex-col gap-1">
                <span className={`w-fit rounded px-2 py-0.5 text-sm font-medium ${STATUS_CLASS[job.status]}`}>
                  {t(STATUS_KEY[job.status])}
                </span>
                {job.status === 'failed' && job.error && (
                  <span className="text-sm text-red-800">{job.error}</span>
                )}
              </span>
            ),
          },
          {
            key: 'updated',
            header: t('dashboard.colUpdated'),
            render: (job) => <span className="whitespace-nowrap">{format.dayTime(job.updatedAt)}</span>,
          },
        ]}
      />
      <p>
        <Link href={links.sectionLibrary} className={linkClass}>
          {t('dashboard.openLibrary')}
        </Link>
      </p>
    </Section>
  );
}

export function SponsorsSection({ withoutLogo }: { withoutLogo: number }) {
  const { t } = useTranslation();
  return (
    <Section heading={t('dashboard.sponsorsHeading')} className="flex flex-col gap-3">
      <FigureCards
        figures={[
          {
            label: t('dashboard.sponsorsWithoutLogo'),
            count: withoutLogo,
            href: links.sponsors,
            ...(withoutLogo === 0 ? { hint: t('dashboard.sponsorsAllHaveLogos') } : {}),
          },
        ]}
      />
    </Section>
  );
}
