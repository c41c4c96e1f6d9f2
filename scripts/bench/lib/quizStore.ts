/**
 * A store of 100,000 quizzes, 20,000 classes and 10,000 institutions for server benches, on PGlite (a temp data
 * directory) or on a fresh PostgreSQL database (created on the local cluster of scripts/postgres.sh, dropped at the
 * end of the run), and the real server (`scripts/start.mjs`, as `npm start` runs it) over it, with `WORKERS`
 * passed through.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { loadConfig } from '../../../server/config';
import { createDb } from '../../../server/db/createDb';
import type { Database } from '../../../server/db/database';
import { freePort, onBenchEnd, PROJECT_ROOT, type BenchServer } from './server';

const ROUTE_PREFIX = '/admin';
/** The demo content holds this many quizzes; the generated seed adds the rest of the first thousand. */
const DEMO_QUIZZES = 34;
const SEEDED_WITH_CHILDREN = 1_000;

export type StoreKind = 'PGlite' | 'PostgreSQL';

export interface BenchStore {
  readonly kind: StoreKind;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
}

function storeEnv(store: BenchStore, port = 0, workers = 1): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SKIP_BUILD: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: store.dataDir,
    ROUTE_PREFIX,
    LOG_LEVEL: 'warn',
    WORKERS: String(workers),
    // The bench signs in with the demo accounts, on PostgreSQL too (ADR 361).
    SEED_DEMO: 'true',
  };
  if (store.databaseUrl) env.DATABASE_URL = store.databaseUrl;
  else delete env.DATABASE_URL;
  return env;
}

const psql = (command: string) =>
  execFileSync('su', ['postgres', '-c', `psql --quiet --tuples-only --no-align -c "${command}"`], {
    encoding: 'utf8',
  });

