/**
 * The score distribution drawn with recharts, loaded lazily (React.lazy) so the chart library stays out of the
 * console's bundles until the Results screen shows a chart. Bars in the failing range (below 60 %) and the passing
 * range differ in colour; the figure's table says the same in text.
 */
import { Bar, BarChart, CartesianGrid, Cell, LabelList, XAxis, YAxis } from 'recharts';
import { scoreTone } from '../../../domain/quiz/results/results';

export interface DistributionBar {
  readonly label: string;
  readonly from: number;
  readonly count: number;
}

const FILL = { pass: '#166534', fail: '#b91c1c' } as const;

export default function ScoreDistributionChart({ bars }: { bars: readonly DistributionBar[] }) {
  return (
    <BarChart
      width={560}
      height={240}
      data={[...bars]}
      margin={{ top: 20, right: 8, bottom: 8, left: 0 }}
      accessibilityLayer={false}
      style={{ maxWidth: '100%', height: 'auto', direction: 'ltr' }}
    >
      <CartesianGrid vertical={false} stroke="#e2e8f0" />
      <XAxis dataKey="label" tick={{ fontSize: 11, fill: '#334155' }} interval={0} />
      <YAxis allowDecimals={false} width={32} tick={{ fontSize: 11, fill: '#334155' }} />
      <Bar dataKey="count" isAnimationActive={false}>
        {bars.map((bar) => (
          <Cell key={bar.label} fill={FILL[scoreTone(bar.from)]} />
        ))}
        <LabelList dataKey="count" position="top" fontSize={11} fill="#0f172a" />
      </Bar>
    </BarChart>
  );
}
