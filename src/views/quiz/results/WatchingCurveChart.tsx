/**
 * A video's watching curve drawn with recharts (ADR 339), loaded lazily like the score distribution: the students
 * who watched each hundredth as a filled area, the times it was played as a dashed line above it (the gap between
 * them is rewatching). Its key is the figure's own text, which wraps on a phone; its table says the same in text.
 */
import { Area, CartesianGrid, ComposedChart, Line, XAxis, YAxis } from 'recharts';

/** About this many moments are named under the curve. */
const TICKS = 6;

export interface CurvePoint {
  readonly moment: string;
  readonly students: number;
  readonly plays: number;
}

export default function WatchingCurveChart({ points }: { points: readonly CurvePoint[] }) {
  return (
    <ComposedChart
      width={640}
      height={260}
      data={[...points]}
      margin={{ top: 12, right: 12, bottom: 8, left: 0 }}
      accessibilityLayer={false}
      style={{ maxWidth: '100%', height: 'auto', direction: 'ltr' }}
    >
      <CartesianGrid vertical={false} stroke="#e2e8f0" />
      <XAxis
        dataKey="moment"
        tick={{ fontSize: 11, fill: '#334155' }}
        interval={Math.max(0, Math.ceil(points.length / TICKS) - 1)}
      />
      <YAxis allowDecimals={false} width={32} tick={{ fontSize: 11, fill: '#334155' }} />
      <Area type="stepAfter" dataKey="students" stroke="#0369a1" fill="#bae6fd" isAnimationActive={false} />
      <Line
        type="stepAfter"
        dataKey="plays"
        stroke="#9a3412"
        strokeDasharray="4 3"
        dot={false}
        isAnimationActive={false}
      />
    </ComposedChart>
  );
}
