/**
 * Real server processes (scripts/start.mjs, as `npm start` runs them) on a database of their own on the test
 * PostgreSQL (TEST_DATABASE_URL), for rules that must hold across processes.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { TEST_ENV } from '../testApp';
import { dropDatabase } from '../postgresDatabases';

const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');
const STARTUP_MS = 120_000;

export interface ServerProcess {
  /** `http://127.0.0.1:PORT` */
  readonly origin: string;
  /** Ends the process at once, as a crash would (no shutdown, nothing given back). */
  kill(): Promise<void>;
  /** Stops it as an operator would, and removes its data directory. */
  stop(): Promise<void>;
}

/** Starts one process on `databaseUrl` with the tests' settings plus `env`; resolves once it serves. */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-process-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: PROJECT_ROOT,
    // One signing secret for all of them, as behind a load balancer; each its own data directory.
    env: {
      ...process.env,
      ...TEST_ENV,
      DATABASE_URL: databaseUrl,
      SKIP_BUILD: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      await exited;
    }
  };
  const stop = async () => {
    await end('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const started = Date.now();
  let port: string | undefined;
  while (!port) {
    port = /Console ready at http:\/\/localhost:(\d+)/.exec(output)?.[1];
    if (port) break;
    if (child.exitCode !== null || Date.now() - started > STARTUP_MS) {
      await stop();
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return { origin: `http://127.0.0.1:${port}`, kill: () => end('SIGKILL'), stop };
}

/** A database of its own on the PostgreSQL at `baseUrl`; resolves with its URL and a function that drops it. */
export async function freshDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `console_limits_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const drop = () => dropDatabase(baseUrl, name);
  return { url: url.toString(), drop };
}

/** PostgreSQL's SQLSTATE when a backend of another role cannot be ended. */
