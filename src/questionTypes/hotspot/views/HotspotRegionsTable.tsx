/**
 * A hotspot question's statistics: how many of the answers found each right region, and what share that is.
 * @publicModule src/views/quiz uses it.
 */
import { useTranslation } from 'react-i18next';
import type { ShapeName } from '../domain/hotspotGeometry';
import type { QuestionStatistics } from '../../../domain/quiz/results/quizStatistics';
import { StatisticsTable } from '../../../views/quiz/results/StatisticsTable';

type RegionRow = NonNullable<QuestionStatistics['regions']>[number] & { readonly number: number };

export function HotspotRegionsTable({ question }: { question: QuestionStatistics }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const rows = (question.regions ?? []).map((region, index) => ({ ...region, number: index + 1 }));
  return (
    <StatisticsTable<RegionRow>
      label={t('hotspot.regionsCaption', { number: question.number })}
      rows={rows}
      rowKey={(row) => String(row.number)}
      columns={[
        {
          key: 'region',
          header: t('hotspot.colRegion'),
          rowHeader: true,
          render: ({ number, shape }) =>
            t('hotspot.region', { number, shape: t(`hotspot.shape_${shape as ShapeName}`) }),
        },
        { key: 'found', header: t('hotspot.colFound'), align: 'right', render: ({ found }) => found },
        {
          key: 'share',
          header: t('hotspot.colShare'),
          align: 'right',
          render: ({ found, attempts }) => (attempts === 0 ? '—' : percent.format(found / attempts)),
        },
      ]}
    />
  );
}
