/**
 * A bar chart of the dashboard drawn with recharts, loaded lazily (React.lazy) so the chart library stays out of
 * the console's first bundles. Bars marked `low` are drawn striped and red, so the difference never rests on colour
 * alone; the figure's table says the same in text.
 */
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, XAxis, YAxis } from 'recharts';

export interface ChartBar {
  readonly label: string;
  readonly count: number;
  readonly low?: boolean;
}

const FILL = { normal: '#0369a1', low: 'url(#dashboard-low-stripes)' } as const;

export default function DashboardBarChart({ bars }: { bars: readonly ChartBar[] }) {
  // Axes read left to right in every language, and a band's "20–29 %" keeps its order (ADR 179).
  return (
    <ResponsiveContainer width="100%" height={220} style={{ direction: 'ltr' }}>
      <BarChart
        data={[...bars]}
        margin={{ top: 12, right: 8, bottom: 4, left: 0 }}
        accessibilityLayer={false}
      >
        <defs>
          <pattern
            id="dashboard-low-stripes"
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="6" height="6" fill="#fecaca" />
            <rect width="3" height="6" fill="#b91c1c" />
          </pattern>
        </defs>
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="label" tick={{ fontSize: 11, fill: '#334155' }} minTickGap={8} />
        <YAxis allowDecimals={false} width={32} tick={{ fontSize: 11, fill: '#334155' }} />
        <Bar dataKey="count" isAnimationActive={false}>
          {bars.map((bar) => (
            <Cell key={bar.label} fill={bar.low ? FILL.low : FILL.normal} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
