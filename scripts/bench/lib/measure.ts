/** Small measuring helpers shared by the bench files. */
import { gzipSync } from 'node:zlib';

export const kb = (bytes: number): number => bytes / 1024;

/** Gzip -9 size: the same measure whatever encoding the server chose. */
export const gzipSize = (body: Buffer | string): number => gzipSync(body, { level: 9 }).length;

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Number of runs of a repeated measurement: BENCH_RUNS, or the file's default. */
export function benchRuns(fallback: number): number {
  const runs = Number(process.env.BENCH_RUNS);
  return Number.isInteger(runs) && runs > 0 ? runs : fallback;
}
