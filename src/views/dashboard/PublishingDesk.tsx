/**
 * The dashboard's publishing desk (ADR 314), for whoever has the Publish area: articles in review, scheduled this
 * week and published this month, each a link to the desk's list so filtered.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { DeskFigures } from '../../api/publish/publishContract';
import { deskLinks, STAFF_LINKS as links } from '../../domain/dashboard/dashboard';
import { Section } from '../ui/Section';
import { DASHBOARD_LINK_CLASS as linkClass } from './dashboardLinkClass';
import { FigureCards } from './FigureCard';

export function PublishingDesk({ desk }: { readonly desk: DeskFigures | null }) {
  const { t } = useTranslation();
  const to = desk ? deskLinks(desk) : null;
  return (
    <Section heading={t('publish.deskHeading')} className="flex flex-col gap-3">
      {desk && to ? (
        <FigureCards
          figures={[
            { label: t('publish.deskInReview'), count: desk.inReview, href: to.inReview },
            {
              label: t('publish.deskScheduledWeek'),
              count: desk.scheduledThisWeek,
              href: to.scheduledThisWeek,
            },
            {
              label: t('publish.deskPublishedMonth'),
              count: desk.publishedThisMonth,
              href: to.publishedThisMonth,
            },
          ]}
        />
      ) : (
        <p role="alert" className="text-sm text-red-800">
          {t('publish.deskFailed')}
        </p>
      )}
      <p>
        <Link href={links.publish} className={linkClass}>
          {t('publish.deskOpen')}
        </Link>
      </p>
    </Section>
  );
}
