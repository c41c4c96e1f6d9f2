/**
 * Lists read while the site is written to (issue 63, ADR 320): the real server (server/start.ts) over 100,000
 * quizzes, 20,000 classes and 10,000 institutions (scripts/bench/lib/quizStore.ts), on PostgreSQL (one process, then
 * WORKERS=2) and on PGlite. For each write rate — 0, 1, 5 and 20 writes a second, a mix of quiz saves, shares,
 * students added to a class and students' attempts (start, answer, submit; scripts/bench/lib/mixedWrites.ts), sent
 * from a process of their own (lib/mixedWriter.ts) as a user's browser is — autocannon with 50 connections reads
 * each list for BENCH_SECONDS (default 5): the template, customer and classes lists, a new search on every request
 * and random deep pages (scripts/bench/lib/uncachedLists.ts), each beside the no-op route (GET {prefix}/config.json)
 * measured just before it.
 *
 * Targets at every write rate: searches ≥ 0.1 of the no-op on PostgreSQL and ≥ 0.05 on PGlite; random pages ≥ 0.25
 * on PostgreSQL and ≥ 0.05 on PGlite; every list p99 < 100 ms; the writes' own p99 < 200 ms, with no error. Then
 * the server's resident memory with every list of the bench kept: < 500 MB at 100,000 quizzes (WORKERS=2: each
 * process's).
 *
 *   npm run bench -- mixedLoad
 *   BENCH_STORES=PostgreSQL npm run bench -- mixedLoad          # one store only
 *   BENCH_QUIZZES=1000000 BENCH_STORES=PostgreSQL npm run bench -- mixedLoad
 *       # the slower run over a million quizzes (the memory states how it grows; its target is the 100k one's)
 *   BENCH_RATES=20 BENCH_WORKERS=1 BENCH_STORES=PostgreSQL npm run bench -- mixedLoad   # one case, for a closer look
 *   BENCH_CPU_PROFILE=/tmp/prof …                               # a CPU profile of the server (.cpuprofile)
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { percentile } from './lib/measure';
import { prepareWrites, type WriteKind, type WritePlan, type WriteReport } from './lib/mixedWrites';
import type { WriterMessage, WriterReport } from './lib/mixedWriter';
import {
  prepareStore,
  startStoreServer,
  stopProcess,
  type StoreKind,
  type StoreServer,
} from './lib/quizStore';
import { onBenchEnd, PROJECT_ROOT, signIn, type BenchServer } from './lib/server';
import type { BenchResult } from './lib/types';
import { UNCACHED_ROUTES, uncachedOptions, type UncachedRoute } from './lib/uncachedLists';

const GROUP = 'mixed load';
const QUIZZES = Number(process.env.BENCH_QUIZZES) > 0 ? Number(process.env.BENCH_QUIZZES) : 100_000;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS) > 0 ? Number(process.env.BENCH_SECONDS) : 5;
const NOOP_SECONDS = Math.min(2, SECONDS);
/** BENCH_RATES=20 (or 0,20…) measures only those write rates, BENCH_WORKERS=1 one process count, for a look at one case. */
const WRITE_RATES: readonly number[] = process.env.BENCH_RATES
  ? process.env.BENCH_RATES.split(',').map(Number)
  : [0, 1, 5, 20];
const WORKER_COUNTS = process.env.BENCH_WORKERS ? [Number(process.env.BENCH_WORKERS)] : null;
const SEARCH_RATIO: Record<StoreKind, number> = { PostgreSQL: 0.1, PGlite: 0.05 };
const PAGE_RATIO: Record<StoreKind, number> = { PostgreSQL: 0.25, PGlite: 0.05 };
const LIST_P99_MS = 100;
const WRITE_P99_MS = 200;
const MEMORY_MB = 500;
/** The memory target is the 100,000-quiz run's. */
const MEMORY_TARGET_QUIZZES = 100_000;
/** How long a list may take to be kept after its first request before the bench gives up on it. */
const KEPT_WITHIN_MS = 300_000;

/** The lists of the mix: the template, customer and classes lists' searches and random pages. */
const ROUTES = UNCACHED_ROUTES.filter((route) => !route.label.startsWith('institutions'));

interface Load {
  readonly rps: number;
  readonly p99: number;
}

