/**
 * `npm start` with two server processes (WORKERS=2, ADR 229) on a PostgreSQL database of its own: SIGTERM to npm
 * reaches the primary and both workers, a request under way in a worker finishes with its answer, and npm, the
 * primary and the workers are all gone afterwards. Skipped without TEST_DATABASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { resolve } from 'node:path';
import pg from 'pg';
import { AUTH_PATHS } from '../../../src/api/session/authContract';
import { TEST_ENV } from '../testApp';
import { alive, descendants, waitUntil } from './processTree';
import { dropDatabase } from '../postgresDatabases';

const url = process.env.TEST_DATABASE_URL;
const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');
const database = `stopping_workers_${randomBytes(4).toString('hex')}`;

let npm: ChildProcess | undefined;
let processes: number[] = [];
let output = '';

async function asAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const until = (what: string, check: () => boolean, timeoutMs = 150_000) =>
  waitUntil(what, check, () => output, timeoutMs);

describe.skipIf(!url)('two server processes', () => {
  beforeAll(async () => {
    await asAdmin(`create database ${database}`);
  });
  afterAll(async () => {
    if (npm?.exitCode === null) npm.kill('SIGKILL');
    for (const pid of processes.filter(alive)) process.kill(pid, 'SIGKILL');
    await dropDatabase(url!, database);
  });

  test('SIGTERM to npm start lets the request under way in a worker finish, and leaves no process', async () => {
    const databaseUrl = new URL(url!);
    databaseUrl.pathname = `/${database}`;
    npm = spawn('npm', ['start'], {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        ...TEST_ENV,
        DATABASE_URL: databaseUrl.toString(),
        WORKERS: '2',
        SKIP_BUILD: '1',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        SHUTDOWN_GRACE_SECONDS: '5',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = once(npm, 'exit');
    npm.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    npm.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    await until('the start', () => /Console ready at http:\/\/localhost:\d+/.test(output));
    const port = /Console ready at http:\/\/localhost:(\d+)/.exec(output)![1];
    processes = descendants(npm.pid!);
    // npm's shell became the primary (exec), which forked the two workers.
    expect(processes.length).toBeGreaterThanOrEqual(3);

    // A sign-in whose body is still on its way when the signal comes.
    const body = JSON.stringify({ email: 'cs@demo.test', password: TEST_ENV.DEMO_PASSWORD });
    const slow = httpRequest(`http://127.0.0.1:${port}${AUTH_PATHS.getAccessToken}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'x-request-id': 'stopping-workers-sign-in',
      },
    });
    const answered = once(slow, 'response');
    slow.write(body.slice(0, 10));
    await until('the request under way', () => output.includes('"reqId":"stopping-workers-sign-in"'));

    npm.kill('SIGTERM');
    await until('the shutdown', () => output.includes('SIGTERM'), 10_000);
    slow.end(body.slice(10));
    const [response] = (await answered) as [IncomingMessage];
    let text = '';
    for await (const chunk of response) text += String(chunk);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('stopping-workers-sign-in');
    expect(JSON.parse(text).content.token.accessToken).toEqual(expect.any(String));

    await exited;
    await until('every process gone', () => processes.every((pid) => !alive(pid)), 5_000);
  }, 240_000);
});

if (!url) console.warn('stoppingWorkers.test.ts: skipped, TEST_DATABASE_URL is unset');
