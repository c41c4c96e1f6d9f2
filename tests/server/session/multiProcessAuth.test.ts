/**
 * Two real server processes (scripts/start.mjs) on one PostgreSQL, on a database made for this file: what one of
 * them changes about a caller, or the flags, the other enforces on the next requests although it keeps both in
 * memory (ADR 156). Needs TEST_DATABASE_URL (`bash scripts/postgres.sh` prints it); skipped without it locally.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { QUIZ_LIST_PATHS } from '../../../src/api/quiz/lists/quizListsContract';
import { BANNER_PATHS } from '../../../src/api/banner/bannerContract';
import { AUTH_PATHS } from '../../../src/api/session/authContract';
import { CHANGE_FEED_APPLICATION } from '../../../server/db/changeFeed';
import { TEST_ENV } from '../testApp';
import { dropDatabase } from '../postgresDatabases';

const url = process.env.TEST_DATABASE_URL;
const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');
/** How long a change may take to reach the other process before the test fails. */
const PROPAGATION_BOUND_MS = 5_000;

if (!url) {
  if (process.env.CI === 'true') {
    test('TEST_DATABASE_URL is set in CI', () => {
      expect.fail('TEST_DATABASE_URL is unset: run `eval "$(bash scripts/postgres.sh)"` before the tests');
    });
  } else {
    console.warn(
      'multiProcessAuth.test.ts skipped: TEST_DATABASE_URL is unset (bash scripts/postgres.sh prints it)',
    );
    test.skip('two server processes on one PostgreSQL (TEST_DATABASE_URL unset)', () => {});
  }
}

interface ServerProcess {
  readonly origin: string;
  stop(): Promise<void>;
}