function loadOf(result: autocannon.Result, what: string): Load {
  if (result.non2xx > 0 || result.errors > result.timeouts) {
    throw new Error(`${what}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  if (result.timeouts > 0 || result['2xx'] === 0) {
    console.warn(`${what}: ${result.timeouts} timed out, ${result['2xx']} answered`);
    return { rps: result.requests.average, p99: Number.POSITIVE_INFINITY };
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const noop = async (server: BenchServer): Promise<Load> =>
  loadOf(
    await autocannon({
      url: `${server.origin}${server.routePrefix}/config.json`,
      connections: CONNECTIONS,
      duration: NOOP_SECONDS,
    }),
    'no-op',
  );

/** The server's count of list answers from a kept list (ADR 313), read from /metrics. */
async function keptAnswers(server: BenchServer): Promise<number> {
  const text = await (await fetch(`${server.origin}/metrics`)).text();
  return Number(/^list_search_answers_total\{source="kept_list"\} (\d+)/m.exec(text)?.[1] ?? 0);
}

/**
 * Asks a route one request at a time until a kept list answers, then for a moment at full load so that every
 * process has read it: the measure that follows is of a site whose lists have been asked for.
 */
async function keep(server: BenchServer, token: string, route: UncachedRoute): Promise<number> {
  const started = performance.now();
  const before = await keptAnswers(server);
  for (let n = 2_000_000; performance.now() - started < KEPT_WITHIN_MS; n += 1) {
    const { path, body } = route.next(n);
    const response = await fetch(`${server.origin}${path}`, {
      method: route.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    await response.arrayBuffer();
    if ((await keptAnswers(server)) > before) break;
    await new Promise((done) => setTimeout(done, 50));
  }
  const took = performance.now() - started;
  // Long enough for every process to read it too.
  const duration = Math.max(2, Math.ceil((2 * took) / 1000));
  await autocannon(uncachedOptions(server.origin, token, route, { connections: CONNECTIONS, duration }));
  return took;
}

/** Resident memory (MB) of the server's processes (Linux /proc): the primary and, with WORKERS > 1, each worker. */
function memoryMb(pid: number): { readonly total: number; readonly largest: number } {
  const rss = (id: number) =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const children = (id: number): number[] => {
    try {
      return readFileSync(`/proc/${id}/task/${id}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  };
  const all = [pid];
  for (let at = 0; at < all.length; at += 1) all.push(...children(all[at]!));
  const each = all.map(rss);
  return { total: each.reduce((sum, mb) => sum + mb, 0), largest: Math.max(...each) };
}

/**
 * The serving thread's JavaScript heap and the memory it holds outside it (buffers: the kept rows' texts), in MB,
 * from the server's own Prometheus metrics (answered on loopback without a token, ADR 227).
 */
async function heapMb(origin: string): Promise<{
  readonly heap: number;
  readonly used: number;
  readonly external: number;
  readonly majorCollections: number;
}> {
  const text = await (await fetch(`${origin}/metrics`)).text();
  const gauge = (name: string) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? NaN) / 2 ** 20;
  return {
    heap: gauge('nodejs_heap_size_total_bytes'),
    used: gauge('nodejs_heap_size_used_bytes'),
    external: gauge('nodejs_external_memory_bytes'),
    majorCollections: Number(/^nodejs_gc_duration_seconds_count\{kind="major"\} (\d+)/m.exec(text)?.[1] ?? 0),
  };
}

/** How long the bench waits at most for the server's memory to settle once the load ends. */
const SETTLE_WITHIN_MS = 180_000;
/**
 * The load's garbage has been collected when a major collection ran since it ended and the heap then uses at least
 * this share of what it holds…
 */
const COLLECTED_SHARE = 0.85;
/**
 * …in this many samples in a row, two seconds apart. With WORKERS=2 each sample asks one process or the other, so
 * the collection may be another's: the highest memory of the run is read beside it.
 */
const COLLECTED_SAMPLES = 3;

/**
 * The server's memory once what the load left behind is collected: what the process keeps (every list of the
 * bench), not the garbage of the load's last seconds, which the highest memory while read and written shows. V8
 * gives a quiet process's memory back only after a minute or more (its memory reducer waits for a low allocation
 * rate, then collects in steps), and the resident memory stays flat until it does: so the bench waits for a major
 * collection after the load and a heap that uses most of what it holds (the server's own metrics), three minutes at
 * most (ADR 409).
 */
