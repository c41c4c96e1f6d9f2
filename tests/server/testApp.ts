/**
 * One real app per test file, migrated and seeded, a movable clock, `app.inject` only. Its store: a clone of the
 * run's seeded PostgreSQL database in the server project when the run has one (tests/setup/seededPostgres.ts),
 * otherwise (and when a file asks for it) an in-memory PGlite from the run's seeded copy.
 */
import { readFileSync } from 'node:fs';
import { Blob as NodeBlob } from 'node:buffer';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { Kysely } from 'kysely';
import type { Token } from '../../src/domain/session/session';
import { buildApp } from '../../server/app';
import { loadConfig, type Env, type ServerConfig } from '../../server/config';
import { createDb, IN_MEMORY, storeOf } from '../../server/db/createDb';
import type { Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrator';
import { seedAccounts } from '../../server/seed/accounts';
import { seedFeatureFlags } from '../../server/seed/index';
import { heavyWorkFor } from '../../server/heavyWork/heavyWork';
import { databaseUrl, onServer } from './postgresDatabases';

export const TEST_ENV: Env = {
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
  DATA_DIR: join(tmpdir(), 'console-server-tests'),
  DEMO_PASSWORD: 'demo-password',
  // The demo accounts on PostgreSQL as well (ADR 361): the processes tests start sign in with them.
  SEED_DEMO: 'true',
  // Cheap hashing keeps the suite fast; production uses the defaults.
  PASSWORD_HASH_MEMORY_KIB: '1024',
  PASSWORD_HASH_PASSES: '1',
};

export function testConfig(env: Env = {}, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...loadConfig({ ...TEST_ENV, ...env }), pgliteDir: IN_MEMORY, ...overrides };
}

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export function testClock(start = new Date()): TestClock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => void (current += ms) };
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Kysely<Database>;
  readonly config: ServerConfig;
  readonly clock: TestClock;
  /** Signs in through the API and returns the token pair (fails the test on any other answer). */
  signIn(email: string, password?: string): Promise<Token>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  readonly env?: Env;
  readonly distDir?: string;
  /** A store opened elsewhere (the PostgreSQL test); migrated and seeded here all the same. */
  readonly db?: Kysely<Database>;
  /**
   * 'pglite' for the files that test the embedded store itself (the statements it runs, its in-process change
   * feed) in a project whose apps otherwise run on PostgreSQL.
   */
  readonly store?: 'pglite';
  /** PGlite on its own thread, as the server's processes open it (ADR 340). */
  readonly thread?: true;
  /** Routes added before the app is ready (e.g. one that throws). */
  readonly extend?: (app: FastifyInstance) => void;
  /** Start the background job worker (off unless asked for). */
  readonly jobWorker?: boolean;
  /** The app's logger (off unless given), e.g. pino on a stream the test reads. */
  readonly logger?: Parameters<typeof buildApp>[0]['logger'];
}

/** What the seed depends on: a test app whose environment changes one of these seeds a store of its own. */
const SEED_ENV = ['DEMO_PASSWORD', 'PASSWORD_HASH_MEMORY_KIB', 'PASSWORD_HASH_PASSES'] as const;

let seeded: Blob | null | undefined;
/**
 * The run's migrated and seeded store (tests/setup/seededStore.ts), when the project provides one. Node's Blob:
 * the model-based project runs in jsdom, whose Blob PGlite cannot read.
 */
function seededStore(): Blob | null {
  if (seeded === undefined) {
    const file = inject('seededStore') as string | undefined;
    seeded = file ? (new NodeBlob([readFileSync(file)]) as unknown as Blob) : null;
  }
  return seeded;
}

/** A database of its own for one app: a clone of the run's seeded PostgreSQL database, dropped on close. */
async function clonedPostgres(): Promise<{ db: Kysely<Database>; drop(): Promise<void> } | undefined> {
  const seededPostgres = inject('seededPostgres');
  if (!seededPostgres) return undefined;
  const { url, template, prefix } = seededPostgres;
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await onServer(url, (client) => client.query(`create database ${name} template ${template}`));
  return {
    db: createDb({ databaseUrl: databaseUrl(url, name), pgliteDir: '' }),
    // Without FORCE: the app's connections are closed by then, and PostgreSQL itself stops an autovacuum worker
    // still in the database. One left behind is dropped with the run's others (tests/setup/seededPostgres.ts).
    drop: () => onServer(url, (client) => client.query(`drop database if exists ${name}`)),
  };
}

