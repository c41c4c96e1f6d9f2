/**
 * A small horizontal bar chart in SVG with its data as a table beside it (for screen readers, and for anyone on
 * request). No chart library: bars are rectangles scaled to the largest value.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface Bar {
  readonly label: string;
  readonly value: number;
  /** Text shown at the end of the bar and in the table. */
  readonly text: string;
  readonly tone?: 'pass' | 'fail' | 'neutral';
}

export interface BarChartProps {
  readonly title: string;
  readonly description: string;
  readonly labelHeader: string;
  readonly valueHeader: string;
  readonly bars: readonly Bar[];
  /** The value a full-width bar stands for; the largest value by default. */
  readonly max?: number;
}

const FILL = { pass: '#166534', fail: '#b91c1c', neutral: '#0369a1' } as const;
const ROW = 28;
const LABEL_WIDTH = 110;
const WIDTH = 420;

export function BarChart({ title, description, labelHeader, valueHeader, bars, max }: BarChartProps) {
  const { t } = useTranslation();
  const id = useId();
  const top = Math.max(1, max ?? Math.max(0, ...bars.map((bar) => bar.value)));
  const barSpace = WIDTH - LABEL_WIDTH - 90;
  const height = bars.length * ROW + 8;
  return (
    <figure className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-4">
      <figcaption>
        <h3 id={`${id}-title`} className="font-semibold text-slate-900">
          {title}
        </h3>
        <p id={`${id}-desc`} className="text-sm text-slate-600">
          {description}
        </p>
      </figcaption>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="w-full max-w-xl"
      >
        {bars.map((bar, index) => {
          const y = index * ROW + 4;
          const width = Math.round((bar.value / top) * barSpace);
          return (
            <g key={bar.label}>
              <text x={0} y={y + 17} fontSize="12" fill="#334155">
                {bar.label}
              </text>
              <rect x={LABEL_WIDTH} y={y + 4} width={barSpace} height={ROW - 10} fill="#f1f5f9" />
              <rect
                x={LABEL_WIDTH}
                y={y + 4}
                width={width}
                height={ROW - 10}
                fill={FILL[bar.tone ?? 'neutral']}
              />
              <text x={LABEL_WIDTH + barSpace + 6} y={y + 17} fontSize="12" fill="#0f172a">
                {bar.text}
              </text>
            </g>
          );
        })}
      </svg>
      <details>
        <summary className="cursor-pointer text-sm text-sky-800 underline">{t('delivery.showTable')}</summary>
        <table className="mt-2 text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-4 text-left">
                {labelHeader}
              </th>
              <th scope="col" className="text-left">
                {valueHeader}
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row" className="pr-4 text-left font-normal">
                  {bar.label}
                </th>
                <td>{bar.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
