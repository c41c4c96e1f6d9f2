/**
 * What an operator's probes and Prometheus read (ADR 227): /healthz, /readyz with its reasons, and /metrics in
 * Prometheus text, counting requests, jobs, language-model calls and tokens (against the local OpenAI-compatible
 * server) on the real app.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import packageJson from '../../../package.json';
import { createMailer } from '../../../server/mail/mailer';
import { createStorage } from '../../../server/storage/createStorage';
import { BANNER_PATHS } from '../../../src/api/banner/bannerContract';
import { createServerWorker } from '../../../server/jobs/serverWorker';
import { migrateDown, migrateToLatest } from '../../../server/db/migrator';
import { enqueueJob } from '../../../server/repositories/shared/jobs';
import { startFakeOpenAI, type FakeOpenAI } from '../../support/fakeOpenAI';
import { askFor, generateAt, insertTestArticle, lastEvent } from '../quiz/editor/aiFixtures';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

const METRICS_TOKEN = 'scrape-token-for-the-tests';
let fake: FakeOpenAI;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({
    env: { METRICS_TOKEN, AI_API_KEY: fake.key, AI_BASE_URL: fake.baseUrl },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function scrape(): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
}

/** The value of one sample, `name{labels}`, with its labels in any order; 0 when it is not there yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',').filter(Boolean);
    if (wanted.every((pair) => have.includes(pair)) && have.length === wanted.length) return Number(match[3]);
  }
  return 0;
}

test('the process answers /healthz with JSON', async () => {
  const response = await call(t.app, { method: 'GET', url: '/healthz' });
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ status: 'ok' });
});

test('/readyz is ready when the migrations ran, the store answers and the heavy-work thread answers', async () => {
  // As a load balancer does, asked again until ready: on a loaded machine the heavy-work thread may take longer to
  // start than one check waits for (5 s), and until it answers the process rightly says it is not ready.
  const ready = () => call(t.app, { method: 'GET', url: '/readyz' });
  await expect
    .poll(async () => (await ready()).body, { timeout: 30_000 })
    .toEqual({
      status: 'ready',
      checks: { migrations: 'ok', store: 'ok', heavyWork: 'ok' },
    });
  expect((await ready()).status).toBe(200);
});

test('/readyz answers 503 and names the migration not run yet', async () => {
  const [reverted] = await migrateDown(t.db);
  try {
    const response = await call(t.app, { method: 'GET', url: '/readyz' });
    expect(response.status).toBe(503);
    expect(response.body.status).toBe('unavailable');
    expect(response.body.checks.migrations).toBe(`migrations not run: ${reverted!.replace(/^down /, '')}`);
    expect(response.body.checks.store).toBe('ok');
  } finally {
    await migrateToLatest(t.db);
  }
});

test('/metrics asks for the bearer token set in METRICS_TOKEN', async () => {
  const anonymous = await call(t.app, { method: 'GET', url: '/metrics' });
  expect(anonymous.status).toBe(401);
  expect(anonymous.body.content.message).toBe('The metrics need the bearer token set in METRICS_TOKEN.');
  const wrong = await call(t.app, {
    method: 'GET',
    url: '/metrics',
    headers: bearer('not-the-token-at-all'),
  });
  expect(wrong.status).toBe(401);
});

test('/metrics counts requests per route pattern and status, with their durations', async () => {
  const route = { method: 'GET', route: BANNER_PATHS.get, status_code: '401' };
  const before = await scrape();
  await Promise.all([
    call(t.app, { method: 'GET', url: BANNER_PATHS.get }),
    call(t.app, { method: 'GET', url: BANNER_PATHS.get }),
  ]);
  const after = await scrape();
  expect(sample(after, 'http_requests_total', route) - sample(before, 'http_requests_total', route)).toBe(2);
  expect(
    sample(after, 'http_request_duration_seconds_count', route) -
      sample(before, 'http_request_duration_seconds_count', route),
  ).toBe(2);
  // A path no route serves is one series, whatever the path.
  // (Letters, not digits: a digit run can stand in a sample's value.)
  await call(t.app, { method: 'GET', url: '/api/no-such-route/unrouted-xq' });
  expect(await scrape()).not.toContain('unrouted-xq');
});

test('/metrics names the build, and counts failed mail and failed storage operations', async () => {
  const before = await scrape();
  expect(sample(before, 'console_build_info', { version: packageJson.version, node: process.version })).toBe(
    1,
  );
  // A mail server nobody answers at, and a storage whose directory is a file.
  // Port 1 on loopback: nothing listens there, the connection is refused at once.
  const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'console@example.test' })!;
  await expect(
    mailer.send({ to: 'a@example.test', subject: 'x', text: 'x', html: '<p>x</p>' }),
  ).rejects.toThrow();
  mailer.close();
  const notADirectory = join(mkdtempSync(join(tmpdir(), 'storage-errors-')), 'file');
  writeFileSync(notADirectory, 'not a directory');
  const storage = createStorage({ kind: 'disk', dir: notADirectory });
  await expect(storage.put('a/b.txt', new Uint8Array([1]), 'text/plain')).rejects.toThrow();
  const after = await scrape();
  const delta = (name: string, labels: Record<string, string>) =>
    sample(after, name, labels) - sample(before, name, labels);
  expect(delta('mail_sends_total', { outcome: 'failed' })).toBe(1);
  expect(delta('storage_errors_total', { operation: 'put' })).toBe(1);
});

test('/metrics shows the job queue by kind and status, and counts failed attempts by kind', async () => {
  await enqueueJob(t.db, 'operations.test.unknown', {}, t.clock.now());
  const queued = await scrape();
  expect(sample(queued, 'job_queue_jobs', { kind: 'operations.test.unknown', status: 'pending' })).toBe(1);

  const worker = createServerWorker(t.db, t.config, t.clock.now);
  await worker.runUntilIdle();
  await worker.close();
  const failed = await scrape();
  expect(sample(failed, 'job_failures_total', { kind: 'operations.test.unknown' })).toBe(1);
});

test('/metrics counts calls to the language model and the tokens it reports', async () => {
  const articleId = await insertTestArticle(t.db, t.config);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const before = await scrape();
  const { accessToken } = await t.signIn('admin@demo.test');
  const { events } = await generateAt(origin, accessToken, askFor(articleId));
  expect(lastEvent(events).type).toBe('done');
  const after = await scrape();
  const delta = (name: string, labels: Record<string, string>) =>
    sample(after, name, labels) - sample(before, name, labels);
  expect(delta('ai_calls_total', { outcome: 'ok' })).toBe(1);
  expect(delta('ai_tokens_total', { kind: 'prompt' })).toBeGreaterThan(0);
  expect(delta('ai_tokens_total', { kind: 'completion' })).toBeGreaterThan(0);
  expect(after).toContain('# TYPE lti_score_sends_total counter');
});

describe('request ids', () => {
  test('an answer carries back the X-Request-Id it was asked with', async () => {
    const response = await call(t.app, {
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-7f3a:42' },
    });
    expect(response.headers['x-request-id']).toBe('lb-7f3a:42');
  });

  test("without one, a W3C traceparent's trace id is the request's id, so the log joins the caller's trace", async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const response = await call(t.app, {
      method: 'GET',
      url: '/healthz',
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    expect(response.headers['x-request-id']).toBe(traceId);
    // An invalid trace id (all zeros) is not one.
    const zeros = await call(t.app, {
      method: 'GET',
      url: '/healthz',
      headers: { traceparent: `00-${'0'.repeat(32)}-00f067aa0ba902b7-01` },
    });
    expect(zeros.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test.each([
    ['none', {}],
    ['an unusable one', { 'x-request-id': 'two words' }],
    ['a too long one', { 'x-request-id': 'x'.repeat(129) }],
  ])('with %s, the server makes one, on errors and unknown paths too', async (_case, headers) => {
    for (const url of ['/healthz', '/api/no-such-route', BANNER_PATHS.get]) {
      const response = await call(t.app, { method: 'GET', url, headers });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
