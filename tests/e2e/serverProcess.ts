/**
 * The real server as a child process (scripts/start.mjs as `npm start` runs it, SKIP_BUILD=1) on a free port with
 * a fresh data directory, so it migrates and seeds a new PGlite store. Used by the browser tests' globalSetup and the bench.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const PROJECT_ROOT = resolve(import.meta.dirname, '../..');
const READY_TIMEOUT_MS = 90_000;

export interface BuildStamp {
  readonly mode?: string;
  readonly routePrefix?: string;
  /** The version naming the other languages' catalogs (ADR 401). */
  readonly catalogs?: string;
}

export function readBuildStamp(): BuildStamp | null {
  try {
    return JSON.parse(readFileSync(join(PROJECT_ROOT, 'dist/.build-stamp'), 'utf8')) as BuildStamp;
  } catch {
    return null;
  }
}

/** Builds the console when dist/ holds no production build; returns the route prefix it was built for. */
export function ensureProductionBuild(): string {
  const stamp = readBuildStamp();
  if (
    !existsSync(join(PROJECT_ROOT, 'dist/index.html')) ||
    !existsSync(join(PROJECT_ROOT, 'dist/take/index.html')) ||
    stamp?.mode !== 'production'
  ) {
    console.log('dist/ holds no production build: building the console');
    const result = spawnSync(process.execPath, ['scripts/build.mjs'], {
      cwd: PROJECT_ROOT,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error('The console build failed');
  }
  return readBuildStamp()?.routePrefix ?? '/admin';
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export interface RunningServer {
  /** e.g. http://localhost:43121 — `localhost` is a secure context, so the Secure token cookie works over HTTP. */
  readonly origin: string;
  readonly routePrefix: string;
  stop(): Promise<void>;
}

async function waitForReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`The server did not answer ${url} within ${READY_TIMEOUT_MS} ms:\n${log()}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export async function startServer(
  routePrefix: string,
  extraEnv: Readonly<Record<string, string>> = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-server-'));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      ROUTE_PREFIX: routePrefix,
      // The tests and benches sign in with the demo accounts, on PostgreSQL too (ADR 361).
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(`${origin}${routePrefix}/config.json`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, routePrefix, stop };
}