async function settledMemory(server: StoreServer): Promise<ReturnType<typeof memoryMb>> {
  const until = Date.now() + SETTLE_WITHIN_MS;
  const before = (await heapMb(server.origin)).majorCollections;
  let collected = 0;
  while (Date.now() < until && collected < COLLECTED_SAMPLES) {
    await new Promise((done) => setTimeout(done, 2000));
    const heap = await heapMb(server.origin);
    const compact = heap.majorCollections > before && heap.used >= COLLECTED_SHARE * heap.heap;
    collected = compact ? collected + 1 : 0;
  }
  return memoryMb(server.pid);
}

/**
 * The largest process's highest resident memory while the bench reads and writes, sampled every half second: what a
 * container's memory limit must allow, beside the memory once the lists are kept (which a collection may have
 * lowered by then).
 */
function watchPeak(pid: number): () => number {
  let peak = 0;
  const sample = () => {
    try {
      peak = Math.max(peak, memoryMb(pid).largest);
    } catch {
      // The process is gone: the bench fails elsewhere.
    }
  };
  sample();
  const timer = setInterval(sample, 500);
  return () => {
    clearInterval(timer);
    sample();
    return peak;
  };
}

interface Writer {
  /** Writes `perSecond` a second until `stop` resolves; answers once every write sent has answered. */
  run(perSecond: number, stop: Promise<unknown>): Promise<WriteReport & { readonly loopDelayP99Ms: number }>;
}

/**
 * The writes sent from a process of their own (mixedWriter.ts), which carries the cursor from run to run; it ends
 * with the bench.
 */
function forkWriter(server: Pick<BenchServer, 'origin'>, plan: WritePlan): Writer {
  const child = fork(join(import.meta.dirname, 'lib/mixedWriter.ts'), [], {
    cwd: PROJECT_ROOT,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  onBenchEnd(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`the writer process exited (${String(code)})`);
  });
  exited.catch(() => undefined);
  child.send({ kind: 'plan', origin: server.origin, plan } satisfies WriterMessage);
  return {
    async run(perSecond, stop) {
      const reported = once(child, 'message') as Promise<[WriterReport]>;
      child.send({ kind: 'run', perSecond } satisfies WriterMessage);
      void stop.then(() => {
        if (child.connected) child.send({ kind: 'stop' } satisfies WriterMessage);
      });
      const [report] = await Promise.race([reported, exited]);
      return {
        times: new Map(report.times),
        errors: report.errors,
        loopDelayP99Ms: report.loopDelayP99Ms,
      };
    },
  };
}

