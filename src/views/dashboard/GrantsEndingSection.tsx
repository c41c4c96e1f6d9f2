/** The dashboard's grants ending within 30 days (ADR 345), soonest first, for whoever has Class Products. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { lastDayOf, type Grant } from '../../domain/classAccess/classAccess';
import { useFormat } from '../shared/useFormat';
import { DataTable } from '../ui/DataTable';
import { Section } from '../ui/Section';
import { DASHBOARD_LINK_CLASS as linkClass } from './dashboardLinkClass';

export function GrantsEndingSection({ grants }: { readonly grants: readonly Grant[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Section heading={t('classAccess.endingSoon')} className="flex flex-col gap-3">
      <DataTable<Grant>
        label={t('classAccess.endingSoon')}
        rows={grants}
        rowKey={(grant) => grant.id}
        emptyText={t('classAccess.endingSoonNone')}
        columns={[
          {
            key: 'institution',
            header: t('classAccess.institution'),
            rowHeader: true,
            render: (g) => g.institutionTitle,
          },
          { key: 'product', header: t('classAccess.product'), render: (g) => g.productName },
          {
            key: 'ends',
            header: t('classAccess.lastDay'),
            render: (g) => format.calendarDay(lastDayOf(g.endsAt)),
          },
        ]}
      />
      <p>
        <Link href="/class-access?ending=30" className={linkClass}>
          {t('classAccess.open')}
        </Link>
      </p>
    </Section>
  );
}
