/**
 * A chart of the dashboard with its data table: the table is hidden from sight but read by screen readers, and
 * shown to anyone on 'Show as table'.
 */
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { DataTable } from '../ui/DataTable';
import { Spinner } from '../ui/Spinner';
import type { ChartBar } from './DashboardBarChart';

const DashboardBarChart = lazy(() => import('./DashboardBarChart'));

export interface DashboardChartProps {
  readonly title: string;
  readonly description: string;
  readonly chartLabel: string;
  readonly labelHeader: string;
  readonly bars: readonly ChartBar[];
  readonly asTable: boolean;
  readonly onToggleTable: () => void;
}

export function DashboardChart(props: DashboardChartProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <figure className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">{props.title}</h3>
          <p id={`${id}-desc`} className="text-sm text-slate-600">
            {props.description}
          </p>
        </div>
        <Button
          variant="secondary"
          aria-expanded={props.asTable}
          aria-controls={`${id}-table`}
          onClick={props.onToggleTable}
        >
          {props.asTable ? t('dashboard.hideTable') : t('dashboard.showTable')}
        </Button>
      </figcaption>
      <div role="img" aria-label={props.chartLabel} aria-describedby={`${id}-desc`} className="min-w-0">
        <Suspense fallback={<Spinner label={t('dashboard.chartLoading')} className="size-6 text-sky-700" />}>
          <DashboardBarChart bars={props.bars} />
        </Suspense>
      </div>
      <DataTable<ChartBar>
        id={`${id}-table`}
        label={props.title}
        variant="plain"
        className={props.asTable ? 'mt-2 w-fit' : 'sr-only'}
        rows={props.bars}
        rowKey={(bar) => bar.label}
        columns={[
          { key: 'label', header: props.labelHeader, rowHeader: true, render: (bar) => bar.label },
          { key: 'count', header: t('dashboard.colAttempts'), align: 'right', render: (bar) => bar.count },
        ]}
      />
    </figure>
  );
}
