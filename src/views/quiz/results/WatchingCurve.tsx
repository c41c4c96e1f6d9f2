/**
 * A video's watching curve (ADR 339) as a chart (lazily loaded) with its data table: hidden from sight but read by
 * screen readers, and shown to anyone on 'Show as table', as the score distribution does.
 */
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurvePart } from '../../../domain/quiz/results/videoStatistics';
import { formatMoment } from '../../../domain/quiz/videoMoments/videoMoments';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { Spinner } from '../../ui/Spinner';

const WatchingCurveChart = lazy(() => import('./WatchingCurveChart'));

export interface WatchingCurveProps {
  readonly curve: readonly CurvePart[];
  readonly asTable: boolean;
  readonly onToggleTable: () => void;
}

export function WatchingCurve({ curve, asTable, onToggleTable }: WatchingCurveProps) {
  const { t } = useTranslation();
  const id = useId();
  const rangeOf = (part: CurvePart) =>
    t('videoStatistics.range', { from: formatMoment(part.from), to: formatMoment(part.to) });
  const points = curve.map((part) => ({
    moment: formatMoment(part.from),
    students: part.students,
    plays: part.plays,
  }));
  return (
    <figure className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-4">
      <figcaption className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h4 className="font-semibold text-slate-900">{t('videoStatistics.curveTitle')}</h4>
          <p id={`${id}-desc`} className="text-sm text-slate-600">
            {t('videoStatistics.curveDescription')}
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
      <div role="img" aria-label={t('videoStatistics.curveChart')} aria-describedby={`${id}-desc`}>
        <Suspense fallback={<Spinner label={t('statistics.chartLoading')} className="size-6 text-sky-700" />}>
          <WatchingCurveChart points={points} />
        </Suspense>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-3 w-4 border border-sky-700 bg-sky-200" />
          {t('videoStatistics.colStudents')}
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block w-4 border-t-2 border-dashed border-orange-800" />
          {t('videoStatistics.colPlays')}
        </li>
      </ul>
      {/* A table ignores the 1-pixel box of sr-only, so the block DataTable puts around it hides it from sight. */}
      <DataTable<CurvePart>
        id={`${id}-table`}
        label={t('videoStatistics.curveTitle')}
        variant="plain"
        className={asTable ? 'mt-2 w-fit' : 'sr-only'}
        rows={curve}
        rowKey={(part) => part.part}
        columns={[
          { key: 'part', header: t('videoStatistics.colPart'), rowHeader: true, render: rangeOf },
          {
            key: 'students',
            header: t('videoStatistics.colStudents'),
            align: 'right',
            render: (part) => part.students,
          },
          {
            key: 'plays',
            header: t('videoStatistics.colPlays'),
            align: 'right',
            render: (part) => part.plays,
          },
        ]}
      />
    </figure>
  );
}
