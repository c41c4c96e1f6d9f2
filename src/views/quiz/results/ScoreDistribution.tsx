/**
 * The score distribution as a chart (lazily loaded) with its data table: hidden from sight but read by screen
 * readers, and shown to anyone on 'Show as table'.
 */
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScoreBin } from '../../../domain/quiz/results/quizStatistics';
import { ChartFigure } from './ChartFigure';

const ScoreDistributionChart = lazy(() => import('./ScoreDistributionChart'));

interface Bar {
  readonly label: string;
  readonly from: number;
  readonly count: number;
}

export interface ScoreDistributionProps {
  readonly bins: readonly ScoreBin[];
  readonly asTable: boolean;
  readonly onToggleTable: () => void;
}

export function ScoreDistribution({ bins, asTable, onToggleTable }: ScoreDistributionProps) {
  const { t } = useTranslation();
  const bars: Bar[] = bins.map((bin) => ({
    label: t('statistics.bin', { from: bin.from, to: bin.to }),
    from: bin.from,
    count: bin.count,
  }));
  return (
    <ChartFigure<Bar>
      title={t('statistics.distributionTitle')}
      heading="h3"
      description={t('statistics.distributionDescription')}
      chartLabel={t('statistics.distributionChart')}
      chart={<ScoreDistributionChart bars={bars} />}
      asTable={asTable}
      onToggleTable={onToggleTable}
      table={{
        rows: bars,
        rowKey: (bar) => bar.label,
        columns: [
          { key: 'bin', header: t('delivery.colPercentage'), rowHeader: true, render: (bar) => bar.label },
          { key: 'count', header: t('statistics.binCount'), align: 'right', render: (bar) => bar.count },
        ],
      }}
    />
  );
}
