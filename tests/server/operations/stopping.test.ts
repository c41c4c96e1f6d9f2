/**
 * `npm start` as a container runs it (ADR 229): SIGTERM to npm reaches the server, a request under way finishes,
 * an open generation stream ends with its final event within SHUTDOWN_GRACE_SECONDS, no process is left behind,
 * and everything the server logged is JSON carrying the request's id.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';
import { AUTH_PATHS } from '../../../src/api/session/authContract';
import type { GenerationEvent } from '../../../src/api/quiz/editor/aiContract';
import { loadConfig } from '../../../server/config';
import { createDb } from '../../../server/db/createDb';
import { startFakeOpenAI, type FakeOpenAI } from '../../support/fakeOpenAI';
import { askFor, generateAt, insertTestArticle } from '../quiz/editor/aiFixtures';
import { TEST_ENV } from '../testApp';
import { alive, descendants, waitUntil } from './processTree';

const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');
const GRACE_SECONDS = 5;

let dataDir: string;
let fake: FakeOpenAI;
let articleId: number;
let npm: ChildProcess;
let processes: number[] = [];
let output = '';

const until = (what: string, check: () => boolean, timeoutMs = 120_000) =>
  waitUntil(what, check, () => output, timeoutMs);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'console-stopping-'));
  // The run's migrated and seeded store as the data directory, with an article to generate questions from.
  mkdirSync(join(dataDir, 'pglite'));
  spawnSync('tar', ['-xf', inject('seededStore'), '-C', join(dataDir, 'pglite')]);
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir });
  const db = createDb(config);
  articleId = await insertTestArticle(db, config);
  await db.destroy();
  fake = await startFakeOpenAI({ slowChunkMs: 400 });
});
afterAll(async () => {
  if (npm?.exitCode === null) npm.kill('SIGKILL');
  // Whatever a failed run left behind.
  for (const pid of processes.filter(alive)) process.kill(pid, 'SIGKILL');
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('SIGTERM to npm start lets the request under way finish, ends the open stream with its final event, and leaves no process', async () => {
  npm = spawn('npm', ['start'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      ...TEST_ENV,
      DATA_DIR: dataDir,
      SKIP_BUILD: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
      AI_API_KEY: fake.key,
      AI_BASE_URL: fake.baseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(npm, 'exit');
  npm.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  npm.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  await until('the start', () => /Console ready at http:\/\/localhost:\d+/.test(output));
  const port = /Console ready at http:\/\/localhost:(\d+)/.exec(output)![1];
  const origin = `http://127.0.0.1:${port}`;
  processes = descendants(npm.pid!);
  expect(processes.length).toBeGreaterThan(0);

  // A generation streaming slowly, and a sign-in whose body is still on its way when the signal comes.
  const signIn = await fetch(`${origin}${AUTH_PATHS.getAccessToken}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: TEST_ENV.DEMO_PASSWORD }),
  });
  const { accessToken } = (await signIn.json()).content.token as { accessToken: string };
  await fake.script(['slow']);
  const events: GenerationEvent[] = [];
  const generation = generateAt(origin, accessToken, askFor(articleId), (event) => events.push(event));
  await until('the first question', () => events.some((event) => event.type === 'progress'));

  const body = JSON.stringify({ email: 'cs@demo.test', password: TEST_ENV.DEMO_PASSWORD });
  const slow = httpRequest(`${origin}${AUTH_PATHS.getAccessToken}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'x-request-id': 'stopping-test-sign-in',
    },
  });
  const answered = once(slow, 'response');
  slow.write(body.slice(0, 10));
  await until('the request under way', () => output.includes('"reqId":"stopping-test-sign-in"'));

  npm.kill('SIGTERM');
  await until('the shutdown', () => output.includes('SIGTERM: shutting down'), 10_000);
  slow.end(body.slice(10));
  const [response] = (await answered) as [IncomingMessage];
  let text = '';
  for await (const chunk of response) text += String(chunk);
  expect(response.statusCode).toBe(200);
  expect(response.headers['x-request-id']).toBe('stopping-test-sign-in');
  expect(JSON.parse(text).content.token.accessToken).toEqual(expect.any(String));

  const { events: streamed } = await generation;
  expect(streamed.at(-1)).toMatchObject({
    type: 'failed',
    message: 'The server is restarting. Try again in a moment.',
  });

  await exited;
  await until('every process gone', () => processes.every((pid) => !alive(pid)), 5_000);

  const serverLines = output
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('>') && !line.startsWith('npm '));
  for (const line of serverLines) expect(() => JSON.parse(line), line).not.toThrow();
  const requestLines = serverLines.filter((line) => line.includes('"reqId":"stopping-test-sign-in"'));
  expect(requestLines.length).toBeGreaterThanOrEqual(2);
}, 180_000);
