/**
 * Several server processes on one PostgreSQL (ADR 158): real `npm start` processes (scripts/start.mjs), each on its
 * own port, or one `WORKERS=2` start whose processes share a port. Each run creates a fresh database on the PostgreSQL at
 * TEST_DATABASE_URL (`bash scripts/postgres.sh` starts one and prints the URL) and drops it after. Without it the
 * PostgreSQL part is skipped locally and fails in CI.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { BANK_PATHS } from '../../../src/api/banks/bankContract';
import { StaleVersionAnswerSchema } from '../../../src/api/shared/staleVersion';
import { TAKE_PATHS } from '../../../src/api/take/takeContract';
import { STALE_MESSAGES } from '../../../src/domain/shared/recordVersions';
import { RESTART_BACKOFF, restartDelayMs } from '../../../server/cluster';
import { parseEnv, workerCount } from '../../../server/config';
import { createDb } from '../../../server/db/createDb';
import type { Database } from '../../../server/db/database';
import { dropDatabase } from '../postgresDatabases';

const url = process.env.TEST_DATABASE_URL;
const inCi = process.env.CI === 'true';
const STARTUP_MS = 90_000;

if (!url) {
  if (inCi) {
    test('TEST_DATABASE_URL is set in CI', () => {
      expect.fail('TEST_DATABASE_URL is unset: run `eval "$(bash scripts/postgres.sh)"` before the tests');
    });
  } else {
    console.warn(
      'multiProcess.test.ts: PostgreSQL part skipped, TEST_DATABASE_URL is unset (bash scripts/postgres.sh)',
    );
    test.skip('several server processes on one PostgreSQL (TEST_DATABASE_URL unset)', () => {});
  }
}

interface Server {
  readonly child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has exited. */
  readonly exited: Promise<number | string>;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** `npm start` as the operator runs it (tsx's loader in this Node), with the console served as built. */
function startServer(env: Record<string, string>): Server {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-processes-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, SKIP_BUILD: '1', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { child, output: () => printed, exited };
}

/** The base URL from the "Console ready at http://localhost:PORT/admin" line. */
async function readyAt(server: Server): Promise<string> {
  let base: string | undefined;
  await vi.waitFor(
    () => {
      if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
      const port = /Console ready at http:\/\/localhost:(\d+)\//.exec(server.output())?.[1];
      if (!port) throw new Error(`not ready yet:\n${server.output()}`);
      base = `http://127.0.0.1:${port}`;
    },
    { timeout: STARTUP_MS, interval: 100 },
  );
  return base!;
}

async function post(base: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { content: Record<string, unknown> } };
}

const signIn = (base: string, email: string, password: string) =>
  post(base, '/api/admin/security/get_access_token', { email, password });

