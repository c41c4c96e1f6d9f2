/**
 * A chart of the results with its data (ADR 339): a figure with a title, a description, 'Show as table', the chart
 * (lazily loaded) and its data table, hidden from sight but read by screen readers and shown to anyone on 'Show as
 * table'. The score distribution and the watching curve are each one.
 */
import { Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { DataTable, type DataTableProps } from '../../ui/DataTable';
import { Spinner } from '../../ui/Spinner';

export interface ChartFigureProps<T> {
  readonly title: string;
  /** The heading's level where the figure stands. */
  readonly heading: 'h3' | 'h4';
  readonly description: string;
  readonly chartLabel: string;
  readonly chart: ReactNode;
  /** Under the chart: its key, if it needs one. */
  readonly legend?: ReactNode;
  readonly table: Pick<DataTableProps<T>, 'rows' | 'rowKey' | 'columns'>;
  readonly asTable: boolean;
  readonly onToggleTable: () => void;
}

export function ChartFigure<T>(props: ChartFigureProps<T>) {
  const { title, description, chartLabel, chart, legend, table, asTable, onToggleTable } = props;
  const { t } = useTranslation();
  const id = useId();
  const Heading = props.heading;
  return (
    <figure className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-4">
      <figcaption className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <Heading className="font-semibold text-slate-900">{title}</Heading>
          <p id={`${id}-desc`} className="text-sm text-slate-600">
            {description}
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
      <div role="img" aria-label={chartLabel} aria-describedby={`${id}-desc`}>
        <Suspense fallback={<Spinner label={t('statistics.chartLoading')} className="size-6 text-sky-700" />}>
          {chart}
        </Suspense>
      </div>
      {legend}
      {/* A table ignores the 1-pixel box of sr-only, so the block DataTable puts around it hides it from sight. */}
      <DataTable<T>
        id={`${id}-table`}
        label={title}
        variant="plain"
        className={asTable ? 'mt-2 w-fit' : 'sr-only'}
        {...table}
      />
    </figure>
  );
}
