/** The student page is served at /take/{token} outside the console, with the console's security headers. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../testApp';

const TAKE_JS = `console.log(${JSON.stringify('take '.repeat(400))});`;
/** The build's Brotli copy of the page's script (scripts/build.mjs). */
const TAKE_JS_BR = brotliCompressSync(TAKE_JS);

const TAKE_HTML =
  '<!doctype html><html><head><title>Quiz</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
beforeAll(async () => {
  const distDir = mkdtempSync(join(tmpdir(), 'console-dist-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Console</title>');
  writeFileSync(join(distDir, 'index.3f2a1b9c.js'), 'console.log("console");');
  mkdirSync(join(distDir, 'take'));
  writeFileSync(join(distDir, 'take', 'index.html'), TAKE_HTML);
  writeFileSync(join(distDir, 'take', 'take.0a1b2c3d.js'), 'console.log("take");');
  writeFileSync(join(distDir, 'take', 'take.4e5f6a7b.js'), TAKE_JS);
  writeFileSync(join(distDir, 'take', 'take.4e5f6a7b.js.br'), TAKE_JS_BR);
  t = await createTestApp({ distDir });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

test.each([
  ['a well-formed token', `/take/${'Ab9_-'.repeat(8)}xyz`],
  ['a token of any other shape', '/take/not-a-token'],
  ['no token', '/take/'],
])('%s gets the student page, never cached', async (_name, url) => {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.body).toBe(TAKE_HTML);
  expect(response.headers['cache-control']).toBe('no-cache');
});

test('the page answers with the same security headers as the console', async () => {
  const [page, admin] = await Promise.all([get('/take/abc'), get('/admin/signin')]);
  for (const header of [
    'content-security-policy',
    'x-content-type-options',
    'referrer-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
  ]) {
    expect(page.headers[header], header).toBeDefined();
    expect(page.headers[header], header).toBe(admin.headers[header]);
  }
  expect(page.headers['content-security-policy']).toContain("script-src 'self'");
});

test('its hashed files are kept a year; the console bundle is not reachable under /take', async () => {
  const asset = await get('/take/take.0a1b2c3d.js');
  expect(asset.statusCode).toBe(200);
  expect(asset.body).toBe('console.log("take");');
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const outside = await get('/take/..%2Findex.3f2a1b9c.js');
  expect(outside.body).toBe(TAKE_HTML);
});

test("a browser that accepts Brotli gets the build's copy as it is; others get the file", async () => {
  const br = await t.app.inject({
    method: 'GET',
    url: '/take/take.4e5f6a7b.js',
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(br.rawPayload.equals(TAKE_JS_BR)).toBe(true);
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(TAKE_JS);
  const plain = await get('/take/take.4e5f6a7b.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(TAKE_JS);
});
