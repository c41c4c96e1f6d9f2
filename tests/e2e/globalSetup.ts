/**
 * One real server and one Chromium for the whole browser run. Requires the production build in dist/ (the test
 * command builds first; when dist/index.html is missing this builds it once). The server runs as a child process
 * (`server/start.ts`) on a free port with a fresh data directory, so it migrates and seeds a new PGlite store.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_EXECUTABLE, CHROMIUM_ARGS } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server under test, e.g. http://localhost:43121. */
    origin: string;
    /** The console's route prefix, e.g. /admin. */
    routePrefix: string;
    /** Where test files connect to the shared Chromium. */
    browserWsEndpoint: string;
  }
}

const root = resolve(import.meta.dirname, '../..');
const READY_TIMEOUT_MS = 90_000;

function ensureBuild(): string {
  if (!existsSync(join(root, 'dist/index.html'))) {
    console.log('browser tests: dist/ is missing, building the console');
    const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('browser tests: the console build failed');
  }
  try {
    const stamp = JSON.parse(readFileSync(join(root, 'dist/.build-stamp'), 'utf8')) as {
      routePrefix?: string;
    };
    return stamp.routePrefix ?? '/admin';
  } catch {
    return '/admin';
  }
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

async function waitForServer(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`The server did not answer ${url} within ${READY_TIMEOUT_MS} ms:\n${log()}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export default async function setup(project: TestProject) {
  const routePrefix = ensureBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
  const port = await freePort();
  // `localhost` is a secure context, so the console's Secure token cookie works over plain HTTP.
  const origin = `http://localhost:${port}`;
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      ROUTE_PREFIX: routePrefix,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  let browser: BrowserServer | undefined;
  try {
    [browser] = await Promise.all([
      chromium.launchServer({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS }),
      waitForServer(`${origin}${routePrefix}/config.json`, server, () => output),
    ]);
  } catch (error) {
    await browser?.close();
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  project.provide('origin', origin);
  project.provide('routePrefix', routePrefix);
  project.provide('browserWsEndpoint', browser.wsEndpoint());

  return async () => {
    await browser?.close();
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
