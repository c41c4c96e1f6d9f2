import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { loadConfig, parseEnv } from '../../../server/config';
import { runtimeConfig } from '../../../server/routes/shell/consoleRoutes';
import { RuntimeConfigSchema } from '../../../src/api/shared/configContract';
import { call, createTestApp, type TestApp } from '../testApp';
import { withAccess } from '../../../server/auth/guards';
import { PUBLIC_ROUTE } from '../../../src/domain/access/routeAccess';

/** A bundle large enough to be compressed, and the build's Brotli copy of it (scripts/build.mjs). */
const BUNDLE = `export const words = ${JSON.stringify('water cycle '.repeat(300))};`;
const BUNDLE_BR = brotliCompressSync(BUNDLE);

const INDEX_HTML = `<!doctype html><html><head><title>Console</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;

let t: TestApp;
beforeAll(async () => {
  const distDir = mkdtempSync(join(tmpdir(), 'console-dist-'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(distDir, 'index.3f2a1b9c.js'), 'console.log("console");');
  writeFileSync(join(distDir, 'words.5d6e7f80.js'), BUNDLE);
  writeFileSync(join(distDir, 'words.5d6e7f80.js.br'), BUNDLE_BR);
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({
    distDir,
    extend: (app) => {
      app.get('/api/test/explode', { onRequest: withAccess(async () => {}, PUBLIC_ROUTE) }, async () => {
        throw new Error('connect ECONNREFUSED postgres://secret@db:5432');
      });
    },
  });
});
afterAll(() => t.close());

describe('runtime configuration', () => {
  test('config.json under the prefix is the RuntimeConfig the console parses, and nothing it does not use', async () => {
    const response = await call(t.app, { method: 'GET', url: '/admin/config.json' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const expected = {
      routePrefix: '/admin',
      apiBaseUrl: '',
      featureFlagClientId: 'console',
      documentViewerUrl: 'https://view.officeapps.live.com/op/embed.aspx?src=',
      cacheHours: 24,
    };
    expect(response.body).toEqual(expected);
    expect(RuntimeConfigSchema.parse(response.body)).toEqual(expected);
  });

  test('CACHE_HOURS is the local cache lifetime config.json gives the console (ADR 265)', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'console-cache-config-'));
    const base = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).cacheHours).toBe(24);
    expect(loadConfig({ ...base, CACHE_HOURS: '6' }).cacheHours).toBe(6);
    expect(loadConfig({ ...base, CACHE_HOURS: '0' }).cacheHours).toBe(0);
    expect(() => parseEnv({ ...base, CACHE_HOURS: '-1' })).toThrow(/CACHE_HOURS/);
    expect(() => parseEnv({ ...base, CACHE_HOURS: 'a day' })).toThrow(/CACHE_HOURS/);
    expect(runtimeConfig(loadConfig({ ...base, CACHE_HOURS: '6' })).cacheHours).toBe(6);
  });

  test('invalid settings are reported all at once', () => {
    expect(() => parseEnv({ PORT: 'eighty', ROUTE_PREFIX: '/api/console', JWT_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*ROUTE_PREFIX: must not start with \/api[\s\S]*JWT_SECRET: must be at least 32 characters/,
    );
  });

  test('question generation: its endpoint, model names, timeouts and limits come from the environment', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'console-ai-config-'));
    const base = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).ai).toMatchObject({
      apiKey: undefined,
      modelMap: {},
      dailyLimits: { author: 20, fullAdmin: 100 },
    });
    expect(
      loadConfig({
        ...base,
        AI_API_KEY: 'sk-local',
        AI_BASE_URL: 'http://localhost:11434/v1/',
        AI_MODEL_MAP: 'gpt-4=llama3.1:8b,gpt-3.5-turbo-16k=qwen2.5:7b',
        AI_TIMEOUT_SECONDS: '60',
        AI_DAILY_LIMIT: '5',
      }).ai,
    ).toMatchObject({
      apiKey: 'sk-local',
      baseUrl: 'http://localhost:11434/v1',
      modelMap: { 'gpt-4': 'llama3.1:8b', 'gpt-3.5-turbo-16k': 'qwen2.5:7b' },
      timeoutMs: 60_000,
      dailyLimits: { author: 5, fullAdmin: 100 },
    });
    expect(() => parseEnv({ AI_MODEL_MAP: 'gpt-4', AI_BASE_URL: 'ftp://x', AI_DAILY_LIMIT: '0' })).toThrow(
      /AI_BASE_URL[\s\S]*AI_MODEL_MAP: must be name=model pairs[\s\S]*AI_DAILY_LIMIT/,
    );
  });

  test('the route prefix loses its trailing slash', () => {
    expect(parseEnv({ ROUTE_PREFIX: '/console/' }).ROUTE_PREFIX).toBe('/console');
  });

  test('without JWT_SECRET one secret is generated, kept with mode 0600 and reused', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'console-data-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(statSync(join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(first.pgliteDir).toBe(join(dataDir, 'pglite'));
    expect(first.storageDir).toBe(join(dataDir, 'storage'));
  });
});

describe('the console', () => {
  test.each(['/admin/signin', '/admin/quiz/my-quiz/edit/12', '/admin', '/admin/'])(
    '%s serves index.html without caching',
    async (url) => {
      const response = await call(t.app, { method: 'GET', url });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  test('hashed bundles are cached for a year, other files are revalidated', async () => {
    const bundle = await call(t.app, { method: 'GET', url: '/admin/index.3f2a1b9c.js' });
    expect(bundle.status).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const logo = await call(t.app, { method: 'GET', url: '/admin/assets/logo.svg' });
    expect(logo.headers['cache-control']).toBe('no-cache');
  });

  test('/ redirects to the console', async () => {
    const response = await call(t.app, { method: 'GET', url: '/' });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/admin/');
  });

  test('text is compressed for clients that accept gzip', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/admin/signin',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });

  test("a browser that accepts Brotli gets the build's copy as it is, still cached a year; gzip is made on the fly", async () => {
    const inject = (encodings: string) =>
      t.app.inject({
        method: 'GET',
        url: '/admin/words.5d6e7f80.js',
        headers: { 'accept-encoding': encodings },
      });
    const br = await inject('gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(BUNDLE_BR)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);
    const gzip = await inject('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE);
    const plain = await inject('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  test('responses carry the security headers', async () => {
    const response = await call(t.app, { method: 'GET', url: '/admin/signin' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain(
      'frame-src https://view.officeapps.live.com'.replace('frame-src', "frame-src 'self'"),
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('errors', () => {
  test('an unknown API route is a 404 in the envelope', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await call(t.app, { method, url: '/api/admin/nothing-here' });
      expect(response).toMatchObject({ status: 404, body: { content: { message: 'Not found' } } });
    }
  });

  test('a server error says only "Internal server error"', async () => {
    const response = await call(t.app, { method: 'GET', url: '/api/test/explode' });
    expect(response).toEqual(
      expect.objectContaining({ status: 500, body: { content: { message: 'Internal server error' } } }),
    );
  });

  test('a malformed JSON body is a 400 in the envelope', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/admin/security/get_access_token',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.status).toBe(400);
    expect(response.body.content.message).toEqual(expect.any(String));
  });
});