/** A database of its own on the test PostgreSQL, dropped after the file. */
async function freshDatabase(baseUrl: string): Promise<string> {
  const name = `console_processes_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(() => dropDatabase(baseUrl, name));
  const database = new URL(baseUrl);
  database.pathname = `/${name}`;
  return database.toString();
}

test.each([
  [{}, 1],
  [{ WORKERS: '3', DATABASE_URL: 'postgres://db/console' }, 3],
  [{ WORKERS: 'auto', DATABASE_URL: 'postgres://db/console' }, availableParallelism()],
  [{ WORKERS: 'auto' }, 1],
])('WORKERS in %o runs %i server processes', (env, count) => {
  const parsed = parseEnv(env);
  expect(workerCount(parsed.WORKERS, parsed.DATABASE_URL)).toBe(count);
});

test.each(['0', '-1', '1.5', 'many'])('WORKERS=%s is refused', (workers) => {
  expect(() => parseEnv({ WORKERS: workers })).toThrow(/WORKERS/);
});

test('a process that keeps dying young is started again after a delay that doubles, up to a cap', () => {
  expect([1, 2, 3, 4].map((deaths) => restartDelayMs(deaths))).toEqual([500, 1000, 2000, 4000]);
  expect(restartDelayMs(40)).toBe(RESTART_BACKOFF.maxDelayMs);
});

test('more than one process on the embedded store is refused at start, asking for DATABASE_URL', async () => {
  const server = startServer({ WORKERS: '2', DATABASE_URL: '' });
  expect(await server.exited).not.toBe(0);
  expect(server.output()).toMatch(/WORKERS: more than one server process needs DATABASE_URL/);
});

describe.runIf(url)('two server processes on one PostgreSQL', () => {
  const password = 'demo-password';
  const secret = randomBytes(32).toString('hex');
  let databaseUrl: string;
  let db: Kysely<Database>;
  let first: string;
  let second: string;

  beforeAll(async () => {
    databaseUrl = await freshDatabase(url!);
    db = createDb({ databaseUrl, pgliteDir: '' });
    cleanups.push(() => db.destroy());
    // The demo's accounts and content, on PostgreSQL too (ADR 361: a real install seeds none).
    const env = { DATABASE_URL: databaseUrl, JWT_SECRET: secret, DEMO_PASSWORD: password, SEED_DEMO: 'true' };
    // The first migrates and seeds; the second finds the store ready.
    first = await readyAt(startServer(env));
    second = await readyAt(startServer(env));
  }, 2 * STARTUP_MS);

  test('a library rebuild queued through one process runs exactly once, both processes running job workers', async () => {
    const versions = async () =>
      new Map(
        (
          await db
            .selectFrom('quizzes')
            .select(['id', 'version'])
            .where('kind', '=', 'library')
            .where('quiz_type', '=', 'section')
            .execute()
        ).map((quiz) => [quiz.id, quiz.version]),
      );
    const section = await db
      .selectFrom('quizzes')
      .innerJoin('sections', 'sections.id', 'quizzes.section_id')
      .select(['sections.id', 'sections.parent_id'])
      .where('quizzes.kind', '=', 'library')
      .where('quizzes.quiz_type', '=', 'section')
      .where('sections.product', '=', 'core')
      .orderBy('quizzes.id')
      .executeTakeFirstOrThrow();
    const before = await versions();
    const lastJob =
      (
        await db
          .selectFrom('jobs')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0;
    const token = (await signIn(second, 'super@demo.test', password)).body.content.token as {
      accessToken: string;
    };

    const queued = await post(
      first,
      '/api/admin/quiz/process_section_quiz_libraries',
      { type: 1, isAllUpdate: 1, sectionId: section.parent_id ?? section.id },
      token.accessToken,
    );
    expect(queued.status).toBe(200);

    let jobs: { kind: string; status: string; attempts: number; payload: unknown }[] = [];
    await vi.waitFor(
      async () => {
        jobs = await db
          .selectFrom('jobs')
          .select(['kind', 'status', 'attempts', 'payload'])
          .where('id', '>', lastJob)
          .execute();
        expect(jobs.map((job) => job.kind)).toContain('library.rebuildQuiz');
        expect(jobs.every((job) => job.status === 'done')).toBe(true);
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(jobs.map((job) => job.attempts)).toEqual(jobs.map(() => 1));
    const rebuilt = jobs.flatMap((job) =>
      job.kind === 'library.rebuildQuiz' ? [(job.payload as { quizId: number }).quizId] : [],
    );
    const after = await versions();
    // Each rebuild raises its quiz's version by one (a quiz the request created starts at 1): a job run twice
    // would raise it by two.
    const raised = [...after].filter(([id, version]) => version !== before.get(id));
    const once = rebuilt.map((id) => [id, (before.get(id) ?? 1) + 1]);
    expect(raised.sort(byId)).toEqual(once.sort(byId));
  });

  test('failed sign-ins made on either process add up to one throttle', async () => {
    const email = 'cs@demo.test';
    expect((await signIn(first, email, 'wrong-1')).status).toBe(401);
    expect((await signIn(second, email, 'wrong-2')).status).toBe(401);
    expect((await signIn(first, email, 'wrong-3')).status).toBe(401);
    // Three failures from this address: the pair's free ones are spent, whichever process counted them.
    const onSecond = await signIn(second, email, password);
    expect(onSecond.status).toBe(429);
    expect((await signIn(first, email, password)).status).toBe(429);
  });

  test('a question bank deleted through both processes at once: one says deleted, the other not found', async () => {
    const token = (
      (await signIn(first, 'corporate@demo.test', password)).body.content.token as { accessToken: string }
    ).accessToken;
    const send = async (base: string, method: string, path: string, body?: unknown) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: (await response.json()) as { content: { id: number } } };
    };
    const created = await send(first, 'POST', BANK_PATHS.banks, { title: 'Bank deleted from two processes' });
    expect(created.status).toBe(200);
    const id = created.body.content.id;
    expect((await send(second, 'GET', BANK_PATHS.bank(id))).status).toBe(200);

    const answers = await Promise.all([
      send(first, 'DELETE', BANK_PATHS.bank(id)),
      send(second, 'DELETE', BANK_PATHS.bank(id)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    expect((await send(first, 'GET', BANK_PATHS.bank(id))).status).toBe(404);
    expect((await send(second, 'GET', BANK_PATHS.bank(id))).status).toBe(404);
    expect(await db.selectFrom('question_banks').select('id').where('id', '=', id).execute()).toEqual([]);
  });

  test('one version of a sponsor saved through both processes at once: one saved, one told it was its own other save', async () => {
    // Two sign-ins of one account: a second tab or device (ADR 300), each talking to another process.
    const tokenOf = async () =>
      ((await signIn(first, 'super@demo.test', password)).body.content.token as { accessToken: string })
        .accessToken;
    const [tabA, tabB] = [await tokenOf(), await tokenOf()];
    const send = async (base: string, token: string, method: string, path: string, body?: unknown) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const form = (name: string) => ({ companyName: name, companyUrl: 'https://acme.example' });
    const created = await send(first, tabA, 'POST', '/api/admin/sponsor', form('Acme Two Processes'));
    expect(created.status).toBe(200);
    const { id, version } = created.body.content as { id: number; version: number };

    const answers = await Promise.all([
      send(first, tabA, 'PATCH', `/api/admin/sponsor/${id}`, { ...form('Acme North'), version }),
      send(second, tabB, 'PATCH', `/api/admin/sponsor/${id}`, { ...form('Acme South'), version }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = StaleVersionAnswerSchema.parse(
      answers.find((answer) => answer.status === 409)!.body.content,
    );
    expect(refused).toMatchObject({ message: STALE_MESSAGES.sponsor, savedByYou: true });
    const winner = answers.findIndex((answer) => answer.status === 200) === 0 ? 'Acme North' : 'Acme South';
    const stored = await db
      .selectFrom('sponsors')
      .select(['company_name', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ company_name: winner, version: version + 1 });
  });

  test('a student’s file and hint sent through both processes at once: one file kept, the hint counted once', async () => {
    const token = (
      (await signIn(first, 'corporate@demo.test', password)).body.content.token as { accessToken: string }
    ).accessToken;
    const title = 'Send your lab report.';
    const created = await post(
      first,
      '/api/quiz/create',
      {
        title: 'Lab report through two processes',
        tags: [],
        article: null,
        startDate: null,
        endDate: null,
        isGraded: false,
        duration: null,
        showCaption: false,
        restrictNonInstitutional: false,
        activities: [
          {
            title: 'Activity 1',
            sortIndex: 1,
            items: [
              {
                article: null,
                type: 2,
                image: null,
                isMultiple: false,
                rightAnswer: [],
                textOptions: [],
                sortIndex: 1,
                title,
                questionType: 'fileUpload',
                definition: {},
                hints: [{ text: '<p>A PDF is fine.</p>', penalty: 0 }],
              },
            ],
          },
        ],
      },
      token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const quizId = created.body.content.id as number;
    const item = await db
      .selectFrom('quiz_items as i')
      .innerJoin('quiz_activities as a', 'a.id', 'i.activity_id')
      .select('i.id')
      .where('a.quiz_id', '=', quizId)
      .executeTakeFirstOrThrow();
    const link = randomBytes(32).toString('base64url');
    const { id: assignmentId } = await db
      .insertInto('quiz_assignments')
      .values({ quiz_id: quizId, user_email: 'two.processes@school.test', answers: '{}', token: link })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await post(first, TAKE_PATHS.start(link), {})).status).toBe(200);

    const pdf = Buffer.from(`%PDF-1.4\n% ${randomBytes(8).toString('hex')}\n%%EOF\n`);
    const sendFile = async (base: string) => {
      const form = new FormData();
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'report.pdf');
      const response = await fetch(`${base}${TAKE_PATHS.answerFiles(link, item.id)}`, {
        method: 'POST',
        body: form,
      });
      return response.status;
    };
    // Several at once through each process (a student tapping Send on a slow connection, and a retry).
    const sent = await Promise.all([first, second, first, second, first, second].map(sendFile));
    expect(sent).toEqual([200, 200, 200, 200, 200, 200]);
    const files = await db
      .selectFrom('answer_files')
      .select('id')
      .where('assignment_id', '=', assignmentId)
      .execute();
    expect(files).toHaveLength(1);

    const hints = await Promise.all([
      post(first, TAKE_PATHS.hint(link, item.id), { index: 0 }),
      post(second, TAKE_PATHS.hint(link, item.id), { index: 0 }),
    ]);
    expect(hints.map((answer) => answer.status)).toEqual([200, 200]);
    const stored = await db
      .selectFrom('quiz_assignments')
      .select('hints_used')
      .where('id', '=', assignmentId)
      .executeTakeFirstOrThrow();
    expect(stored.hints_used).toEqual({ [String(item.id)]: 1 });
  });

  test(
    'WORKERS=2 serves one port from two processes, replaces one that dies, and stops on SIGTERM',
    async () => {
      const server = startServer({ DATABASE_URL: databaseUrl, JWT_SECRET: secret, WORKERS: '2' });
      const base = await readyAt(server);
      const primary = server.child.pid!;
      expect(serverProcessesUnder(primary)).toHaveLength(2);

      // Two connections at once: the primary hands each to a different process.
      const agent = new Agent({ keepAlive: true, maxSockets: 2 });
      cleanups.push(() => agent.destroy());
      const ports = await Promise.all([
        get(`${base}/admin/config.json`, agent),
        get(`${base}/admin/config.json`, agent),
      ]);
      const port = Number(new URL(base).port);
      const owners = new Set(
        ports.map((clientPort) => ownerOfConnection(port, clientPort, serverProcessesUnder(primary))),
      );
      expect(owners.size).toBe(2);

      const [victim, survivor] = serverProcessesUnder(primary);
      process.kill(victim!, 'SIGKILL');
      await vi.waitFor(
        () => {
          const now = serverProcessesUnder(primary);
          expect(now).toHaveLength(2);
          expect(now).not.toContain(victim);
          expect(now).toContain(survivor);
        },
        { timeout: STARTUP_MS, interval: 100 },
      );
      expect(server.output()).toMatch(new RegExp(`Server process ${victim} exited \\(SIGKILL\\)`));
      expect((await signIn(base, 'publish@demo.test', password)).status).toBe(200);

      agent.destroy();
      const children = serverProcessesUnder(primary);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      for (const pid of children) expect(isRunning(pid)).toBe(false);
    },
    2 * STARTUP_MS,
  );
});

const byId = (a: number[], b: number[]) => a[0]! - b[0]!;

/** GETs through the agent; resolves with the client-side port of the connection that carried it. */
function get(target: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(target, { agent }, (response) => {
      response.resume();
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(req.socket!.localPort!)
          : reject(new Error(`${response.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The server processes the primary forked: its children running scripts/start.mjs (not esbuild's service). */
function serverProcessesUnder(parent: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
        return ppid === parent && command.includes('scripts/start.mjs') ? [Number(entry)] : [];
      } catch {
        return []; // exited while we looked
      }
    })
    .sort((a, b) => a - b);
}

/** Which of `pids` holds the server side of the TCP connection from `clientPort` to `serverPort`. */
function ownerOfConnection(
  serverPort: number,
  clientPort: number,
  pids: readonly number[],
): number | undefined {
  const hex = (port: number) => port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter(
        (fields) => fields[1]?.endsWith(`:${hex(serverPort)}`) && fields[2]?.endsWith(`:${hex(clientPort)}`),
      )
      .map((fields) => fields[9]),
  );
  const inode = inodes[0];
  if (!inode) return undefined;
  return pids.find((pid) =>
    readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`;
      } catch {
        return false;
      }
    }),
  );
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