/**
 * The process's heavy-work thread (server/heavyWork/heavyWork.ts) stops when the last app using it closes: each test
 * file's app closing stopped it, and each of the 39 files that import or export started it again (about 1.6 s of CPU
 * each). An app that is never closed holds it for the whole test worker, whose files run one after another; idle, the
 * thread does not keep the worker alive.
 */
let heavyWorkHolder: FastifyInstance | undefined;
function holdHeavyWork(): void {
  if (heavyWorkHolder) return;
  heavyWorkHolder = Fastify();
  heavyWorkFor(heavyWorkHolder);
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  holdHeavyWork();
  const config = testConfig(options.env);
  const seedAsUsual = SEED_ENV.every((key) => options.env?.[key] === undefined);
  const clone =
    options.db || !seedAsUsual || options.store === 'pglite' || options.thread
      ? undefined
      : await clonedPostgres();
  // A copy of the run's seeded store; migrating and seeding it again below finds nothing left to do.
  const db =
    options.db ??
    clone?.db ??
    createDb(config, (seedAsUsual && seededStore()) || undefined, { thread: options.thread ?? false });
  await migrateToLatest(db);
  await seedAccounts(db, config);
  await seedFeatureFlags(db);
  const clock = testClock();
  const app = await buildApp({
    db,
    config,
    now: clock.now,
    distDir: options.distDir ?? join(config.dataDir, 'no-console-build'),
    // Tests run queued jobs themselves (createRebuildWorker(...).runUntilIdle()).
    jobWorker: options.jobWorker ?? false,
    ...(options.logger === undefined ? {} : { logger: options.logger }),
  });
  options.extend?.(app);
  await app.ready();

  return {
    app,
    db,
    config,
    clock,
    async signIn(email, password = config.demoPassword) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/security/get_access_token',
        payload: { email, password },
      });
      if (response.statusCode !== 200)
        throw new Error(`sign-in of ${email}: ${response.statusCode} ${response.body}`);
      return response.json().content.token as Token;
    },
    async close() {
      await app.close();
      await db.destroy();
      await clone?.drop().catch(() => undefined);
    },
  };
}

export const bearer = (token: Token | string) => ({
  authorization: `Bearer ${typeof token === 'string' ? token : token.accessToken}`,
});

/**
 * Switches a feature flag through its route as the super admin, as the Feature Flags screen does: the route's own
 * next request already sees it, on PostgreSQL as on PGlite (ADR 156).
 */
export async function switchFlag(t: TestApp, key: string, enabled: boolean): Promise<void> {
  const auth = bearer(await t.signIn('super@demo.test'));
  const flags = await call(t.app, { method: 'GET', url: '/api/admin/feature_flags', headers: auth });
  const version = flags.body.content.versions[key] ?? 1;
  const switched = await call(t.app, {
    method: 'PATCH',
    url: `/api/admin/feature_flags/${key}`,
    headers: auth,
    payload: { enabled, version },
  });
  if (switched.status !== 200) throw new Error(`switching ${key}: ${switched.status}`);
}

/** `app.inject` returning status and parsed JSON body. */
export async function call(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  const type = String(response.headers['content-type'] ?? '');
  return {
    status: response.statusCode,
    body: type.includes('json') ? response.json() : response.body,
    headers: response.headers,
  };
}

/** The SQL statements the app's PGlite ran while `run` ran (tests of what is kept in memory, ADRs 156 and 160). */
export async function statementsDuring(db: Kysely<Database>, run: () => Promise<unknown>): Promise<string[]> {
  const store = storeOf(db);
  if (store?.kind !== 'pglite') throw new Error('the test app runs on PGlite');
  const spy = vi.spyOn(store.pglite, 'query');
  try {
    await run();
    return spy.mock.calls.map(([query]) => String(query));
  } finally {
    spy.mockRestore();
  }
}
