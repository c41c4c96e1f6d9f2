/**
 * `npm run bench`: runs every scripts/bench/*.bench.ts (each default-exports `run()` returning rows, see
 * scripts/bench/lib/types.ts) one after another and prints one table: group, metric, value, unit, target, pass.
 * Servers and the browser the files start through scripts/bench/lib/server.ts are shared and stopped at the end.
 *
 *   npm run bench                    # every bench file
 *   npm run bench -- signIn editor   # only files whose name contains one of these words
 *   BENCH_RUNS=10 npm run bench      # more repetitions where a file repeats a measurement
 *   BENCH_JSON=bench.json npm run bench   # also write the rows as JSON
 *
 * Exit code 1 when a row misses its target or a bench file fails (ADR 004); the bench is not part of npm test.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runBenchCleanups } from './bench/lib/server';
import type { BenchResult, BenchRun } from './bench/lib/types';

const BENCH_DIR = join(import.meta.dirname, 'bench');

function benchFiles(filters: string[]): string[] {
  return readdirSync(BENCH_DIR)
    .filter((file) => file.endsWith('.bench.ts'))
    .filter((file) => filters.length === 0 || filters.some((word) => file.includes(word)))
    .sort();
}

function formatValue(value: number): string {
  if (!Number.isFinite(value)) return '—';
  return Number.isInteger(value) ? String(value) : value.toFixed(Math.abs(value) < 10 ? 2 : 1);
}

function printTable(rows: BenchResult[]): void {
  const header = ['group', 'metric', 'value', 'unit', 'target', 'pass'];
  const cells = rows.map((row) => [
    row.group,
    row.metric,
    formatValue(row.value),
    row.unit,
    row.target ?? '',
    row.pass === undefined ? '' : row.pass ? 'PASS' : 'FAIL',
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((line) => line[i]!.length)));
  const line = (values: string[]) =>
    values.map((value, i) => (i === 2 ? value.padStart(widths[i]!) : value.padEnd(widths[i]!))).join('  ');
  console.log(`\n${line(header)}`);
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const values of cells) console.log(line(values).trimEnd());
}

async function main(): Promise<void> {
  const files = benchFiles(process.argv.slice(2));
  if (files.length === 0) throw new Error(`no bench file matches ${process.argv.slice(2).join(' ')}`);
  const rows: BenchResult[] = [];
  try {
    for (const file of files) {
      const name = file.replace(/\.bench\.ts$/, '');
      console.log(`bench: ${name}…`);
      const started = performance.now();
      try {
        const module = (await import(pathToFileURL(join(BENCH_DIR, file)).href)) as { default: BenchRun };
        rows.push(...(await module.default()));
      } catch (error) {
        console.error(`bench ${name} failed:`, error);
        rows.push({
          group: name,
          metric: 'bench failed (see above)',
          value: Number.NaN,
          unit: '',
          pass: false,
        });
      }
      console.log(`bench: ${name} took ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await runBenchCleanups();
  }
  printTable(rows);
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(rows, null, 2)}\n`);
  const failed = rows.filter((row) => row.pass === false);
  if (failed.length > 0) {
    console.log(`\n${failed.length} row(s) missed their target.`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
