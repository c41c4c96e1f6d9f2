/**
 * Without METRICS_TOKEN the metrics answer only a scraper on the machine itself (ADR 357): a loopback connection no
 * proxy forwarded. From another address, or through a proxy on the same machine, they are refused with the reason.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const LOOPBACK_ONLY =
  'Without METRICS_TOKEN the metrics answer only a scraper on this machine: set METRICS_TOKEN to scrape them from elsewhere.';

test('a scraper on this machine reads the metrics without a token', async () => {
  const response = await call(t.app, { method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
  expect(response.status).toBe(200);
  expect(String(response.body)).toContain('http_requests_total');
});

test('another address, or a request a proxy on this machine forwarded, is refused with the reason', async () => {
  const outside = await call(t.app, { method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
  expect(outside.status).toBe(401);
  expect(outside.body.content.message).toBe(LOOPBACK_ONLY);
  for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
    const forwarded = await call(t.app, {
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { [header]: header === 'forwarded' ? 'for=203.0.113.7' : '203.0.113.7' },
    });
    expect(forwarded.status, header).toBe(401);
  }
});
