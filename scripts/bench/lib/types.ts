/**
 * The contract of a bench file: `scripts/bench/<name>.bench.ts` default-exports `run()`, which returns rows of the
 * one table `npm run bench` prints. `target` is shown as written (e.g. '≤ 100 KB'); `pass` is false when the row
 * misses it (the bench then exits with code 1), undefined for a figure without a target.
 */
export interface BenchResult {
  readonly group: string;
  readonly metric: string;
  readonly value: number;
  readonly unit: string;
  readonly target?: string;
  readonly pass?: boolean;
}

export type BenchRun = () => Promise<BenchResult[]>;
