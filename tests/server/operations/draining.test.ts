/**
 * A stopping server drains as rolling updates expect (ADR 362): on SIGTERM an idle keep-alive socket is closed at
 * once, `/readyz` and every new request answer 503 with `Connection: close`, requests sent on fresh connections just
 * before the signal all get an answer (never a refused or reset connection), the request under way finishes, and
 * the process exits 0.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';
import { AUTH_PATHS } from '../../../src/api/session/authContract';
import { RESTARTING_MESSAGE } from '../../../server/operations/draining';
import { OPERATIONS_PATHS } from '../../../server/routes/operations/operationsRoutes';
import { TEST_ENV } from '../testApp';
import { waitUntil } from './processTree';

const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');

let dataDir: string;
let server: ChildProcess | undefined;
let output = '';

const until = (what: string, check: () => boolean, timeoutMs = 120_000) =>
  waitUntil(what, check, () => output, timeoutMs);

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'console-draining-'));
  mkdirSync(join(dataDir, 'pglite'));
  spawnSync('tar', ['-xf', inject('seededStore'), '-C', join(dataDir, 'pglite')]);
});
afterAll(() => {
  if (server?.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  readonly status: number;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

/** Resolves with the answer, or with the connection's error (ECONNREFUSED, ECONNRESET…) as a rejection. */
function answerOf(request: ReturnType<typeof httpRequest>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response: IncomingMessage) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.once('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      response.once('error', reject);
    });
  });
}

test('on SIGTERM idle sockets close, new requests and /readyz answer 503 with Connection: close, none is refused, the request under way finishes, and the process exits 0', async () => {
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      ...TEST_ENV,
      DATA_DIR: dataDir,
      SKIP_BUILD: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_SECONDS: '60',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(server, 'exit');
  server.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  server.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  await until('the start', () => /Console ready at http:\/\/localhost:\d+/.test(output));
  const origin = `http://127.0.0.1:${/Console ready at http:\/\/localhost:(\d+)/.exec(output)![1]}`;

  // A keep-alive socket left idle after its answer.
  const keepAlive = new Agent({ keepAlive: true });
  const first = await answerOf(
    httpRequest(`${origin}${OPERATIONS_PATHS.health}`, { agent: keepAlive }).end(),
  );
  expect(first.status).toBe(200);
  const [idleSocket] = Object.values(keepAlive.freeSockets).flat();
  expect(idleSocket).toBeDefined();
  const idleClosed = once(idleSocket!, 'close');

  // A sign-in whose body is still on its way when the signal comes.
  const body = JSON.stringify({ email: 'cs@demo.test', password: TEST_ENV.DEMO_PASSWORD });
  const slow = httpRequest(`${origin}${AUTH_PATHS.getAccessToken}`, {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'x-request-id': 'draining-test-sign-in',
    },
  });
  const slowAnswer = answerOf(slow);
  slow.write(body.slice(0, 10));
  await until('the request under way', () => output.includes('"reqId":"draining-test-sign-in"'));

  // Thirty requests on fresh connections, sent just before the signal.
  const justBefore = Array.from({ length: 30 }, () =>
    answerOf(httpRequest(`${origin}${OPERATIONS_PATHS.health}`, { agent: false }).end()),
  );
  server.kill('SIGTERM');
  const settled = await Promise.allSettled(justBefore);
  const refused = settled
    .filter((result) => result.status === 'rejected')
    .map((result) => String(result.reason));
  expect(refused).toEqual([]);
  for (const result of settled)
    expect([200, 503]).toContain((result as PromiseFulfilledResult<Answer>).value.status);

  await until('the shutdown', () => output.includes('SIGTERM: shutting down'), 10_000);
  await idleClosed;

  const ready = await answerOf(httpRequest(`${origin}${OPERATIONS_PATHS.ready}`, { agent: false }).end());
  expect(ready.status).toBe(503);
  expect(ready.headers.connection).toBe('close');
  const later = await answerOf(
    httpRequest(`${origin}${AUTH_PATHS.getAccessToken}`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json' },
    }).end(body),
  );
  expect(later.status).toBe(503);
  expect(later.headers.connection).toBe('close');
  expect(later.headers['retry-after']).toBe('1');
  expect(JSON.parse(later.body).content.message).toBe(RESTARTING_MESSAGE);

  slow.end(body.slice(10));
  const finished = await slowAnswer;
  expect(finished.status).toBe(200);
  expect(finished.headers.connection).toBe('close');
  expect(JSON.parse(finished.body).content.token.accessToken).toEqual(expect.any(String));

  expect(await exited).toEqual([0, null]);
  expect(output).not.toContain('requests still under way at the end of the grace');
}, 180_000);