/** A fresh PostgreSQL database on the local cluster (scripts/postgres.sh), dropped when the run ends. */
function freshPostgres(): string {
  const printed = execFileSync('bash', [join(PROJECT_ROOT, 'scripts/postgres.sh')], { encoding: 'utf8' });
  const base = /TEST_DATABASE_URL=(\S+)/.exec(printed)?.[1];
  if (!base) throw new Error(`scripts/postgres.sh printed no URL:\n${printed}`);
  const url = new URL(base);
  const name = `console_bench_${process.pid}`;
  psql(`DROP DATABASE IF EXISTS ${name}`);
  psql(`CREATE DATABASE ${name} OWNER ${url.username}`);
  onBenchEnd(async () => void psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  url.pathname = `/${name}`;
  return url.toString();
}

/** A migrated store with the demo content only, plus `seedQuizzes` generated quizzes with children. */
export function prepareDemoStore(kind: StoreKind, seedQuizzes = 0): BenchStore {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-store-'));
  onBenchEnd(async () => rmSync(dataDir, { recursive: true, force: true }));
  const store: BenchStore = {
    kind,
    dataDir,
    databaseUrl: kind === 'PostgreSQL' ? freshPostgres() : undefined,
  };
  const quizzes = seedQuizzes > 0 ? ['--quizzes', String(seedQuizzes)] : [];
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/seed.ts', ...quizzes], {
    cwd: PROJECT_ROOT,
    env: storeEnv(store),
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error(`seeding the ${kind} store failed`);
  return store;
}

/** Migrates and seeds the store (demo content, 1k quizzes with children), then grows it to `total` quizzes. */
export async function prepareStore(kind: StoreKind, total: number): Promise<BenchStore> {
  const store = prepareDemoStore(kind, SEEDED_WITH_CHILDREN - DEMO_QUIZZES);
  await growTo(store, total);
  return store;
}

/** The second word of a generated quiz title ('Biology Recap 123'). */
export const QUIZ_WORDS = [
  'Review',
  'Practice Set',
  'Check-in',
  'Unit Test',
  'Warm-up',
  'Exit Ticket',
  'Pre-Lab Quiz',
  'Recap',
] as const;

const wordArray = (list: readonly string[]) => sql.raw(`array[${list.map((w) => `'${w}'`).join(',')}]`);

/**
 * Adds generated quizzes until the store holds `total`, in one INSERT … SELECT generate_series (header rows only:
 * a list page decorates its 20 rows, so children do not change its cost). serverLists.bench.ts grows its store
 * with it too.
 */
export async function insertGeneratedQuizzes(db: Kysely<Database>, total: number): Promise<void> {
  const count = Number((await sql<{ n: string }>`select count(*) as n from quizzes`.execute(db)).rows[0]!.n);
  const users = (await sql<{ id: number }>`select id from users order by id`.execute(db)).rows.map(
    (r) => r.id,
  );
  const superId = (
    await sql<{ id: number }>`select id from users where email = 'super@demo.test'`.execute(db)
  ).rows[0]!.id;
  await sql`
    insert into quizzes (kind, title, quiz_type, owner_user_id, created_at, end_date, is_graded)
    select k.kind,
      (array['Biology','Chemistry','Physics','Genetics','Neuroscience','Ecology'])[1 + n % 6] || ' ' ||
        (${wordArray(QUIZ_WORDS)})[1 + (n / 7) % 8]
        || ' ' || n,
      case when k.kind = 'library' then 'textbook' end,
      case when k.kind = 'user' then (${sql.raw(`array[${users.join(',')}]`)})[1 + n % ${users.length}] else ${superId} end,
      now() - make_interval(days => n % 700),
      case when k.kind <> 'template' and n % 3 = 0 then now() + make_interval(days => (n % 240) - 120) end,
      n % 5 < 3
    from generate_series(${count + 1}::int, ${total}::int) as n,
      lateral (select (array['user','user','user','user','template','template','admin','admin','library','library'])[1 + n % 10] as kind) k`.execute(
    db,
  );
}

/** Words of the generated class and institution titles; the uncached list bench searches them (ADR 224). */
export const CLASS_WORDS = ['Period', 'Section', 'Group', 'Lab'] as const;
export const INSTITUTION_WORDS = [
  'Montreal',
  'Lyon',
  'Oslo',
  'Quito',
  'Kyoto',
  'Porto',
  'Tartu',
  'Austin',
] as const;
const GENERATED_CLASSES = 20_000;
const GENERATED_INSTITUTIONS = 10_000;

/** 20,000 classes ('Physics Lab 123') over the store's users and 10,000 institutions ('College of Oslo 123'). */
async function insertGeneratedClassesAndInstitutions(db: Kysely<Database>): Promise<void> {
  const users = (await sql<{ id: number }>`select id from users order by id`.execute(db)).rows.map(
    (r) => r.id,
  );
  await sql`
    insert into institutions (title, approved)
    select (array['University of','College of','Institute of','Academy of','School of'])[1 + n % 5] || ' ' ||
      (${wordArray(INSTITUTION_WORDS)})[1 + (n / 5) % 8] || ' ' || n, n % 3 = 0
    from generate_series(1, ${GENERATED_INSTITUTIONS}::int) as n`.execute(db);
  await sql`
    insert into classes (title, owner_user_id)
    select (array['Biology','Chemistry','Physics','Genetics','Neuroscience','Ecology'])[1 + n % 6] || ' ' ||
      (${wordArray(CLASS_WORDS)})[1 + (n / 6) % 4] || ' ' || n,
      (${sql.raw(`array[${users.join(',')}]`)})[1 + n % ${users.length}]
    from generate_series(1, ${GENERATED_CLASSES}::int) as n`.execute(db);
}

/** Grows the store to `total` quizzes, then vacuums and analyzes it. */
async function growTo(store: BenchStore, total: number): Promise<void> {
  const db = createDb(loadConfig({ DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl }));
  try {
    await insertGeneratedQuizzes(db, total);
    await insertGeneratedClassesAndInstitutions(db);
    // As autovacuum leaves a store that has run a while: statistics and the visibility map (index-only scans).
    await sql`vacuum analyze`.execute(db);
  } finally {
    await db.destroy();
  }
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export interface StoreServer extends BenchServer {
  readonly child: ChildProcess;
}

/** The real server over the store; `nodeArgs` e.g. ['--cpu-prof'] for a profile of the process. */
export async function startStoreServer(
  store: BenchStore,
  options: { workers?: number; nodeArgs?: readonly string[] } = {},
): Promise<StoreServer> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'scripts/start.mjs'], {
    cwd: PROJECT_ROOT,
    env: storeEnv(store, port, options.workers),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  onBenchEnd(() => stopProcess(child));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    try {
      if ((await fetch(`${origin}${ROUTE_PREFIX}/config.json`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return { origin, routePrefix: ROUTE_PREFIX, dataDir: store.dataDir, child, pid: child.pid! };
}
