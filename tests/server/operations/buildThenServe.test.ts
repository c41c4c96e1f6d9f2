/**
 * Build, then serve (ADR 369), as the Dockerfile runs them: `npm run build` makes the console in dist/ and the server
 * bundle its stamp names; `npm run serve` (scripts/start.mjs --serve) runs that build without building anything, and
 * refuses, exit code 1, when there is no build to run. The console's build already ran in the test run, so an existing
 * production build in dist/ is taken as it is (only its server bundle is made when the stamp names none); each
 * process here serves its own copy of it, in a directory of its own.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { TEST_ENV } from '../testApp';
import { waitUntil } from './processTree';

const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');
const START = join(PROJECT_ROOT, 'scripts/start.mjs');
const DIST = join(PROJECT_ROOT, 'dist');

let root: string;
/** A directory holding a production build in dist/, as the image's /app holds one. */
let built: string;

interface BuildStamp {
  mode?: string;
  server?: string;
}
const stampOf = (dir: string) => JSON.parse(readFileSync(join(dir, '.build-stamp'), 'utf8')) as BuildStamp;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'console-serve-'));
  const hasBuild = existsSync(join(DIST, '.build-stamp')) && stampOf(DIST).mode === 'production';
  if (!hasBuild) {
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
    expect(build.status).toBe(0);
  }
  built = join(root, 'app');
  cpSync(DIST, join(built, 'dist'), { recursive: true });
  const stamp = stampOf(join(built, 'dist'));
  if (!stamp.server || !existsSync(join(PROJECT_ROOT, stamp.server))) {
    // A build made before the build bundled the server too: its last step, as scripts/build.mjs runs it.
    const bundled = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "console.log(await (await import('./scripts/serverBundle.mjs')).bundleServer())",
      ],
      { cwd: PROJECT_ROOT, encoding: 'utf8' },
    );
    expect(bundled.status, bundled.stderr).toBe(0);
    stamp.server = relative(PROJECT_ROOT, bundled.stdout.trim());
    writeFileSync(join(built, 'dist', '.build-stamp'), JSON.stringify(stamp));
  }
}, 300_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** `npm run serve` in `cwd` with a real install's environment and a fresh data directory. */
function serve(cwd: string, env: Readonly<Record<string, string | undefined>> = {}) {
  const dataDir = join(root, `data-${Math.random().toString(36).slice(2)}`);
  return spawn(process.execPath, [START, '--serve'], {
    cwd,
    env: {
      ...process.env,
      ...TEST_ENV,
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function collect(child: ReturnType<typeof serve>) {
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return () => output;
}

test('serve runs the build it finds: ready, the console served, and a clean stop on SIGTERM', async () => {
  const builtAt = readFileSync(join(built, 'dist', 'index.html'));
  // Sources newer than the build: `npm start` would build again, `npm run serve` runs what was built.
  mkdirSync(join(built, 'src'));
  writeFileSync(join(built, 'src', 'changed.ts'), 'export {};\n');
  const server = serve(built);
  const output = collect(server);
  const exited = once(server, 'exit');
  try {
    const ready = () => /Console ready at http:\/\/localhost:\d+/.test(output());
    await waitUntil('the start', () => ready() || server.exitCode !== null, output, 120_000);
    expect(ready(), output()).toBe(true);
    const origin = `http://127.0.0.1:${/Console ready at http:\/\/localhost:(\d+)/.exec(output())![1]}`;
    expect((await fetch(`${origin}/readyz`)).status).toBe(200);
    const page = await fetch(`${origin}/admin/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(builtAt.toString('utf8'));
    expect(output()).not.toMatch(/Building the console/);
  } finally {
    server.kill('SIGTERM');
  }
  expect(await exited).toEqual([0, null]);
  // Nothing was built: the build it served is the one it found.
  expect(readFileSync(join(built, 'dist', 'index.html'))).toEqual(builtAt);
}, 180_000);

test.each([
  {
    build: 'no build',
    prepare: (dir: string) => mkdirSync(dir),
    env: {},
    says: 'Nothing to serve: dist/ holds no build. Run `npm run build` first',
  },
  {
    build: 'a development build',
    prepare: (dir: string) => {
      cpSync(join(built, 'dist'), join(dir, 'dist'), { recursive: true });
      writeFileSync(join(dir, 'dist', '.build-stamp'), JSON.stringify({ mode: 'development' }));
    },
    env: {},
    says: 'Nothing to serve: dist/ holds a development build.',
  },
  {
    build: 'a build for another route prefix',
    prepare: (dir: string) => cpSync(join(built, 'dist'), join(dir, 'dist'), { recursive: true }),
    env: { ROUTE_PREFIX: '/console' },
    says: 'Nothing to serve: dist/ was built for ROUTE_PREFIX /admin, not /console.',
  },
])(
  'serve with $build says so and exits with code 1, building nothing',
  async ({ prepare, env, says }) => {
    const dir = join(root, `refused-${Math.random().toString(36).slice(2)}`);
    prepare(dir);
    const server = serve(dir, env);
    const output = collect(server);
    const [code] = await once(server, 'exit');
    expect(code).toBe(1);
    expect(output()).toContain(says);
    expect(existsSync(join(dir, 'dist', 'index.html'))).toBe(says.includes('no build') ? false : true);
  },
  60_000,
);
