/**
 * The container recipe (Dockerfile, compose.yaml, deploy/; docs/deployment.md, ADR 369) agrees with the code: every
 * variable it sets is one the configuration reads, every secret comes as a `<NAME>_FILE` the configuration knows and
 * that the secrets script writes, the health check asks a route that answers, the ports and the balancer's servers
 * match, and the image builds then serves with the package's own scripts. No Docker engine runs here: the recipe is
 * read, not run (its build-then-serve steps are run by buildThenServe.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SECRET_SETTINGS, settingNames } from '../../../server/config';
import { OPERATIONS_PATHS } from '../../../server/routes/operations/operationsRoutes';
import { call, createTestApp } from '../testApp';

const ROOT = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const dockerfile = read('Dockerfile');
const compose = read('compose.yaml');
const balancer = read('deploy/nginx/console.conf');
const secretsScript = read('deploy/make-secrets.sh');
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

/** The lines of the block under `key` (its first line at `indent`), in compose.yaml's plain two-space YAML. */
function block(text: string, key: string, indent = 0): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`${' '.repeat(indent)}${key}:`));
  if (start === -1) throw new Error(`compose.yaml has no ${key}`);
  const body: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() !== '' && line.search(/\S/) <= indent) break;
    body.push(line);
  }
  return body;
}

/** `NAME: value` pairs of a mapping block, one level in. */
function mapping(lines: string[]): Record<string, string> {
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => line.search(/\S/)));
  return Object.fromEntries(
    lines
      .filter((line) => line.search(/\S/) === indent && /^\s*[A-Za-z0-9_-]+:/.test(line))
      .map((line) => {
        const [, name, value] = /^\s*([A-Za-z0-9_-]+):\s*(.*)$/.exec(line)!;
        return [name!, value!.replace(/^'(.*)'$/, '$1').replace(/&\S+\s*/, '')];
      }),
  );
}

const consoleBlock = block(compose, 'x-console');
const consoleEnv = mapping(block(consoleBlock.join('\n'), 'environment', 2));
const consoleServices = Object.keys(mapping(block(compose, 'services'))).filter((name) =>
  name.startsWith('console-'),
);
const dockerEnv = Object.fromEntries(
  [...dockerfile.matchAll(/^\s*(?:ENV\s+)?([A-Z][A-Z0-9_]*)=(\S+?)\s*\\?$/gm)].map((match) => [
    match[1]!,
    match[2]!,
  ]),
);

test('every variable the image and compose.yaml give the console is one its configuration reads', () => {
  const known = new Set([...settingNames(), 'LOG_LEVEL']);
  expect(Object.keys(consoleEnv).length).toBeGreaterThan(5);
  expect(Object.keys(consoleEnv).filter((name) => !known.has(name))).toEqual([]);
  expect(Object.keys(dockerEnv).filter((name) => !known.has(name))).toEqual([]);
});

test('a real install: no demo, behind a proxy, on PostgreSQL and a bucket', () => {
  expect(dockerEnv.SEED_DEMO).toBe('false');
  expect(consoleEnv).toMatchObject({
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
    DATABASE_URL_FILE: '/run/secrets/database_url',
    STORAGE_S3_ENDPOINT: 'http://minio:9000',
  });
});

test('every secret comes as a <NAME>_FILE of a secret setting, mounted from a file the secrets script writes', () => {
  const mounted = /secrets: \[([^\]]+)\]/.exec(consoleBlock.join('\n'))![1]!.split(/,\s*/);
  const declared = mapping(block(compose, 'secrets'));
  const files = Object.entries(consoleEnv).filter(([name]) => name.endsWith('_FILE'));
  expect(files.length).toBeGreaterThanOrEqual(5);
  for (const [name, path] of files) {
    expect(SECRET_SETTINGS, name).toContain(name.replace(/_FILE$/, ''));
    const secret = /^\/run\/secrets\/([a-z0-9_]+)$/.exec(path)![1]!;
    expect(mounted, name).toContain(secret);
    expect(Object.keys(declared), name).toContain(secret);
  }
  for (const secret of Object.keys(declared))
    expect(secretsScript).toMatch(new RegExp(`^write ${secret} `, 'm'));
  // No secret is written into the recipe itself.
  for (const name of SECRET_SETTINGS) expect(consoleEnv[name], name).toBeUndefined();
});

test('the health check asks the readiness route, which answers a started server', async () => {
  const healthcheck = /^HEALTHCHECK[\s\S]*?CMD (.*)$/m.exec(dockerfile)![1]!;
  const path = /\/[a-z]+z'/.exec(healthcheck)![0].slice(0, -1);
  expect(path).toBe(OPERATIONS_PATHS.ready);
  const t = await createTestApp();
  try {
    expect((await call(t.app, { method: 'GET', url: path })).status).toBe(200);
  } finally {
    await t.close();
  }
});

test('the port is one: the image listens on it, compose sets it and the balancer sends to it on every console', () => {
  expect(dockerEnv.PORT).toBe('8080');
  expect(dockerfile).toMatch(/^EXPOSE 8080$/m);
  expect(consoleEnv.PORT).toBe(dockerEnv.PORT);
  expect(consoleServices).toEqual(['console-1', 'console-2', 'console-3']);
  const upstream = [...balancer.matchAll(/^\s*server ([a-z0-9-]+):(\d+)/gm)].map(
    (match) => `${match[1]}:${match[2]}`,
  );
  expect(upstream).toEqual(consoleServices.map((name) => `${name}:${consoleEnv.PORT}`));
  expect(compose).toContain('./deploy/nginx/console.conf:/etc/nginx/conf.d/default.conf:ro');
});

test('the image builds with `npm run build` and runs `npm run serve`, which builds nothing', () => {
  expect(dockerfile).toMatch(/^RUN .*npm run build/m);
  const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
  expect(`exec ${cmd.join(' ')}`).toBe(scripts.serve);
  expect(dockerfile).toMatch(/^STOPSIGNAL SIGTERM$/m);
  expect(dockerfile).toMatch(/^USER node$/m);
  expect(dockerfile).toMatch(/^VOLUME \["\/data"\]$/m);
  expect(dockerEnv.DATA_DIR).toBe('/data');
});