async function startServer(databaseUrl: string): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-multi-'));
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: PROJECT_ROOT,
    // One signing secret for both, as behind a load balancer; each its own data directory.
    env: {
      ...process.env,
      ...TEST_ENV,
      DATABASE_URL: databaseUrl,
      SKIP_BUILD: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.setEncoding('utf8');
  child.stderr!.setEncoding('utf8');
  let output = '';
  child.stderr!.on('data', (chunk: string) => (output += chunk));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const port = await new Promise<string>((done, fail) => {
    child.stdout!.on('data', (chunk: string) => {
      output += chunk;
      const ready = /Console ready at http:\/\/localhost:(\d+)/.exec(output);
      if (ready) done(ready[1]!);
    });
    child.on('exit', (code) => fail(new Error(`the server exited (${code}):\n${output}`)));
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { origin: `http://127.0.0.1:${port}`, stop };
}

describe.runIf(url)('two server processes on one PostgreSQL', () => {
  const databaseName = `console_multi_${process.pid}`;
  let admin: pg.Client;
  let databaseUrl: string;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.query(`create database ${databaseName}`);
    const target = new URL(url!);
    target.pathname = `/${databaseName}`;
    databaseUrl = target.toString();
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await startServer(databaseUrl);
    b = await startServer(databaseUrl);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await dropDatabase(url!, databaseName);
    await admin.end();
  });

  /** A statement on the shared database, as an operator (or a third process) would run it. */
  async function onDatabase(statement: string, values: unknown[] = []): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(statement, values);
    } finally {
      await client.end();
    }
  }

  async function signIn(server: ServerProcess, email: string) {
    const response = await fetch(`${server.origin}${AUTH_PATHS.getAccessToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_ENV.DEMO_PASSWORD }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { content: { token: { accessToken: string } } };
    return body.content.token.accessToken;
  }

  const request = (server: ServerProcess, path: string, token: string, init: RequestInit = {}) =>
    fetch(`${server.origin}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
  const status = async (server: ServerProcess, path: string, token: string) =>
    (await request(server, path, token)).status;

  /** Asks until the server answers `expected`, for at most PROPAGATION_BOUND_MS; returns the last answer. */
  async function answerSettles(server: ServerProcess, path: string, token: string, expected: number) {
    const deadline = Date.now() + PROPAGATION_BOUND_MS;
    let last = await status(server, path, token);
    while (last !== expected && Date.now() < deadline) {
      await new Promise((done) => setImmediate(done));
      last = await status(server, path, token);
    }
    return last;
  }

  /** Several requests, so the caller and the flags are surely kept in memory. */
  async function warm(server: ServerProcess, path: string, token: string, expected: number) {
    for (let i = 0; i < 5; i++) expect(await status(server, path, token)).toBe(expected);
  }

  test('a flag switched off through one process closes its area on the other', async () => {
    const token = await signIn(a, 'super@demo.test');
    const banner = BANNER_PATHS.get;
    await warm(b, banner, token, 200);
    const { versions } = (await (await request(a, AUTH_PATHS.featureFlags, token)).json()).content;
    const switched = await request(a, `${AUTH_PATHS.featureFlags}/adminBanner`, token, {
      method: 'PATCH',
      body: JSON.stringify({ enabled: false, version: versions.adminBanner }),
    });
    expect(switched.status).toBe(200);
    expect(await status(a, banner, token)).toBe(403);
    expect(await answerSettles(b, banner, token, 403)).toBe(403);
  });

  test('signing out everywhere through one process refuses the session on the other', async () => {
    const token = await signIn(a, 'admin@demo.test');
    await warm(b, AUTH_PATHS.profile, token, 200);
    expect((await request(a, AUTH_PATHS.logoutAll, token, { method: 'POST', body: '{}' })).status).toBe(204);
    expect(await status(a, AUTH_PATHS.profile, token)).toBe(401);
    expect(await answerSettles(b, AUTH_PATHS.profile, token, 401)).toBe(401);
  });

  test('the process that made a change answers only once it enforces it itself', async () => {
    // The notification comes back to the writer after its commit; without waiting for it this races and loses.
    for (let round = 0; round < 25; round++) {
      const token = await signIn(a, 'corporate@demo.test');
      await warm(a, AUTH_PATHS.profile, token, 200);
      expect((await request(a, AUTH_PATHS.logoutAll, token, { method: 'POST', body: '{}' })).status).toBe(
        204,
      );
      expect(await status(a, AUTH_PATHS.profile, token)).toBe(401);
    }
  });

  test('a quiz renamed in the database shows in the template list kept by both processes', async () => {
    const token = await signIn(a, 'super@demo.test');
    const firstPage = JSON.stringify({ navigation: { page: 1, itemsOnPage: 5 } });
    const titles = async (server: ServerProcess) => {
      const response = await request(server, QUIZ_LIST_PATHS.templates, token, {
        method: 'POST',
        body: firstPage,
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { content: { result: { id: number; title: string }[] } };
      return body.content.result;
    };
    const [quiz] = await titles(a);
    await titles(b);
    const renamed = `Renamed on the database ${Date.now()}`;
    await onDatabase('update quizzes set title = $1 where id = $2', [renamed, quiz!.id]);
    for (const server of [a, b]) {
      const deadline = Date.now() + PROPAGATION_BOUND_MS;
      let title = (await titles(server)).find((row) => row.id === quiz!.id)?.title;
      while (title !== renamed && Date.now() < deadline) {
        await new Promise((done) => setImmediate(done));
        title = (await titles(server)).find((row) => row.id === quiz!.id)?.title;
      }
      expect(title).toBe(renamed);
    }
  });

  test('a quiz renamed in the database is found by the searches both processes answer from their kept lists', async () => {
    const token = await signIn(a, 'super@demo.test');
    const search = async (server: ServerProcess, term: string) => {
      const response = await request(server, QUIZ_LIST_PATHS.templates, token, {
        method: 'POST',
        body: JSON.stringify({
          navigation: { page: 1, itemsOnPage: 5 },
          filter: [{ bool_operator: 'and', property: 'title', operator: 'contains', value: term }],
        }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { content: { result: { id: number; title: string }[] } }).content
        .result;
    };
    const keptAnswers = async (server: ServerProcess) =>
      Number(
        /^list_search_answers_total\{source="kept_list"\} (\d+)/m.exec(
          await (await fetch(`${server.origin}/metrics`)).text(),
        )?.[1] ?? 0,
      );
    // Each process reads the template list once searched, then answers searches from it (ADR 313).
    let n = 0;
    for (const server of [a, b]) {
      const before = await keptAnswers(server);
      const deadline = Date.now() + PROPAGATION_BOUND_MS;
      while ((await keptAnswers(server)) === before && Date.now() < deadline)
        await search(server, `warm ${n++}`);
      expect(await keptAnswers(server)).toBeGreaterThan(before);
    }
    const [quiz] = await search(a, '');
    const renamed = `Kept list renamed ${Date.now()}`;
    await onDatabase('update quizzes set title = $1 where id = $2', [renamed, quiz!.id]);
    for (const server of [a, b]) {
      const deadline = Date.now() + PROPAGATION_BOUND_MS;
      let found = await search(server, renamed.toUpperCase());
      while (found.length === 0 && Date.now() < deadline) {
        await new Promise((done) => setImmediate(done));
        found = await search(server, renamed.toUpperCase());
      }
      expect(found.map((row) => row.id)).toEqual([quiz!.id]);
    }
  });

  test('a role taken away in the database is enforced by both processes', async () => {
    const token = await signIn(b, 'super@demo.test');
    const admins = AUTH_PATHS.invitations;
    await warm(a, admins, token, 200);
    await warm(b, admins, token, 200);
    await onDatabase(`update users set roles = '{ROLE_ADMIN}' where email = 'super@demo.test'`);
    expect(await answerSettles(a, admins, token, 403)).toBe(403);
    expect(await answerSettles(b, admins, token, 403)).toBe(403);
  });

  test('a deactivated account is refused by both processes', async () => {
    const token = await signIn(a, 'cs@demo.test');
    await warm(a, AUTH_PATHS.profile, token, 200);
    await warm(b, AUTH_PATHS.profile, token, 200);
    await onDatabase(`update users set is_active = false where email = 'cs@demo.test'`);
    expect(await answerSettles(a, AUTH_PATHS.profile, token, 401)).toBe(401);
    expect(await answerSettles(b, AUTH_PATHS.profile, token, 401)).toBe(401);
  });

  test('a process that lost its listening connection reads the caller again', async () => {
    const token = await signIn(a, 'publish@demo.test');
    await warm(b, AUTH_PATHS.profile, token, 200);
    // A change nobody announces: the other process keeps answering from memory, which shows it keeps the caller.
    await onDatabase('alter table users disable trigger users_change_feed');
    await onDatabase(`update users set is_active = false where email = 'publish@demo.test'`);
    await onDatabase('alter table users enable trigger users_change_feed');
    expect(await status(b, AUTH_PATHS.profile, token)).toBe(200);
    // Losing the feed means changes may go unheard: everything kept is dropped.
    await onDatabase(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2`,
      [databaseName, CHANGE_FEED_APPLICATION],
    );
    expect(await answerSettles(b, AUTH_PATHS.profile, token, 401)).toBe(401);
  });
});
