/**
 * The API described for integrators (ADR 228): a valid OpenAPI 3.1 document of every registered `/api` route,
 * generated from the same zod contracts, and a reference page served from the package, not a CDN.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { AI_PATHS } from '../../../src/api/quiz/editor/aiContract';
import { AUTH_PATHS } from '../../../src/api/session/authContract';
import { createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let document: {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
};

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t?.close());

/** Fastify's `/api/quiz/:id` is OpenAPI's `/api/quiz/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

test('the document is valid OpenAPI 3.1', async () => {
  expect(document.openapi).toBe('3.1.0');
  const result = await new Validator().validate(document as never);
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
});

test('every registered /api route is in the document, and nothing else', () => {
  const registered = t.app.routeTable
    .filter((route) => route.url !== '/api/openapi.json' && !route.url.startsWith('/api/docs'))
    .map((route) => `${route.method} ${openApiPath(route.url)}`);
  const described = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
  expect(registered.length).toBeGreaterThan(100);
  expect(described.filter((entry) => !entry.startsWith('HEAD ')).sort()).toEqual(
    [...new Set(registered)].sort(),
  );
});

test('a route shows its body, its answer and its errors from the zod contract', () => {
  const signIn = document.paths[AUTH_PATHS.getAccessToken]!.post as {
    requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
    responses: Record<string, unknown>;
    security: unknown[];
  };
  expect(Object.keys(signIn.requestBody.content['application/json'].schema.properties)).toEqual(
    expect.arrayContaining(['email', 'password']),
  );
  expect(Object.keys(signIn.responses)).toEqual(expect.arrayContaining(['200', '400', '500']));
  expect(signIn.security).toEqual([]);
});

test('a guarded route names the bearer token and the errors of a caller without it', () => {
  const operations = Object.values(document.paths).flatMap((operations) => Object.values(operations));
  const guarded = operations.filter((operation) => (operation.security as unknown[]).length > 0);
  expect(guarded.length).toBeGreaterThan(50);
  for (const operation of guarded) expect(Object.keys(operation.responses as object)).toContain('401');
});

test('every operation has its own operationId, and the document names its server', () => {
  const ids = Object.values(document.paths).flatMap((operations) =>
    Object.entries(operations)
      .filter(([method]) => method !== 'head')
      .map(([, operation]) => operation.operationId),
  );
  expect(ids.length).toBeGreaterThan(100);
  for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]+$/);
  expect(new Set(ids).size).toBe(ids.length);
  expect(document.paths[AUTH_PATHS.getAccessToken]!.post!.operationId).toBe(
    'postAdminSecurityGetAccessToken',
  );
  expect((document as unknown as { servers: { url: string }[] }).servers).toEqual([
    expect.objectContaining({ url: '/' }),
  ]);
});

test("question generation's stream and its refusals are described: NDJSON events, 409 and 429", () => {
  const generate = document.paths[AI_PATHS.questions]!.post as {
    responses: Record<
      string,
      { content?: Record<string, { schema: { oneOf?: unknown[]; anyOf?: unknown[] } }> }
    >;
  };
  const stream = generate.responses['200']!.content!['application/x-ndjson']!.schema;
  expect((stream.oneOf ?? stream.anyOf ?? []).length).toBeGreaterThan(1);
  expect(Object.keys(generate.responses)).toEqual(
    expect.arrayContaining(['200', '400', '401', '409', '429']),
  );
});

test('the reference page and its scripts come from this server', async () => {
  const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    expect(src).not.toMatch(/^(https?:)?\/\//);
    const script = await t.app.inject({ method: 'GET', url: new URL(src, 'http://x/api/docs/').pathname });
    expect(script.statusCode).toBe(200);
  }
});
