/**
 * The score distribution as a chart (lazily loaded) with its data table: hidden from sight but read by screen
 * readers, and shown to anyone on 'Show as table'.
 */
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScoreBin } from '../../../domain/quiz/results/quizStatistics';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { Spinner } from '../../ui/Spinner';

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
  const id = useId();
  const bars: Bar[] = bins.map((bin) => ({
    label: t('statistics.bin', { from: bin.from, to: bin.to }),
    from: bin.from,
    count: bin.count,
  }));
  return (
    <figure className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-4">
      <figcaption className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">{t('statistics.distributionTitle')}</h3>
          <p id={`${id}-desc`} className="text-sm text-slate-600">
            {t('statistics.distributionDescription')}
          </p>
        </div>
        <Button
          variant="secondary"
          aria-expanded={asTable}
          aria-controls={`${id}-table`}
          onClick={onToggleTable}
        >
          {asTable ? t('statistics.hideTable') : t('statistics.showTable')}
        </Button>
      </figcaption>
      <div role="img" aria-label={t('statistics.distributionChart')} aria-describedby={`${id}-desc`}>
        <Suspense fallback={<Spinner label={t('statistics.chartLoading')} className="size-6 text-sky-700" />}>
          <ScoreDistributionChart bars={bars} />
        </Suspense>
      </div>
      {/* A table ignores the 1-pixel box of sr-only, so the block DataTable puts around it hides it from sight. */}
      <DataTable<Bar>
        id={`${id}-table`}
        label={t('statistics.distributionTitle')}
        variant="plain"
        className={asTable ? 'mt-2 w-fit' : 'sr-only'}
        rows={bars}
        rowKey={(bar) => bar.label}
        columns={[
          { key: 'bin', header: t('delivery.colPercentage'), rowHeader: true, render: (bar) => bar.label },
          { key: 'count', header: t('statistics.binCount'), align: 'right', render: (bar) => bar.count },
        ]}
      />
    </figure>
  );
}
