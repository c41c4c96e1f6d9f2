/**
 * How the quiz lists scale (ADR 023): the real server (server/start.ts) on a loopback port over a fresh PGlite data
 * directory, seeded with the demo content and generated quizzes (`npm run seed -- --quizzes`) to 1k, then grown to 100k quizzes with one
 * INSERT … SELECT generate_series (header rows only: a list page decorates its 20 rows, so children do not change
 * its cost). autocannon (50 connections, BENCH_SECONDS each, default 5) measures POST template_list (first page)
 * and a title contains-search beside the same server's no-op route (GET {prefix}/config.json). The target: p50 at
 * 100k at most 3× p50 at 1k.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { loadConfig } from '../../server/config';
import { createDb } from '../../server/db/createDb';
import { insertGeneratedQuizzes, startStoreServer, stopProcess, type BenchStore } from './lib/quizStore';
import { onBenchEnd, PROJECT_ROOT, signIn, type BenchServer } from './lib/server';
import type { BenchResult } from './lib/types';

const GROUP = 'server lists';
const SMALL = 1_000;
const LARGE = 100_000;
const RATIO_TARGET = 3;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS) > 0 ? Number(process.env.BENCH_SECONDS) : 5;
const ROUTE_PREFIX = '/admin';
const SEARCH = 'Recap 7';

/** The store as the seed CLI and the server read it: PGlite under `dataDir`, whatever DATABASE_URL says. */
const storeOf = (dataDir: string): BenchStore => ({ kind: 'PGlite', dataDir, databaseUrl: undefined });

/** Grows the store to `total` quizzes with one statement (titles as the generated seed writes them). */
async function growTo(dataDir: string, total: number): Promise<void> {
  const db = createDb(loadConfig({ DATA_DIR: dataDir }));
  try {
    await insertGeneratedQuizzes(db, total);
    await sql`analyze`.execute(db);
  } finally {
    await db.destroy();
  }
}

interface Load {
  readonly p50: number;
  readonly p99: number;
  readonly rps: number;
}

async function load(
  url: string,
  init: { method?: 'GET' | 'POST'; token?: string; body?: unknown },
): Promise<Load> {
  const result = await autocannon({
    url,
    method: init.method ?? 'GET',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: {
      accept: 'application/json',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
}

async function measure(server: BenchServer) {
  const token = await signIn(server, 'super@demo.test');
  const list = `${server.origin}/api/admin/quiz/template_list`;
  const firstPage = { navigation: { page: 1, itemsOnPage: 20 } };
  const search = { ...firstPage, filter: [{ property: 'title', operator: 'contains', value: SEARCH }] };
  return {
    noop: await load(`${server.origin}${ROUTE_PREFIX}/config.json`, {}),
    firstPage: await load(list, { method: 'POST', token, body: firstPage }),
    search: await load(list, { method: 'POST', token, body: search }),
  };
}

function rows(size: string, measured: Awaited<ReturnType<typeof measure>>): BenchResult[] {
  const out: BenchResult[] = [];
  for (const [name, label] of [
    ['noop', 'no-op route'],
    ['firstPage', 'template_list page 1'],
    ['search', `template_list contains '${SEARCH}'`],
  ] as const) {
    const m = measured[name];
    out.push(
      { group: GROUP, metric: `${label} p50 @${size}`, value: m.p50, unit: 'ms' },
      { group: GROUP, metric: `${label} p99 @${size}`, value: m.p99, unit: 'ms' },
      { group: GROUP, metric: `${label} req/s @${size}`, value: m.rps, unit: 'req/s' },
    );
  }
  return out;
}

export default async function run(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-lists-'));
  onBenchEnd(async () => rmSync(dataDir, { recursive: true, force: true }));

  // The demo content (34 sample quizzes) and generated quizzes, with their activities and questions, to 1k.
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/cli/seed.ts', '--quizzes', String(SMALL - 34)],
    {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    },
  );
  if (seeded.status !== 0) throw new Error('seeding the demo content failed');
  const small = await startStoreServer(storeOf(dataDir));
  const atSmall = await measure(small);
  await stopProcess(small.child);

  await growTo(dataDir, LARGE);
  const large = await startStoreServer(storeOf(dataDir));
  const atLarge = await measure(large);
  await stopProcess(large.child);

  const ratio = (name: 'firstPage' | 'search') => atLarge[name].p50 / Math.max(atSmall[name].p50, 1);
  return [
    ...rows('1k', atSmall),
    ...rows('100k', atLarge),
    ...(['firstPage', 'search'] as const).map((name) => {
      const value = ratio(name);
      return {
        group: GROUP,
        metric: `${name === 'firstPage' ? 'template_list page 1' : 'contains-search'} p50 100k / 1k`,
        value,
        unit: '×',
        target: `≤ ${RATIO_TARGET}×`,
        pass: value <= RATIO_TARGET,
      };
    }),
  ];
}
