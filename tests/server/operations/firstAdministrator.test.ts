/**
 * A real install (ADR 361): without SEED_DEMO the demo goes with the embedded store only; a start without the demo
 * creates no account and no demo content and says how to create the first administrator; `npm run create-admin`
 * refuses while the server holds the embedded store, refuses an address that is not one, and otherwise prints a
 * one-time link with which that person chooses a password and signs in as super admin.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { AUTH_PATHS } from '../../../src/api/session/authContract';
import { buildApp } from '../../../server/app';
import { loadConfig, type Env } from '../../../server/config';
import { createDb } from '../../../server/db/createDb';
import { CREATE_ADMIN_HINT } from '../../../server/operations/firstAdministrator';
import { SEEDED_ACCOUNTS } from '../../../server/seed/accounts';
import { TEST_ENV } from '../testApp';
import { waitUntil } from './processTree';

const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');
const TSX = join(PROJECT_ROOT, 'node_modules/.bin/tsx');

let dataDir: string;
let server: ChildProcess | undefined;
let output = '';

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'console-first-admin-'));
});
afterAll(() => {
  if (server?.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** A real install's environment: the tests' settings without the demo. */
const env = (): Env => ({ ...TEST_ENV, DATA_DIR: dataDir, SEED_DEMO: 'false' });

function createAdmin(email: string) {
  const run = spawnSync(TSX, ['server/cli/createAdmin.ts', '--email', email], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env() },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

test.each([
  { SEED_DEMO: undefined, DATABASE_URL: undefined, demo: true },
  { SEED_DEMO: undefined, DATABASE_URL: 'postgres://console@localhost/console', demo: false },
  { SEED_DEMO: 'false', DATABASE_URL: undefined, demo: false },
  { SEED_DEMO: '0', DATABASE_URL: undefined, demo: false },
  { SEED_DEMO: 'true', DATABASE_URL: 'postgres://console@localhost/console', demo: true },
])(
  'the demo is seeded with SEED_DEMO=$SEED_DEMO and DATABASE_URL=$DATABASE_URL: $demo',
  ({ SEED_DEMO, DATABASE_URL, demo }) => {
    const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, SEED_DEMO, DATABASE_URL });
    expect(config.seedDemo).toBe(demo);
  },
);

test('a start without the demo has no account, says how to create the first administrator, and create-admin gives a link that makes a super admin', async () => {
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env(), SKIP_BUILD: '1', PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(server, 'exit');
  server.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  server.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  await waitUntil(
    'the start',
    () => /Console ready at http:\/\/localhost:\d+/.test(output),
    () => output,
    120_000,
  );
  const origin = `http://127.0.0.1:${/Console ready at http:\/\/localhost:(\d+)/.exec(output)![1]}`;
  expect(output).toContain(CREATE_ADMIN_HINT);
  expect(output).not.toContain('Demo accounts');

  for (const account of SEEDED_ACCOUNTS) {
    const signIn = await fetch(`${origin}${AUTH_PATHS.getAccessToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: TEST_ENV.DEMO_PASSWORD }),
    });
    expect(signIn.status, account.email).toBe(401);
  }

  // One process holds the embedded store: the command refuses rather than open it a second time.
  const whileServing = createAdmin('ops@example.com');
  expect(whileServing.status).toBe(1);
  expect(whileServing.output).toMatch(/holds the embedded store: stop it/);

  server.kill('SIGTERM');
  expect(await exited).toEqual([0, null]);

  const invalid = createAdmin('not-an-address');
  expect(invalid.status).toBe(2);
  expect(invalid.output).toContain('--email: E-mail is not valid');

  const created = createAdmin('Ops@Example.com');
  expect(created.status, created.output).toBe(0);
  const link = /^https?:\/\/\S+\/set-password\?token=(\S+)$/m.exec(created.output);
  expect(link, created.output).not.toBeNull();

  // The store as the next start opens it: no demo content, and the invitation's link finishes a super admin.
  const config = loadConfig(env());
  const db = createDb(config);
  const app = await buildApp({ db, config, distDir: join(dataDir, 'no-console-build') });
  try {
    const counts = await db
      .selectFrom('users')
      .select((eb) => [
        eb.fn.countAll<string>().as('users'),
        eb
          .selectFrom('quizzes')
          .select((q) => q.fn.countAll<string>().as('n'))
          .as('quizzes'),
        eb
          .selectFrom('articles')
          .select((q) => q.fn.countAll<string>().as('n'))
          .as('articles'),
      ])
      .executeTakeFirstOrThrow();
    expect(counts).toEqual({ users: 0, quizzes: 0, articles: 0 });

    const password = 'a password nobody else knows';
    const finished = await app.inject({
      method: 'POST',
      url: AUTH_PATHS.finishRegistration,
      payload: {
        firstName: 'Olga',
        lastName: 'Operator',
        plainPassword: { first: password, second: password },
        token: decodeURIComponent(link![1]!),
      },
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const user = await db
      .selectFrom('users')
      .select(['email', 'roles'])
      .where('email', '=', 'ops@example.com')
      .executeTakeFirstOrThrow();
    expect(user.roles).toEqual(['ROLE_SUPER_ADMIN']);
    const signIn = await app.inject({
      method: 'POST',
      url: AUTH_PATHS.getAccessToken,
      payload: { email: 'ops@example.com', password },
    });
    expect(signIn.statusCode).toBe(200);
  } finally {
    await app.close();
    await db.destroy();
  }

  const again = createAdmin('ops@example.com');
  expect(again.status).toBe(2);
  expect(again.output).toMatch(/^ops@example\.com: /m);
}, 240_000);
