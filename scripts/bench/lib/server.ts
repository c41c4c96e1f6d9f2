/**
 * Servers and a browser for bench files, started once per `npm run bench` and stopped by the runner at the end.
 *
 * - `sharedServer()`: the real server (`scripts/start.mjs`, as `npm start` runs it) over the production build on a
 *   fresh temp data directory (migrated and seeded with the demo accounts and content). Every bench that only reads
 *   shares this one.
 * - `startBenchServer({ env, seedQuizzes })`: a server of your own (e.g. with N generated quizzes, or other
 *   settings); stopped at the end of the run, its data directory removed.
 * - `sharedBrowser()`: one Debian Chromium for the run; open a new context per measurement.
 * - `signIn(server, email)`: a bearer token for API benches (demo accounts, password demo-password).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../../tests/e2e/chromium';
import { ensureProductionBuild, PROJECT_ROOT } from '../../../tests/e2e/serverProcess';

export { PROJECT_ROOT };

const READY_TIMEOUT_MS = 120_000;
const cleanups: Array<() => Promise<void>> = [];

/** Runs when the bench run ends (the runner calls it), last registered first. */
export function onBenchEnd(cleanup: () => Promise<void>): void {
  cleanups.push(cleanup);
}

export async function runBenchCleanups(): Promise<void> {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop()!;
    await cleanup().catch((error: unknown) => console.error('bench cleanup failed:', error));
  }
}

export interface BenchServer {
  /** e.g. http://localhost:43121 */
  readonly origin: string;
  /** e.g. /admin */
  readonly routePrefix: string;
  readonly dataDir: string;
  /** The server process (its memory is read from /proc). */
  readonly pid: number;
}

export interface BenchServerOptions {
  /** Extra environment of the server process (e.g. `{ LOG_LEVEL: 'info' }`). */
  readonly env?: Record<string, string>;
  /** Generated quizzes added with `npm run seed -- --quizzes N` before the server starts. */
  readonly seedQuizzes?: number;
}

/** A port free on loopback now, for a server process to listen on. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const routePrefix = ensureProductionBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-'));
  const port = await freePort();
  const env = {
    ...process.env,
    SKIP_BUILD: '1',
    PORT: String(port),
    HOST: 'localhost',
    DATA_DIR: dataDir,
    ROUTE_PREFIX: routePrefix,
    // The tests and benches sign in with the demo accounts, on PostgreSQL too (ADR 361).
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  if (options.seedQuizzes) {
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'server/cli/seed.ts', '--quizzes', String(options.seedQuizzes)],
      { cwd: PROJECT_ROOT, env, stdio: 'inherit' },
    );
    if (seeded.status !== 0) throw new Error(`seeding ${options.seedQuizzes} quizzes failed`);
  }
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  onBenchEnd(stop);
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The bench server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`The bench server did not start:\n${output}`);
    try {
      if ((await fetch(`${origin}${routePrefix}/config.json`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return { origin, routePrefix, dataDir, pid: child.pid! };
}

let shared: Promise<BenchServer> | null = null;
export function sharedServer(): Promise<BenchServer> {
  shared ??= startBenchServer();
  return shared;
}

let browser: Promise<Browser> | null = null;
export function sharedBrowser(): Promise<Browser> {
  if (!browser) {
    browser = launchChromium();
    onBenchEnd(async () => (await browser!).close());
  }
  return browser;
}

/** Signs a demo account in through the API and returns its access token. */
export async function signIn(
  server: BenchServer,
  email: string,
  password = 'demo-password',
): Promise<string> {
  const response = await fetch(`${server.origin}/api/admin/security/get_access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: HTTP ${response.status}`);
  const body = (await response.json()) as { content: { token: { accessToken: string } } };
  return body.content.token.accessToken;
}
