/**
 * What the sign-in screen costs (the foundation's budget, ADR 003). Opens {prefix}/signin of the production build
 * in Chromium with an empty cache and records every JavaScript response until the network is idle, before any
 * user action; sums gzip -9 of each body. Beside it: the whole build's JavaScript and the time until the sign-in
 * form is visible (median of BENCH_RUNS cold loads, default 5). BENCH_VERBOSE=1 lists the files. Then one row per
 * interface language: the browser asks for it and the form paints in it, with its catalog's chunk (ADR 179).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { UI_LANGUAGES } from '../../src/domain/shared/languages';
import { loadCoreCatalog } from '../../src/i18n/loadCatalog';
import { benchRuns, gzipSize, kb, median } from './lib/measure';
import { PROJECT_ROOT, sharedBrowser, sharedServer } from './lib/server';
import type { BenchResult } from './lib/types';

export const SIGN_IN_BUDGET_KB = 100;
const GROUP = 'sign-in';

interface ScriptLoad {
  readonly file: string;
  readonly bytes: number;
  readonly gzip: number;
}

/** A language's catalog as the build writes it (scripts/catalogFiles.mjs). */
const CATALOG_FILE = /\/(?:core|areas|take)-[a-z-]+\.[0-9a-f]+\.json$/;

async function loadSignIn(browser: Browser, signInUrl: string, locale = 'en-US', submit = 'Sign In') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
  const page = await context.newPage();
  const pending: Promise<ScriptLoad | null>[] = [];
  const catalogs: Promise<ScriptLoad | null>[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    const isScript = response.request().resourceType() === 'script' || path.endsWith('.js');
    if (!isScript && !CATALOG_FILE.test(path)) return;
    (isScript ? pending : catalogs).push(
      (async () => {
        const body = await response.body().catch(() => null);
        if (!body) return null;
        return { file: new URL(response.url()).pathname, bytes: body.length, gzip: gzipSize(body) };
      })(),
    );
  });
  const started = performance.now();
  await page.goto(signInUrl);
  await page.getByRole('button', { name: submit, exact: true }).waitFor({ state: 'visible' });
  const visibleMs = performance.now() - started;
  await page.waitForLoadState('networkidle');
  const loaded = async (loads: Promise<ScriptLoad | null>[]) =>
    (await Promise.all(loads)).filter((load): load is ScriptLoad => load !== null);
  const scripts = await loaded(pending);
  const data = await loaded(catalogs);
  await context.close();
  return { visibleMs, scripts, catalog: data.reduce((sum, load) => sum + load.gzip, 0) };
}

function buildTotals() {
  const dist = join(PROJECT_ROOT, 'dist');
  const bodies = readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(dist, file)));
  return {
    files: bodies.length,
    gzip: bodies.reduce((sum, body) => sum + gzipSize(body), 0),
  };
}

export default async function run(): Promise<BenchResult[]> {
  const server = await sharedServer();
  const browser = await sharedBrowser();
  const signInUrl = `${server.origin}${server.routePrefix}/signin`;
  await loadSignIn(browser, signInUrl); // warm-up: server caches, PGlite, Chromium start
  const runs = [];
  for (let i = 0; i < benchRuns(5); i += 1) runs.push(await loadSignIn(browser, signInUrl));
  const { scripts } = runs[0]!;
  if (process.env.BENCH_VERBOSE === '1') {
    for (const load of scripts)
      console.log(
        `  ${load.file.padEnd(48)} ${kb(load.bytes).toFixed(1).padStart(7)} KB  ${kb(load.gzip).toFixed(1).padStart(6)} KB gzip`,
      );
  }
  const signInGzip = kb(scripts.reduce((sum, load) => sum + load.gzip, 0));
  const build = buildTotals();
  // Each language: the browser asks for it (navigator.languages), the sign-in screen paints in it (ADR 179).
  const languageRows: BenchResult[] = [];
  let largestCatalog = { code: 'en', gzip: 0 };
  for (const language of UI_LANGUAGES.filter((entry) => entry.code !== 'en')) {
    const core = await loadCoreCatalog(language.code);
    const load = await loadSignIn(browser, signInUrl, language.tag, core.signIn.submit);
    const gzip = kb(load.scripts.reduce((sum, script) => sum + script.gzip, 0));
    if (load.catalog > largestCatalog.gzip) largestCatalog = { code: language.code, gzip: load.catalog };
    languageRows.push({
      group: GROUP,
      metric: `JS before any user action in ${language.code} (${language.tag}), gzip -9 (${load.scripts.length} files)`,
      value: Number(gzip.toFixed(1)),
      unit: 'KB',
      target: `≤ ${SIGN_IN_BUDGET_KB}`,
      pass: gzip <= SIGN_IN_BUDGET_KB,
    });
  }
  return [
    {
      group: GROUP,
      metric: `JS before any user action, gzip -9 (${scripts.length} files)`,
      value: Number(signInGzip.toFixed(1)),
      unit: 'KB',
      target: `≤ ${SIGN_IN_BUDGET_KB}`,
      pass: signInGzip <= SIGN_IN_BUDGET_KB,
    },
    {
      group: GROUP,
      metric: `whole build JS, gzip -9 (${build.files} files)`,
      value: Number(kb(build.gzip).toFixed(1)),
      unit: 'KB',
    },
    {
      group: GROUP,
      metric: `form visible, cold load, median of ${runs.length}`,
      value: Math.round(median(runs.map((run) => run.visibleMs))),
      unit: 'ms',
    },
    ...languageRows,
    {
      group: GROUP,
      metric: `the largest language's catalog before any user action (${largestCatalog.code}), JSON gzip -9`,
      value: Number(kb(largestCatalog.gzip).toFixed(1)),
      unit: 'KB',
    },
  ];
}