async function measureServer(
  kind: StoreKind,
  server: StoreServer,
  plan: WritePlan,
  label: string,
): Promise<BenchResult[]> {
  const group = `${GROUP} ${label}`;
  const token = await signIn(server, 'super@demo.test');
  const rows: BenchResult[] = [];
  for (const route of ROUTES) {
    rows.push({
      group,
      metric: `${route.label}: first answer from the kept list after`,
      value: await keep(server, token, route),
      unit: 'ms',
    });
  }
  const writer = forkWriter(server, plan);
  const peak = watchPeak(server.pid);
  for (const rate of WRITE_RATES) {
    const writes = new Map<WriteKind, number[]>();
    const errors: string[] = [];
    let writerDelay = 0;
    for (const route of ROUTES) {
      const beside = await noop(server);
      const reading = autocannon(
        uncachedOptions(server.origin, token, route, { connections: CONNECTIONS, duration: SECONDS }),
      );
      const report = await writer.run(rate, reading);
      writerDelay = Math.max(writerDelay, report.loopDelayP99Ms);
      const read = loadOf(await reading, `${route.label} at ${rate} writes/s`);
      for (const [write, times] of report.times) writes.set(write, [...(writes.get(write) ?? []), ...times]);
      errors.push(...report.errors);
      const target = route.label.includes('search') ? SEARCH_RATIO[kind] : PAGE_RATIO[kind];
      const ratio = read.rps / beside.rps;
      const at = `${route.label}, ${rate} writes/s`;
      rows.push(
        { group, metric: `${at}: req/s`, value: read.rps, unit: 'req/s' },
        { group, metric: `${at}: no-op just before`, value: beside.rps, unit: 'req/s' },
        {
          group,
          metric: `${at}: p99`,
          value: read.p99,
          unit: 'ms',
          target: `< ${LIST_P99_MS} ms`,
          pass: read.p99 < LIST_P99_MS,
        },
        {
          group,
          metric: `${at}: / no-op`,
          value: ratio,
          unit: '×',
          target: `≥ ${target}`,
          pass: ratio >= target,
        },
      );
    }
    if (rate === 0) continue;
    for (const error of new Set(errors)) {
      console.warn(`${group} at ${rate} writes/s: ${errors.filter((e) => e === error).length} × ${error}`);
    }
    const all = [...writes.values()].flat();
    const p99 = percentile(all, 99);
    rows.push(
      {
        group,
        metric: `${rate} writes/s: writes (${all.length}) errors`,
        value: errors.length,
        unit: '',
        target: '0',
        pass: errors.length === 0,
      },
      {
        group,
        metric: `${rate} writes/s: writes p99`,
        value: p99,
        unit: 'ms',
        target: `< ${WRITE_P99_MS} ms`,
        pass: p99 < WRITE_P99_MS,
      },
      {
        group,
        metric: `${rate} writes/s: the writer process's own event-loop delay p99 (its worst run)`,
        value: writerDelay,
        unit: 'ms',
      },
      // Each kind's median beside its p99: a p99 of a hundred writes is their slowest or next slowest, so the
      // median is what says whether a change made a kind faster on a machine whose load varies from run to run.
      ...[...writes].flatMap(([kind, times]) => [
        {
          group,
          metric: `${rate} writes/s: ${kind} (${times.length}) p50`,
          value: percentile(times, 50),
          unit: 'ms',
        },
        {
          group,
          metric: `${rate} writes/s: ${kind} (${times.length}) p99`,
          value: percentile(times, 99),
          unit: 'ms',
        },
      ]),
    );
  }
  const highest = peak();
  const memory = await settledMemory(server);
  const atTarget = QUIZZES === MEMORY_TARGET_QUIZZES;
  rows.push({
    group,
    metric: `server memory with every list kept (${QUIZZES.toLocaleString('en')} quizzes)${
      memory.total === memory.largest ? '' : ', largest process'
    }`,
    value: memory.largest,
    unit: 'MB',
    ...(atTarget ? { target: `< ${MEMORY_MB} MB`, pass: memory.largest < MEMORY_MB } : {}),
  });
  const heap = await heapMb(server.origin);
  rows.push(
    { group, metric: "of which the serving thread's JavaScript heap", value: heap.heap, unit: 'MB' },
    {
      group,
      metric: 'the heap in use (the rest is free until the collector gives it back)',
      value: heap.used,
      unit: 'MB',
    },
    { group, metric: 'of which its buffers (the kept rows’ texts…)', value: heap.external, unit: 'MB' },
  );
  if (memory.total !== memory.largest) {
    rows.push({ group, metric: 'server memory, every process', value: memory.total, unit: 'MB' });
  }
  rows.push({
    group,
    metric: 'server memory at its highest while read and written (largest process)',
    value: highest,
    unit: 'MB',
  });
  return rows;
}

async function measureStore(kind: StoreKind): Promise<BenchResult[]> {
  const store = await prepareStore(kind, QUIZZES);
  const rows: BenchResult[] = [];
  for (const workers of WORKER_COUNTS ?? (kind === 'PostgreSQL' ? [1, 2] : [1])) {
    const profileDir = process.env.BENCH_CPU_PROFILE;
    const server = await startStoreServer(store, {
      workers,
      nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    });
    try {
      const instructor = await signIn(server, 'cs@demo.test');
      // Every attempt of the run starts once: the writes of the four rates, a sixth of them starts.
      const attempts =
        Math.ceil(
          (WRITE_RATES.reduce((sum: number, rate) => sum + rate, 0) * (SECONDS + 1) * ROUTES.length) / 6,
        ) + 50;
      const plan = await prepareWrites(server, instructor, attempts);
      rows.push(...(await measureServer(kind, server, plan, workers === 1 ? kind : `${kind} WORKERS=2`)));
    } finally {
      await stopProcess(server.child);
    }
  }
  return rows;
}

export default async function run(): Promise<BenchResult[]> {
  const kinds = (process.env.BENCH_STORES ?? 'PostgreSQL,PGlite')
    .split(',')
    .map((kind) => kind.trim())
    .filter((kind): kind is StoreKind => kind === 'PGlite' || kind === 'PostgreSQL');
  const rows: BenchResult[] = [];
  for (const kind of kinds) rows.push(...(await measureStore(kind)));
  return rows;
}
