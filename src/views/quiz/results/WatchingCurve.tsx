/**
 * A video's watching curve (ADR 339) as a chart (lazily loaded) with its data table: hidden from sight but read by
 * screen readers, and shown to anyone on 'Show as table', as the score distribution does.
 */
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurvePart } from '../../../domain/quiz/results/videoStatistics';
import { formatMoment } from '../../../domain/quiz/videoMoments/videoMoments';
import { ChartFigure } from './ChartFigure';

const WatchingCurveChart = lazy(() => import('./WatchingCurveChart'));

export interface WatchingCurveProps {
  readonly curve: readonly CurvePart[];
  readonly asTable: boolean;
  readonly onToggleTable: () => void;
}

export function WatchingCurve({ curve, asTable, onToggleTable }: WatchingCurveProps) {
  const { t } = useTranslation();
  const rangeOf = (part: CurvePart) =>
    t('videoStatistics.range', { from: formatMoment(part.from), to: formatMoment(part.to) });
  const points = curve.map((part) => ({
    moment: formatMoment(part.from),
    students: part.students,
    plays: part.plays,
  }));
  const legend = (
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
  );
  return (
    <ChartFigure<CurvePart>
      title={t('videoStatistics.curveTitle')}
      heading="h4"
      description={t('videoStatistics.curveDescription')}
      chartLabel={t('videoStatistics.curveChart')}
      chart={<WatchingCurveChart points={points} />}
      legend={legend}
      asTable={asTable}
      onToggleTable={onToggleTable}
      table={{
        rows: curve,
        rowKey: (part) => part.part,
        columns: [
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
        ],
      }}
    />
  );
}
