/** One real app per test file: in-memory PGlite, migrated and seeded, a movable clock, `app.inject` only. */
import { readFileSync } from 'node:fs';
import { Blob as NodeBlob } from 'node:buffer';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
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

export const TEST_ENV: Env = {
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
  DATA_DIR: join(tmpdir(), 'console-server-tests'),
  DEMO_PASSWORD: 'demo-password',
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

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const seedAsUsual = SEED_ENV.every((key) => options.env?.[key] === undefined);
  // A copy of the run's seeded store; migrating and seeding it again below finds nothing left to do.
  const db = options.db ?? createDb(config, (seedAsUsual && seededStore()) || undefined);
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
    },
  };
}

export const bearer = (token: Token | string) => ({
  authorization: `Bearer ${typeof token === 'string' ? token : token.accessToken}`,
});

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
