/**
 * `npm run bench`: what the sign-in screen costs. Serves the production build from the real server (fresh data
 * directory), opens {prefix}/signin in Chromium with an empty cache, and records every JavaScript response until
 * the network is idle, before any user action. Prints the JS size as gzip -9 of each body (the same measure
 * whatever encoding the server chose), the whole build's JS for comparison, the budget, and the time until the
 * sign-in form is visible (median of several cold loads).
 *
 *   npm run bench            # 5 cold loads
 *   BENCH_RUNS=10 npm run bench
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../tests/e2e/chromium';
import { ensureProductionBuild, PROJECT_ROOT, startServer } from '../tests/e2e/serverProcess';

const BUDGET_KB = 100;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));

const kb = (bytes: number) => bytes / 1024;
const gzipSize = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface ScriptLoad {
  readonly file: string;
  readonly bytes: number;
  readonly gzip: number;
  /** Bytes on the wire and the encoding the server chose. */
  readonly transferred: number;
  readonly encoding: string;
}

async function loadSignIn(browser: Browser, signInUrl: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const pending: Promise<ScriptLoad | null>[] = [];
  page.on('response', (response) => {
    const isScript =
      response.request().resourceType() === 'script' || new URL(response.url()).pathname.endsWith('.js');
    if (!isScript) return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => null);
        if (!body) return null;
        const sizes = await response.request().sizes();
        return {
          file: new URL(response.url()).pathname,
          bytes: body.length,
          gzip: gzipSize(body),
          transferred: sizes.responseBodySize,
          encoding: (await response.headerValue('content-encoding')) ?? 'identity',
        };
      })(),
    );
  });
  const started = performance.now();
  await page.goto(signInUrl);
  await page.getByRole('button', { name: 'Sign In' }).waitFor({ state: 'visible' });
  const visibleMs = performance.now() - started;
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(pending)).filter((load): load is ScriptLoad => load !== null);
  await context.close();
  return { visibleMs, scripts };
}

function buildTotals() {
  const dist = join(PROJECT_ROOT, 'dist');
  const files = readdirSync(dist).filter((file) => file.endsWith('.js'));
  const bytes = files.map((file) => readFileSync(join(dist, file)));
  return {
    files: files.length,
    bytes: bytes.reduce((sum, body) => sum + body.length, 0),
    gzip: bytes.reduce((sum, body) => sum + gzipSize(body), 0),
  };
}

function row(cells: (string | number)[], widths: number[]) {
  return cells
    .map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]!) : String(cell).padStart(widths[i]!)))
    .join('  ');
}

async function main() {
  const routePrefix = ensureProductionBuild();
  const server = await startServer(routePrefix);
  const browser = await launchChromium();
  try {
    const signInUrl = `${server.origin}${routePrefix}/signin`;
    await loadSignIn(browser, signInUrl); // warm-up: server caches, PGlite, Chromium start
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await loadSignIn(browser, signInUrl));
    const { scripts } = runs[0]!;
    const signInGzip = scripts.reduce((sum, load) => sum + load.gzip, 0);
    const signInBytes = scripts.reduce((sum, load) => sum + load.bytes, 0);
    const signInWire = scripts.reduce((sum, load) => sum + load.transferred, 0);
    const build = buildTotals();
    const pass = kb(signInGzip) <= BUDGET_KB;

    const widths = [44, 10, 10, 16];
    console.log(`\nJavaScript loaded by ${routePrefix}/signin before any user action`);
    console.log(row(['file', 'KB', 'KB gzip', 'KB on the wire'], widths));
    for (const load of scripts) {
      console.log(
        row(
          [
            load.file,
            kb(load.bytes).toFixed(1),
            kb(load.gzip).toFixed(1),
            `${kb(load.transferred).toFixed(1)} ${load.encoding}`,
          ],
          widths,
        ),
      );
    }
    console.log('');
    const summary = [
      [
        'Sign-in screen JS, gzip -9',
        `${kb(signInGzip).toFixed(1)} KB (${scripts.length} files, ${kb(signInBytes).toFixed(0)} KB raw, ${kb(signInWire).toFixed(1)} KB on the wire)`,
      ],
      [
        'Whole build JS, gzip -9',
        `${kb(build.gzip).toFixed(1)} KB (${build.files} files, ${kb(build.bytes).toFixed(0)} KB raw)`,
      ],
      [
        'Budget for the sign-in screen',
        `${BUDGET_KB} KB gzip: ${pass ? 'PASS' : `FAIL (over by ${(kb(signInGzip) - BUDGET_KB).toFixed(1)} KB)`}`,
      ],
      [
        'Sign-in form visible (cold, median)',
        `${median(runs.map((run) => run.visibleMs)).toFixed(0)} ms over ${RUNS} loads (min ${Math.min(...runs.map((run) => run.visibleMs)).toFixed(0)}, max ${Math.max(...runs.map((run) => run.visibleMs)).toFixed(0)})`,
      ],
    ];
    for (const [label, value] of summary) console.log(`${label!.padEnd(38)} ${value}`);
    if (!pass) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
